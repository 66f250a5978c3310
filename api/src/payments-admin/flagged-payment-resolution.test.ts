/**
 * `POST /payments/{id}/attention/resolve` settling a flagged over-payment: by a credit note the
 * endpoint issues itself (numbered, on the payment's booking, once however often it is asked),
 * by a refund recorded as staff describe it, refused above what was paid (and then still
 * flagged), and refused for a role that lacks the credit-note ability while a refund is not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let token: string;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  token = await signInAs(app, 'Administrator');
});

const post = (path: string, body: unknown) => app.request(`/api/v1${path}`, postJson(body, token));

let slips = 0;
/** A booking paid `over` KES more than its total by a bank slip: its payment, flagged. */
async function overpaid(over: number) {
  const booked = await book(bookingDeps(database.db), bookingRequest());
  slips += 1;
  const slip = await (
    await post('/bank-slips', {
      bank: 'Equity Bank',
      reference: `EQ-OVER-${slips}`,
      amount: (booked.total_cost as number) + over,
      currency: 'KES',
      paid_on: '2026-11-20',
    })
  ).json();
  const allocated = await post(`/bank-slips/${slip.bank_slip_public_id}/allocate`, {
    booking: booked.booking_ref_code,
    overpayment: true,
  });
  expect(allocated.status).toBe(200);
  const { payment } = await allocated.json();
  return {
    bookingId: booked.booking_public_id,
    ref: booked.booking_ref_code,
    paymentId: payment.payment_public_id as string,
  };
}

const resolve = (paymentId: string, body: unknown) =>
  post(`/payments/${paymentId}/attention/resolve`, body);

async function creditNotesOf(bookingId: string) {
  return database.sql`select c.number, c.amount::int as amount, c.reason from credit_notes c
    join bookings b on b.id = c.booking_id where b.booking_public_id = ${bookingId}`;
}
async function stillFlagged(paymentId: string) {
  const listed = await (
    await app.request('/api/v1/payments/attention', { headers: bearer(token) })
  ).json();
  return listed.payments.some(
    (payment: { payment_public_id: string }) => payment.payment_public_id === paymentId,
  );
}

describe('settling a flagged payment', () => {
  it('issues the credit note itself, once, and records it as the resolution', async () => {
    const flagged = await overpaid(2_500);
    const body = { resolution: 'Over-payment kept as credit', credit_note: { amount: 2_500 } };
    const answer = await resolve(flagged.paymentId, body);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const settled = await answer.json();
    expect(settled).toMatchObject({
      payment_public_id: flagged.paymentId,
      payable_reference: flagged.ref,
      resolution: 'Credit note CN-000001 of KES 2,500 issued: Over-payment kept as credit',
      resolved_at: '2026-11-21T06:00:00.000Z',
    });
    expect(await creditNotesOf(flagged.bookingId)).toEqual([
      { number: 1, amount: 2_500, reason: 'Over-payment kept as credit' },
    ]);
    const [event] = await database.sql`select e.payload->>'amount' as amount from booking_events e
      join bookings b on b.id = e.booking_id
      where b.booking_public_id = ${flagged.bookingId} and e.type = 'credit_note_issued'`;
    expect(event).toEqual({ amount: '2500.00' });

    expect(await (await resolve(flagged.paymentId, body)).json()).toEqual(settled);
    const refund = { resolution: 'Refunded by M-Pesa reversal' };
    expect(await (await resolve(flagged.paymentId, refund)).json()).toEqual(settled);
    expect(await creditNotesOf(flagged.bookingId)).toHaveLength(1);
    expect(await stillFlagged(flagged.paymentId)).toBe(false);
  });

  it('records a refund as staff describe it, issuing no credit note', async () => {
    const flagged = await overpaid(1_000);
    const answer = await resolve(flagged.paymentId, {
      resolution: 'Refunded KES 1,000 by bank transfer FT26327ABCD',
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).resolution).toBe(
      'Refunded KES 1,000 by bank transfer FT26327ABCD',
    );
    expect(await creditNotesOf(flagged.bookingId)).toEqual([]);
  });

  it('refuses a credit note above what was paid, and the payment stays flagged', async () => {
    const flagged = await overpaid(500);
    const paid = Number(
      (
        await database.sql`select sum(p.amount)::int as paid from payments p
          join bookings b on b.id = p.booking_id where b.booking_public_id = ${flagged.bookingId}`
      )[0]!.paid,
    );
    const answer = await resolve(flagged.paymentId, {
      resolution: 'Credit it all and more',
      credit_note: { amount: paid + 1 },
    });
    expect(answer.status).toBe(400);
    const message = `A credit note cannot exceed what was paid: at most KES ${paid.toLocaleString('en-US')} can still be credited`;
    expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await creditNotesOf(flagged.bookingId)).toEqual([]);
    expect(await stillFlagged(flagged.paymentId)).toBe(true);

    for (const body of [
      {},
      { resolution: ' ' },
      { resolution: 'r'.repeat(501) },
      { resolution: 'Credit', credit_note: { amount: 0 } },
      { resolution: 'Credit', credit_note: {} },
    ]) {
      expect((await resolve(flagged.paymentId, body)).status).toBe(400);
    }
    const unknown = await resolve('00000000-0000-4000-8000-000000000000', {
      resolution: 'Credit',
      credit_note: { amount: 1 },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a credit note to a role without the credit-note ability, not a refund', async () => {
    const flagged = await overpaid(700);
    await database.sql`delete from user_type_features where feature_id =
      (select id from features where url = 'bookings/credit-note' and deleted_at is null)`;
    const refused = await resolve(flagged.paymentId, {
      resolution: 'Credit it',
      credit_note: { amount: 700 },
    });
    expect(refused.status).toBe(403);
    expect(await creditNotesOf(flagged.bookingId)).toEqual([]);
    expect(await stillFlagged(flagged.paymentId)).toBe(true);
    const refund = await resolve(flagged.paymentId, { resolution: 'Refunded KES 700 in cash' });
    expect(refund.status).toBe(200);
  });
});
