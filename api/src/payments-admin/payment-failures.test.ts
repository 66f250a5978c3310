/**
 * `GET /payments/failures` and `GET /payments` over real HTTP with both payment simulators:
 * M-Pesa prompts to the simulator's test phones (cancelled, insufficient funds, wrong PIN), a
 * card declined on the card page, a card payment the payer cancelled, one M-Pesa payment still
 * waiting for its callback and one paid. Each failure carries the payer's words and the
 * provider's own (Daraja's ResultDesc and ResultCode, the card gateway's decline text and
 * status); the filters count exactly. No outcome here depends on the date.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoStaff, seedStaff } from '../auth/test-staff';
import { stkResultMessages } from '../payments/mpesa/stk-result-messages';
import { book, dayVisit } from '../payments/payment-fixtures';
import {
  call,
  eventually,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from '../payments/payment-test-server';
import { PAYER_CANCELLED } from '../payments/settle-payment';
import { darajaTestPhones } from '../payments/simulators/daraja-test-phones';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const server = usePaymentTestServer(database, {
  callbackDelayMs: 50,
  config: { UNPAID_HOLDS_PER_CLIENT: 100 },
});
let token: string;

const failed: Record<string, string> = {};
let bookingRef = '';
let pendingId = '';
let paidId = '';

/** The payment `id` once its status is `status`. */
const paymentWhen = (id: string, status: string) =>
  eventually(async () => {
    const payment = (await call(server, 'GET', `/public/payments/${id}`)).body;
    return payment.status === status ? payment : undefined;
  });

async function push(bookingId: string, phone: string): Promise<string> {
  const started = await call(server, 'POST', '/public/payments/mpesa', {
    booking_id: bookingId,
    phone,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body.payment_public_id;
}

async function cardForm(bookingId: string) {
  const started = await call(server, 'POST', '/public/payments/card', {
    booking_id: bookingId,
    email: 'payer@example.com',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body;
}

async function staffGet(path: string) {
  const response = await fetch(`${server.apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

beforeAll(async () => {
  await seedStaff(database.db);
  const { email, password } = demoStaff.Administrator;
  token = (await call(server, 'POST', '/auth/login', { email, password })).body.auth_token;

  const booking = await book(server, dayVisit(server));
  bookingRef = booking.booking_ref_code;
  for (const name of ['cancelled', 'insufficientFunds', 'wrongPin'] as const) {
    failed[name] = await push(booking.booking_public_id, darajaTestPhones[name].phone);
    await paymentWhen(failed[name]!, 'failed');
  }
  const declined = await cardForm(booking.booking_public_id);
  await returnToApi(await payOnCardPage(declined, 'decline', 'Do not honour'));
  failed.declined = declined.payment_public_id;
  await paymentWhen(declined.payment_public_id, 'failed');
  const abandoned = await cardForm(booking.booking_public_id);
  const cancel = await call(
    server,
    'POST',
    `/public/payments/${abandoned.payment_public_id}/cancel`,
  );
  expect(cancel.status).toBe(200);
  failed.abandoned = abandoned.payment_public_id;

  const waiting = await book(server, dayVisit(server, 11));
  pendingId = await push(waiting.booking_public_id, darajaTestPhones.noCallback.phone);
  const paid = await book(server, dayVisit(server, 12));
  paidId = await push(paid.booking_public_id, darajaTestPhones.pays.phone);
  await paymentWhen(paidId, 'paid');
});

describe('GET /payments/failures', () => {
  it("lists each failure with the payer's and the provider's reasons", async () => {
    const answer = await staffGet('/payments/failures');
    expect(answer.total).toBe(5);
    const byId = Object.fromEntries(
      answer.data.map((row: { payment_public_id: string }) => [row.payment_public_id, row]),
    );
    expect(byId[failed.cancelled!]).toEqual({
      payment_public_id: failed.cancelled,
      payable_kind: 'booking',
      payable_reference: bookingRef,
      booking_public_id: expect.any(String),
      method: 'mpesa',
      amount: 4250,
      currency: 'KES',
      outcome: 'cancelled',
      reason: stkResultMessages.cancelled,
      provider_reason: 'Request cancelled by user',
      provider_result_code: '1032',
      phone: darajaTestPhones.cancelled.phone,
      email: null,
      at: expect.any(String),
      started_at: expect.any(String),
    });
    expect(byId[failed.insufficientFunds!]).toMatchObject({
      outcome: 'failed',
      reason: stkResultMessages.insufficientFunds,
      provider_reason: darajaTestPhones.insufficientFunds.resultDesc,
      provider_result_code: '1',
    });
    expect(byId[failed.wrongPin!]).toMatchObject({
      outcome: 'failed',
      reason: stkResultMessages.wrongPin,
      provider_reason: darajaTestPhones.wrongPin.resultDesc,
      provider_result_code: '2001',
    });
    expect(byId[failed.declined!]).toMatchObject({
      method: 'card',
      outcome: 'failed',
      reason: 'Do not honour',
      provider_reason: 'Do not honour',
      provider_result_code: '4',
      email: 'payer@example.com',
    });
    expect(byId[failed.abandoned!]).toMatchObject({
      method: 'card',
      outcome: 'cancelled',
      reason: PAYER_CANCELLED,
      provider_reason: null,
      provider_result_code: null,
    });
  });

  it('filters by outcome, channel and search text', async () => {
    const total = async (query: string) => (await staffGet(`/payments/failures${query}`)).total;
    expect(await total('?outcome=cancelled')).toBe(2);
    expect(await total('?outcome=failed')).toBe(3);
    expect(await total('?method=card')).toBe(2);
    expect(await total('?method=mpesa&outcome=failed')).toBe(2);
    expect(await total(`?search=${darajaTestPhones.wrongPin.phone}`)).toBe(1);
    expect(await total(`?search=${bookingRef}`)).toBe(5);
    expect(await total(`?search=${failed.declined}`)).toBe(1);
    const bad = await fetch(`${server.apiUrl}/payments/failures?outcome=refunded`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /payments', () => {
  it('lists the paid and the waiting payments of both kinds, never the failures', async () => {
    const all = await staffGet('/payments');
    expect(all.total).toBe(2);
    const pending = await staffGet('/payments?status=pending');
    expect(pending.total).toBe(1);
    expect(pending.data[0]).toMatchObject({
      payment_public_id: pendingId,
      method: 'mpesa',
      status: 'pending',
      provider_reference: null,
      phone: darajaTestPhones.noCallback.phone,
      recorded_by: null,
      recorded_by_name: null,
    });
    const paid = await staffGet('/payments?status=paid&method=mpesa');
    expect(paid.total).toBe(1);
    expect(paid.data[0]).toMatchObject({
      payment_public_id: paidId,
      status: 'paid',
      amount: 4250,
      provider_reference: expect.stringMatching(/^[A-Z0-9]{10}$/),
      recorded_by: null,
    });
  });
});
