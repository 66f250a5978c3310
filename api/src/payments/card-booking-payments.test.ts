/**
 * Paying bookings by card end to end over real HTTP: the API's checkout form posted to the card
 * simulator, the payer's choice there, and the browser's return to the API, which asks the
 * simulator server to server before marking anything paid and sends the browser to the site.
 */
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { stkResultMessages } from './mpesa/stk-result-messages';
import { book, dayVisit, pelicanTrip, stablesTrip } from './payment-fixtures';
import {
  call,
  eventually,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from './payment-test-server';
import { CARD_SIMULATOR_APPLICATION_IDS } from './simulators/card-simulator';
import { darajaTestPhones } from './simulators/daraja-test-phones';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { callbackDelayMs: 100 });

const readBooking = async (id: string) =>
  (await call(server, 'GET', `/public/bookings/${id}`)).body;

const cardForm = async (bookingId: string, extra: Record<string, unknown> = {}) => {
  const started = await call(server, 'POST', '/public/payments/card', {
    booking_id: bookingId,
    email: 'payer@example.com',
    ...extra,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body;
};

describe('paying a booking by card', () => {
  it('pays by card after a cancelled M-Pesa prompt, confirmed only by the status query', async () => {
    const booking = await book(server, dayVisit(server));
    const push = await call(server, 'POST', '/public/payments/mpesa', {
      booking_id: booking.booking_public_id,
      phone: darajaTestPhones.cancelled.phone,
    });
    await eventually(async () => {
      const status = (await call(server, 'GET', `/public/payments/${push.body.payment_public_id}`))
        .body;
      return status.status === 'failed' ? status : undefined;
    });
    expect(
      (await call(server, 'GET', `/public/bookings/${booking.booking_public_id}/payment-failure`))
        .body,
    ).toMatchObject({ reason: stkResultMessages.cancelled });

    const form = await cardForm(booking.booking_public_id);
    expect(form).toMatchObject({
      amount: 4250,
      currency: 'KES',
      action: `${server.cardUrl}/Lite/Authorise.aspx`,
    });
    expect(form.fields).toMatchObject({
      Lite_Order_Amount: '425000',
      Lite_Currency_AlphaCode: 'KES',
      Lite_Merchant_ApplicationId: CARD_SIMULATOR_APPLICATION_IDS.KES,
      Ecom_BillTo_Online_Email: 'payer@example.com',
      Ecom_ConsumerOrderID: booking.booking_ref_code,
    });
    const back = await payOnCardPage(form, 'approve');
    expect(back.action).toBe(
      `${server.apiUrl}/payments/card/return/${form.payment_public_id}?outcome=success`,
    );
    expect(await returnToApi(back)).toEqual({
      status: 303,
      location: `${server.siteUrl}/payment/info/${booking.booking_public_id}`,
    });
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Paid',
      booking_status: 'confirmed',
      booking_payment_balance: 0,
      payments: [
        expect.objectContaining({ method: 'mpesa', status: 'failed' }),
        expect.objectContaining({ method: 'card', status: 'paid', amount: 4250, currency: 'KES' }),
      ],
    });
    const mail = await eventually(async () =>
      (await server.mail()).find((message) => message.subject.includes(booking.booking_ref_code)),
    );
    expect(mail.text).toContain('Paid: KES 4,250');
  });

  it('sends a declined card to the failure page, which shows the decline reason', async () => {
    const booking = await book(server, stablesTrip(server));
    const form = await cardForm(booking.booking_public_id);
    const back = await payOnCardPage(form, 'decline', 'Do not honour');
    expect(await returnToApi(back)).toEqual({
      status: 303,
      location: `${server.siteUrl}/payment-failure/${booking.booking_public_id}`,
    });
    expect(
      (await call(server, 'GET', `/public/bookings/${booking.booking_public_id}/payment-failure`))
        .body,
    ).toEqual({
      booking_public_id: booking.booking_public_id,
      booking_ref_code: booking.booking_ref_code,
      reason: 'Do not honour',
      contact_email: 'reservations@kijani.example',
      contact_phone: '+254 700 000 123',
    });
    expect((await readBooking(booking.booking_public_id)).booking_payment_status).toBe('Unpaid');
  });

  it('marks nothing paid on a forged return, however it claims success', async () => {
    const booking = await book(server, stablesTrip(server, {}, 21));
    const form = await cardForm(booking.booking_public_id);
    await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    const forged = {
      action: form.fields.Lite_Website_Successful_Url,
      fields: {
        Lite_Merchant_Trace: form.fields.Lite_Merchant_Trace,
        Lite_Payment_Card_Status: '0',
        Lite_Result_Description: 'Approved',
        Lite_Order_Amount: form.fields.Lite_Order_Amount,
        Lite_Order_AuthorisationCode: '123456',
      },
    };
    expect(await returnToApi(forged)).toEqual({
      status: 303,
      location: `${server.siteUrl}/payment/info/${booking.booking_public_id}`,
    });
    const get = await fetch(
      `${form.fields.Lite_Website_Successful_Url}&Lite_Payment_Card_Status=0`,
      {
        redirect: 'manual',
      },
    );
    expect(get.status).toBe(303);
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Unpaid',
      booking_payment_balance: 48160,
    });
    expect(
      (await call(server, 'GET', `/public/payments/${form.payment_public_id}`)).body,
    ).toMatchObject({ status: 'pending' });
    const unknown = await returnToApi({
      action: `${server.apiUrl}/payments/card/return/00000000-0000-4000-8000-000000000000`,
      fields: { Lite_Payment_Card_Status: '0' },
    });
    expect(unknown.status).toBe(404);
  });

  it('takes a balance above the M-Pesa limit by card', async () => {
    const booking = await book(server, pelicanTrip(server));
    const form = await cardForm(booking.booking_public_id);
    expect(form.fields.Lite_Order_Amount).toBe('16800000');
    await returnToApi(await payOnCardPage(form, 'approve'));
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
    });
  });

  it('refuses a second payment of a paid booking', async () => {
    const booking = await book(server, dayVisit(server, 12));
    await returnToApi(await payOnCardPage(await cardForm(booking.booking_public_id), 'approve'));
    const again = await call(server, 'POST', '/public/payments/card', {
      booking_id: booking.booking_public_id,
      email: 'payer@example.com',
    });
    expect(again).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'This booking is already paid.' },
    });
  });
});
