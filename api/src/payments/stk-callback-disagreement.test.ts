/**
 * Callbacks that disagree about one CheckoutRequestID, over real HTTP: the Daraja simulator's
 * customer pays but sends no callback of its own (`noCallback`), and the test posts Safaricom's
 * callbacks to the payment's callback path. A failure followed by a success is settled by an STK
 * query (which reports it paid), so the success is credited; a success followed by a failure
 * stays paid, the failure recorded and refused. Cancelled bookings paid anyway are listed for
 * staff to refund.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff, signInAs } from '../auth/test-staff';
import { useTestDatabase } from '../test/test-database';
import { book, dayVisit } from './payment-fixtures';
import { attentionReasons } from './payment-messages';
import { call, eventually, usePaymentTestServer } from './payment-test-server';
import { settleRejections } from './settle-payment';
import { darajaTestPhones } from './simulators/daraja-test-phones';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { callbackDelayMs: 50 });

beforeAll(async () => {
  await seedStaff(database.db);
});

const readBooking = async (id: string) =>
  (await call(server, 'GET', `/public/bookings/${id}`)).body;

/** Pushes to the phone that pays without a callback; answers the payment's callback keys. */
async function pushWithoutCallback(bookingId: string) {
  const push = await call(server, 'POST', '/public/payments/mpesa', {
    booking_id: bookingId,
    phone: darajaTestPhones.noCallback.phone,
  });
  expect(push.status).toBe(202);
  const [row] = await database.sql`select callback_token, checkout_request_id, amount
    from payments where payment_public_id = ${push.body.payment_public_id}`;
  // Wait until the simulated customer has answered the prompt (the STK query reports it).
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    paymentPublicId: push.body.payment_public_id as string,
    token: row!.callback_token as string,
    checkoutRequestId: row!.checkout_request_id as string,
    amount: Number(row!.amount),
  };
}

const failureCallback = (checkoutRequestId: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
});

const successCallback = (checkoutRequestId: string, amount: number, receipt: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261124103000 },
          { Name: 'PhoneNumber', Value: 254711000003 },
        ],
      },
    },
  },
});

const postCallback = (token: string, body: unknown) =>
  call(server, 'POST', `/payments/mpesa/callback/${token}`, body);

const ledgerOf = (paymentPublicId: string) => database.sql`
  select l.status, l.source, l.reason from payment_ledger l join payments p on p.id = l.payment_id
  where p.payment_public_id = ${paymentPublicId} order by l.id`;

describe('STK callbacks that disagree', () => {
  it('credits a success that follows a failure once the STK query confirms it', async () => {
    const booking = await book(server, dayVisit(server));
    const push = await pushWithoutCallback(booking.booking_public_id);

    expect((await postCallback(push.token, failureCallback(push.checkoutRequestId))).status).toBe(
      200,
    );
    expect((await readBooking(booking.booking_public_id)).booking_payment_status).toBe('Unpaid');

    const success = successCallback(push.checkoutRequestId, push.amount, 'TKA1B2C3D4');
    expect((await postCallback(push.token, success)).status).toBe(200);
    const paid = await readBooking(booking.booking_public_id);
    expect(paid).toMatchObject({
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
      booking_status: 'confirmed',
    });
    expect(paid.payments).toEqual([
      expect.objectContaining({ status: 'paid', reference: 'TKA1B2C3D4', amount: 4250 }),
    ]);
    expect(await ledgerOf(push.paymentPublicId)).toEqual([
      expect.objectContaining({ status: 'failed', source: 'callback' }),
      expect.objectContaining({ status: 'paid', source: 'stk_query' }),
    ]);
  });

  it('keeps a payment paid when a failure callback follows the success', async () => {
    const booking = await book(server, dayVisit(server, 12));
    const push = await pushWithoutCallback(booking.booking_public_id);
    const success = successCallback(push.checkoutRequestId, push.amount, 'TKB1B2C3D4');
    await postCallback(push.token, success);
    await postCallback(push.token, failureCallback(push.checkoutRequestId));

    const booking2 = await readBooking(booking.booking_public_id);
    expect(booking2).toMatchObject({ booking_payment_status: 'Paid', booking_status: 'confirmed' });
    expect(booking2.payments).toEqual([
      expect.objectContaining({ status: 'paid', reference: 'TKB1B2C3D4' }),
    ]);
    expect(await ledgerOf(push.paymentPublicId)).toEqual([
      expect.objectContaining({ status: 'paid', source: 'callback' }),
      expect.objectContaining({ status: 'rejected', reason: settleRejections.failureAfterPaid }),
    ]);
  });
});

describe('payments staff must refund', () => {
  it('flags a payment that completes on a cancelled booking and lists it for staff', async () => {
    const booking = await book(server, dayVisit(server, 14));
    const push = await pushWithoutCallback(booking.booking_public_id);
    await database.sql`update bookings set booking_status = 'cancelled'
      where booking_public_id = ${booking.booking_public_id}`;
    await postCallback(
      push.token,
      successCallback(push.checkoutRequestId, push.amount, 'TKC1B2C3D4'),
    );

    const cancelled = await eventually(async () => {
      const read = await readBooking(booking.booking_public_id);
      return read.payments.length === 1 && read.payments[0].status === 'paid' ? read : undefined;
    });
    expect(cancelled.booking_status).toBe('cancelled');

    const origin = server.apiUrl.replace(/\/api\/v1$/, '');
    const http = { request: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init) };
    const admin = await signInAs(http, 'Administrator');
    const listed = await fetch(`${server.apiUrl}/payments/attention`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(listed.status).toBe(200);
    expect((await listed.json()).payments).toEqual([
      expect.objectContaining({
        payment_public_id: push.paymentPublicId,
        payable_kind: 'booking',
        payable_reference: booking.booking_ref_code,
        method: 'mpesa',
        amount: 4250,
        currency: 'KES',
        provider_reference: 'TKC1B2C3D4',
        reason: attentionReasons.bookingCancelled,
      }),
    ]);

    const clerk = await signInAs(http, 'Gate Clerk');
    const refused = await fetch(`${server.apiUrl}/payments/attention`, {
      headers: { Authorization: `Bearer ${clerk}` },
    });
    expect(refused.status).toBe(403);
    expect((await call(server, 'GET', '/payments/attention')).status).toBe(401);

    const resolve = (resolution: unknown, token = admin, id = push.paymentPublicId) =>
      fetch(`${server.apiUrl}/payments/${id}/attention/resolve`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ resolution }),
      });
    expect((await resolve('   ')).status).toBe(400);
    expect((await resolve('Refunded', clerk)).status).toBe(403);
    expect((await resolve('Refunded', admin, '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    const settled = await resolve('Refunded by M-Pesa reversal RFD123');
    expect(settled.status).toBe(200);
    const settledBody = await settled.json();
    expect(settledBody).toMatchObject({
      payment_public_id: push.paymentPublicId,
      resolution: 'Refunded by M-Pesa reversal RFD123',
      resolved_by: expect.any(String),
      resolved_at: expect.any(String),
    });
    expect(
      await (await resolve('Refunded twice?')).json(),
      'the first record stands',
    ).toMatchObject({ resolution: 'Refunded by M-Pesa reversal RFD123' });

    const open = await fetch(`${server.apiUrl}/payments/attention`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect((await open.json()).payments).toEqual([]);
    const all = await fetch(`${server.apiUrl}/payments/attention?include_resolved=true`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect((await all.json()).payments).toEqual([
      expect.objectContaining({
        payment_public_id: push.paymentPublicId,
        resolved_at: settledBody.resolved_at,
      }),
    ]);
  });
});
