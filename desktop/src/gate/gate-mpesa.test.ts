/**
 * M-Pesa at the gate while online, against the real API with the Daraja simulator calling it
 * back, at 2026-11-21 09:00 Nairobi: a walk-in made at the gate is paid by an STK push to
 * 254708374149 (the guest pays) — 202 with a payment id, polled to 'paid', balance 0 at the gate
 * and one M-Pesa payment on the server — and a push to 254711001032 (the guest cancels) ends
 * 'failed' with a plain message and the balance unchanged.
 *
 * spec: k-contract.md §Gate payment and receipts; staff-booking.md §2 (GatePayment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stkResultMessages } from '../../../api/src/payments/mpesa/stk-result-messages';
import { eventually } from '../../../api/src/payments/payment-test-server';
import { darajaTestPhones } from '../../../api/src/payments/simulators/daraja-test-phones';
import { registeredKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;
let clerk: string;

beforeAll(async () => {
  api = await startTestApi({ mpesa: true });
  kiosk = await registeredKiosk(api, 'Main gate kiosk 1');
  clerk = await kiosk.signIn('Gate Clerk');
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

/** Books a day walk-in for one resident adult with a 6-seater; its id and amount due (KES). */
async function walkIn(firstName: string): Promise<{ id: string; due: number }> {
  const made = await kiosk.call('POST', '/walk-ins', {
    token: clerk,
    body: walkInRequest({ first_name: firstName }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const due = made.body.quote.totals.amount_due as number;
  expect(due).toBeGreaterThan(0);
  expect(made.body.booking.booking_payment_balance).toBe(due);
  return { id: made.body.booking.booking_public_id, due };
}

/** Sends the STK push from the gate; the payment id of its 202 answer. */
async function pushFromGate(bookingId: string, phone: string): Promise<string> {
  const started = await kiosk.call('POST', `/bookings/${bookingId}/mpesa-payments`, {
    token: clerk,
    body: { phone },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toEqual({ payment_public_id: expect.any(String), status: 'pending' });
  return started.body.payment_public_id;
}

/** Polls the gate as the renderer does until the push is no longer pending. */
function settled(paymentId: string) {
  return eventually(async () => {
    const answer = await kiosk.call('GET', `/mpesa-payments/${paymentId}`, { token: clerk });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.status === 'pending' ? undefined : answer.body;
  });
}

/** The booking as the gate shows it: summary and payments. */
async function atGate(bookingId: string) {
  const detail = await kiosk.call('GET', `/bookings/${bookingId}`, { token: clerk });
  expect(detail.status).toBe(200);
  return { summary: detail.body.summary, payments: detail.body.booking.payments };
}

/** The server's payments of the booking, by method and status. */
function serverPayments(bookingId: string) {
  return api.database.sql`select p.method, p.status, p.amount::float as amount
    from payments p join bookings b on b.id = p.booking_id
    where b.booking_public_id = ${bookingId} order by p.id`;
}

describe('M-Pesa at the gate, online', () => {
  it('takes a walk-in paid by STK push: paid, balance 0 at the gate, one M-Pesa payment on the server', async () => {
    const { id, due } = await walkIn('Baraka');
    const paymentId = await pushFromGate(id, darajaTestPhones.pays.phone);

    const paid = await settled(paymentId);
    expect(paid).toMatchObject({
      status: 'paid',
      message: 'Paid by M-Pesa.',
      summary: { booking_public_id: id, booking_payment_balance: 0 },
    });
    const gate = await atGate(id);
    expect(gate.summary).toMatchObject({
      provisional: false,
      booking_payment_balance: 0,
      booking_payment_status: 'Paid',
    });
    expect(gate.payments).toEqual([
      expect.objectContaining({ method: 'mpesa', status: 'paid', amount: due }),
    ]);
    expect(await serverPayments(id)).toEqual([{ method: 'mpesa', status: 'paid', amount: due }]);
  });

  it('tells the clerk plainly when the guest cancels the prompt, and the balance stays', async () => {
    const { id, due } = await walkIn('Zawadi');
    const paymentId = await pushFromGate(id, darajaTestPhones.cancelled.phone);

    const failed = await settled(paymentId);
    expect(failed).toMatchObject({
      status: 'failed',
      message: `The M-Pesa payment did not go through. ${stkResultMessages.cancelled}`,
      summary: { booking_public_id: id, booking_payment_balance: due },
    });
    expect((await atGate(id)).summary).toMatchObject({
      booking_payment_balance: due,
      booking_payment_status: 'Unpaid',
    });
    expect(await serverPayments(id)).toEqual([{ method: 'mpesa', status: 'failed', amount: due }]);
  });
});
