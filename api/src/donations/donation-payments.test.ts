/**
 * Support Us end to end over real HTTP: the donation form with the spec's messages, then the
 * donation paid by M-Pesa (Daraja simulator callback) or by card (card simulator and status
 * query), `paid` turning 1 and the thank-you e-mail.
 */
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { causeSettings } from '../db/schema/donations-admin';
import { donationForm } from '../payments/payable-fixtures';
import {
  call,
  eventually,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from '../payments/payment-test-server';
import { darajaTestPhones } from '../payments/simulators/daraja-test-phones';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { callbackDelayMs: 100 });

describe('Support Us donations', () => {
  it("refuses an empty form with the spec's messages", async () => {
    const { status, body } = await call(server, 'POST', '/public/donations', {});
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      payment_option: messages.causeRequired,
      payment_method: messages.paymentMethodRequired,
      currency: messages.paymentMethodRequired,
      amount: messages.required,
      frequency: messages.countryRequired,
      title: messages.titleMethodRequired,
      first_name: messages.required,
      sur_name: messages.required,
      email: messages.required,
      country: messages.countryRequired,
      city: messages.required,
      gender: messages.countryRequired,
      dob: messages.required,
    });
    const unknownCause = await call(
      server,
      'POST',
      '/public/donations',
      donationForm({ payment_option: 'cause-x' }),
    );
    expect(unknownCause).toEqual({
      status: 400,
      body: {
        code: 'UNKNOWN_REFERENCE',
        message: 'Unknown cause: cause-x',
        fields: { payment_option: 'Unknown cause: cause-x' },
      },
    });
  });

  it('refuses a staff-only or deleted cause posted directly, as an unknown cause', async () => {
    await database.db.insert(causeSettings).values([
      { cause_public_id: 'cause-chimp', is_public: false },
      { cause_public_id: 'cause-education', deleted_at: new Date('2026-11-01T00:00:00Z') },
    ]);
    for (const cause of ['cause-chimp', 'cause-education']) {
      const refused = await call(
        server,
        'POST',
        '/public/donations',
        donationForm({ payment_option: cause }),
      );
      expect(refused).toEqual({
        status: 400,
        body: {
          code: 'UNKNOWN_REFERENCE',
          message: `Unknown cause: ${cause}`,
          fields: { payment_option: `Unknown cause: ${cause}` },
        },
      });
    }
    const general = await call(
      server,
      'POST',
      '/public/donations',
      donationForm({ payment_option: 'cause-general' }),
    );
    expect(general.status).toBe(201);
  });

  it('is created unpaid, paid by M-Pesa, marked paid 1 and thanked by e-mail', async () => {
    const created = await call(server, 'POST', '/public/donations', donationForm());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      donation_ref_code: expect.stringMatching(/^D[2-9A-HJ-NP-Z]{7}$/),
      amount: '2500.00',
      currency: 'KES',
      paid: 0,
    });
    const ref = created.body.donation_ref_code;
    const token = created.body.access_token;
    expect((await call(server, 'GET', `/public/donations/${ref}?token=${token}`)).body).toEqual({
      public_id: created.body.donation_public_id,
      donation_ref_code: ref,
      amount: '2500.00',
      currency: 'KES',
      payment_method: 'Mpesa',
      payment_method_public_id: 'dpm-mpesa',
      cause: 'Rhino protection',
      first_name: 'Akinyi',
      email: 'akinyi@example.com',
      full_name: 'Akinyi Otieno',
      paid: 0,
    });

    const push = await call(server, 'POST', `/public/donations/${ref}/payments/mpesa`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(push.status).toBe(202);
    expect(push.body).toMatchObject({ amount: 2500, currency: 'KES' });
    const paid = await eventually(async () => {
      const donation = (await call(server, 'GET', `/public/donations/${ref}`)).body;
      return donation.paid === 1 ? donation : undefined;
    });
    expect(paid.paid).toBe(1);

    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.subject.includes(ref)),
    );
    expect(mail.to).toBe('akinyi@example.com');
    expect(mail.text).toContain('Dear Akinyi,');
    expect(mail.text).toContain(`Donation reference: ${ref}`);
    expect(mail.text).toContain('Amount: KES 2,500.00');
    expect(mail.text).toContain('Cause: Rhino protection');

    const again = await call(server, 'POST', `/public/donations/${ref}/payments/mpesa`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(again).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'This donation is already paid.' },
    });
  });

  it('is paid by card in USD, confirmed by the status query', async () => {
    const created = await call(
      server,
      'POST',
      '/public/donations',
      donationForm({ currency: 'USD', amount: '50.50', payment_method: 'dpm-card' }),
    );
    const ref = created.body.donation_ref_code;
    const checkout = await call(server, 'POST', `/public/donations/${ref}/payments/card`, {});
    expect(checkout.body).toMatchObject({ amount: 50.5, currency: 'USD' });
    expect(checkout.body.fields).toMatchObject({
      Lite_Order_Amount: '5050',
      Lite_Currency_AlphaCode: 'USD',
      Lite_Order_LineItems_Product_1: 'Donation',
      Ecom_BillTo_Online_Email: 'akinyi@example.com',
    });
    expect(await returnToApi(await payOnCardPage(checkout.body, 'approve'))).toEqual({
      status: 303,
      location: `${server.siteUrl}/support-us-payment/${ref}?token=${created.body.access_token}`,
    });
    expect((await call(server, 'GET', `/public/donations/${ref}`)).body.paid).toBe(1);
  });

  it('sends a card Try later back to the payment page with the waiting payment to cancel', async () => {
    const created = await call(server, 'POST', '/public/donations', donationForm());
    const ref = created.body.donation_ref_code;
    const checkout = await call(server, 'POST', `/public/donations/${ref}/payments/card`, {});
    const paymentId = checkout.body.payment_public_id;
    expect(await returnToApi(await payOnCardPage(checkout.body, 'try_later'))).toEqual({
      status: 303,
      location: `${server.siteUrl}/support-us-payment/${ref}?token=${created.body.access_token}&payment=${paymentId}`,
    });
    const waiting = await call(server, 'GET', `/public/payments/${paymentId}`);
    expect(waiting.body).toMatchObject({ method: 'card', status: 'pending' });
    await call(server, 'POST', `/public/payments/${paymentId}/cancel`, {});
    const again = await call(server, 'POST', `/public/donations/${ref}/payments/card`, {});
    expect(again.status).toBe(200);
  });

  it('answers an unknown donation with 404', async () => {
    expect((await call(server, 'GET', '/public/donations/DNOSUCH1')).status).toBe(404);
    const push = await call(server, 'POST', '/public/donations/DNOSUCH1/payments/mpesa', {
      phone: darajaTestPhones.pays.phone,
    });
    expect(push.status).toBe(404);
  });
});
