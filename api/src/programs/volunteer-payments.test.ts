/**
 * Immersive conservation programmes end to end over real HTTP: the public list, an application
 * (minimum age 13), and the programme paid by card (USD, above the M-Pesa limit) or by M-Pesa
 * (KES), `payment_status` turning 'Paid' and the thank-you e-mail.
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { volunteerApplicant } from '../payments/payable-fixtures';
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

describe('volunteer programmes', () => {
  it('lists the programmes with their prices and places', async () => {
    const { status, body } = await call(server, 'GET', '/public/programs');
    expect(status).toBe(200);
    expect(body.map((program: { public_id: string }) => program.public_id)).toEqual([
      'prog-monitoring',
      'prog-research',
      'prog-community',
    ]);
    expect(body[0]).toMatchObject({
      name: 'Wildlife Monitoring Volunteer',
      price: '1400',
      currency: 'USD',
      max_applicants: 8,
      places_left: 8,
    });
    expect((await call(server, 'GET', '/public/programs/prog-community')).body).toMatchObject({
      price: '45000',
      currency: 'KES',
    });
    expect((await call(server, 'GET', '/public/programs/prog-none')).status).toBe(404);
  });

  it('refuses an applicant younger than 13', async () => {
    const twelve = addDays(addDays(server.clock.today(), -12 * 365), -10);
    const { status, body } = await call(
      server,
      'POST',
      '/public/volunteers',
      volunteerApplicant({ dob: twelve }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({ dob: messages.minimumAge(13) });
    const missing = await call(
      server,
      'POST',
      '/public/volunteers',
      volunteerApplicant({ first_name: '' }),
    );
    expect(missing.body.fields).toEqual({ first_name: messages.required });
    const malformed = await call(server, 'POST', '/public/volunteers', '{"program_id":');
    expect(malformed).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Malformed JSON body' },
    });
  });

  it('takes an application paid by card in USD (M-Pesa refused above KES 70,000)', async () => {
    const applied = await call(server, 'POST', '/public/volunteers', volunteerApplicant());
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      price: '1400.00',
      currency: 'USD',
      payment_status: 'Unpaid',
    });
    const id = applied.body.volunteer_public_id;
    const token = applied.body.access_token;
    expect(
      (await call(server, 'GET', `/public/volunteers/${id}?token=${token}`)).body,
    ).toMatchObject({
      full_name: 'Baraka Mwangi',
      payment_status: 'Unpaid',
      unpaid: { program: 'Wildlife Monitoring Volunteer', price: '1400.00', currency: 'USD' },
    });

    const mpesa = await call(server, 'POST', `/public/volunteers/${id}/payments/mpesa`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(mpesa.status).toBe(400);
    expect(mpesa.body.message).toBe(messages.mpesaLimit);

    const checkout = await call(server, 'POST', `/public/volunteers/${id}/payments/card`, {
      email: 'payer@example.com',
    });
    expect(checkout.body.fields).toMatchObject({
      Lite_Order_Amount: '140000',
      Lite_Currency_AlphaCode: 'USD',
    });
    expect(await returnToApi(await payOnCardPage(checkout.body, 'approve'))).toEqual({
      status: 303,
      location: `${server.siteUrl}/program-payment/${id}?token=${applied.body.access_token}`,
    });
    expect((await call(server, 'GET', `/public/volunteers/${id}`)).body).toMatchObject({
      payment_status: 'Paid',
      unpaid: null,
    });
    expect((await call(server, 'GET', '/public/programs/prog-monitoring')).body.places_left).toBe(
      7,
    );
    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.to === 'baraka@example.com'),
    );
    expect(mail.text).toContain('Programme: Wildlife Monitoring Volunteer');
    expect(mail.text).toContain('Paid: USD 1,400.00');
  });

  it('takes a KES programme paid by M-Pesa', async () => {
    const applied = await call(
      server,
      'POST',
      '/public/volunteers',
      volunteerApplicant({ program_id: 'prog-community', email: 'zawadi@example.com' }),
    );
    const id = applied.body.volunteer_public_id;
    const push = await call(server, 'POST', `/public/volunteers/${id}/payments/mpesa`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(push.body).toMatchObject({ amount: 45000, currency: 'KES' });
    await eventually(async () => {
      const volunteer = (await call(server, 'GET', `/public/volunteers/${id}`)).body;
      return volunteer.payment_status === 'Paid' ? volunteer : undefined;
    });
    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.to === 'zawadi@example.com'),
    );
    expect(mail.text).toContain('Paid: KES 45,000.00');
  });
});
