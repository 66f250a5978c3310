/**
 * Public membership end to end over real HTTP: registration with beneficiaries and the spec's
 * rules, the member reference number, and the membership paid by M-Pesa, `payment_status`
 * turning true with an expiry date a year on and the welcome e-mail.
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { memberForm } from '../payments/payable-fixtures';
import {
  call,
  eventually,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from '../payments/payment-test-server';
import { darajaTestPhones } from '../payments/simulators/daraja-test-phones';
import { useTestDatabase } from '../test/test-database';
import { membershipExpiry } from './membership-expiry';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { callbackDelayMs: 100 });

const child = (first_name: string, years: number) => ({
  title: 'Ms.',
  first_name,
  sur_name: 'Njeri',
  gender_id: 'female',
  dob: addDays(server.clock.today(), -years * 366),
});

const adult = (first_name: string) => ({
  ...child(first_name, 30),
  email: `${first_name.toLowerCase()}@example.com`,
  phone_number: '+254722000111',
});

describe('public membership', () => {
  it("applies the spec's beneficiary rules", async () => {
    const couple = await call(
      server,
      'POST',
      '/public/members',
      memberForm({
        member_setting: 'ms-cit-couple',
        household_type: 'Couple',
        family: [adult('Kamau'), child('Ciru', 8)],
      }),
    );
    expect(couple.status).toBe(400);
    expect(couple.body.messages).toEqual([messages.coupleMaximum(2)]);

    const threeAdults = await call(
      server,
      'POST',
      '/public/members',
      memberForm({ family: [adult('Kamau'), adult('Muthoni'), adult('Njoroge')] }),
    );
    expect(threeAdults.body.messages).toEqual([messages.beneficiaryAdultsMax]);

    const adultWithoutEmail = await call(
      server,
      'POST',
      '/public/members',
      memberForm({ family: [{ ...adult('Kamau'), email: '' }] }),
    );
    expect(adultWithoutEmail.body.fields).toEqual({
      'family.0.email': messages.beneficiaryAdultEmail,
    });
  });

  it('registers a family with one beneficiary beyond the four covered, and takes its payment by M-Pesa', async () => {
    const family = [
      adult('Kamau'),
      child('Ciru', 12),
      child('Wanjiru', 9),
      child('Kimani', 6),
      child('Nduta', 3),
    ];
    const registered = await call(server, 'POST', '/public/members', memberForm({ family }));
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body).toMatchObject({
      member_reference_number: expect.stringMatching(/^[0-9A-Z]{6}$/),
      member_setting: 'ms-cit-family',
      amount: '17400.00',
      currency: 'KES',
      payment_status: false,
    });
    expect(
      registered.body.family.map((beneficiary: { amount: string }) => beneficiary.amount),
    ).toEqual(['0.00', '0.00', '0.00', '0.00', '2400.00']);
    const ref = registered.body.member_reference_number;

    const push = await call(server, 'POST', `/public/members/${ref}/payments/mpesa`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(push.body).toMatchObject({ amount: 17400, currency: 'KES' });
    const paid = await eventually(async () => {
      const token = registered.body.access_token;
      const read = (await call(server, 'GET', `/public/members/${ref}?token=${token}`)).body;
      return read.payment_status ? read : undefined;
    });
    expect(paid).toMatchObject({
      membership: 'Kijani Family',
      payment_method: 'Mpesa',
      expiry_date: membershipExpiry(server.clock.today()),
    });
    expect(paid.family).toHaveLength(5);
    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.subject.includes(ref)),
    );
    expect(mail.to).toBe('wairimu@example.com');
    expect(mail.text).toContain(`Member reference number: ${ref}`);
    expect(mail.text).toContain('Paid: KES 17,400.00');
    expect(mail.text).toContain('Beneficiaries: 5');
  });

  it('takes an individual membership by card', async () => {
    const registered = await call(
      server,
      'POST',
      '/public/members',
      memberForm({
        member_setting: 'ms-res-ind',
        residence: 'resident',
        household_type: 'Individual',
        email: 'solo@example.com',
      }),
    );
    expect(registered.body).toMatchObject({ amount: '12000.00', currency: 'KES' });
    const ref = registered.body.member_reference_number;
    const checkout = await call(server, 'POST', `/public/members/${ref}/payments/card`, {});
    expect(await returnToApi(await payOnCardPage(checkout.body, 'approve'))).toEqual({
      status: 303,
      location: `${server.siteUrl}/membership-payment/${ref}?token=${registered.body.access_token}`,
    });
    const token = registered.body.access_token;
    expect((await call(server, 'GET', `/public/members/${ref}?token=${token}`)).body).toMatchObject(
      {
        payment_status: true,
        payment_method: 'Credit Card',
      },
    );
  });
});
