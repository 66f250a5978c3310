/**
 * `POST /payments/{id}/attention/resolve` settling a flagged over-payment: by a credit note the
 * endpoint issues itself (numbered, on the payment's booking, once however often it is asked),
 * by a refund recorded as staff describe it, refused above what was paid (and then still
 * flagged), and refused for a role that lacks the credit-note ability while a refund is not;
 * by a refund paid out (amount, method, reference) kept in the refunds ledger once however
 * often it is asked, audited in the change log, and refused above what was paid less what was
 * already refunded or credited; a credit note after a refund refused above what was paid less
 * the refund.
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
/** A bank slip of `amount` KES allocated to booking `ref` as an over-payment: its payment id. */
async function slipPayment(ref: string, amount: number): Promise<string> {
  slips += 1;
  const slip = await (
    await post('/bank-slips', {
      bank: 'Equity Bank',
      reference: `EQ-OVER-${slips}`,
      amount,
      currency: 'KES',
      paid_on: '2026-11-20',
    })
  ).json();
  const allocated = await post(`/bank-slips/${slip.bank_slip_public_id}/allocate`, {
    booking: ref,
    overpayment: true,
  });
  expect(allocated.status).toBe(200);
  return (await allocated.json()).payment.payment_public_id;
}

/** A booking paid `over` KES more than its total by a bank slip: its payment, flagged. */
async function overpaid(over: number) {
  const booked = await book(bookingDeps(database.db), bookingRequest());
  return {
    bookingId: booked.booking_public_id,
    ref: booked.booking_ref_code,
    total: booked.total_cost as number,
    paymentId: await slipPayment(booked.booking_ref_code, (booked.total_cost as number) + over),
  };
}

const resolve = (paymentId: string, body: unknown) =>
  post(`/payments/${paymentId}/attention/resolve`, body);

async function creditNotesOf(bookingId: string) {
  return database.sql`select c.number, c.amount::int as amount, c.reason from credit_notes c
    join bookings b on b.id = c.booking_id where b.booking_public_id = ${bookingId}`;
}
async function refundsOf(bookingId: string) {
  return database.sql`select r.amount::text as amount, r.currency, r.method, r.reference,
      r.reason, r.refunded_on::text as refunded_on, p.payment_public_id::text as payment
    from refunds r join bookings b on b.id = r.booking_id
    left join payments p on p.id = r.payment_id
    where b.booking_public_id = ${bookingId} order by r.id`;
}
async function stillFlagged(paymentId: string) {
  const listed = await (
    await app.request('/api/v1/payments/attention', { headers: bearer(token) })
  ).json();
  return listed.payments.some(
    (payment: { payment_public_id: string }) => payment.payment_public_id === paymentId,
  );
}

/**
 * Asserts that flagged payment `paymentId` of booking `bookingId` (with `recorded` refunds so
 * far) may be refunded KES 500 and no more: 501 is refused with the cap's message, writing
 * nothing and leaving it flagged; then 500 by `how` settles it.
 */
async function expectRefundCappedAt500(
  bookingId: string,
  paymentId: string,
  recorded: number,
  how: { method: string; reference: string },
) {
  const refused = await resolve(paymentId, {
    resolution: 'Second slip returned',
    refund: { amount: 501, ...how },
  });
  expect(refused.status).toBe(400);
  const message =
    'A refund cannot exceed what was paid less what was already refunded: at most KES 500 can still be refunded';
  expect(await refused.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message,
    fields: { 'refund.amount': message },
  });
  expect(await stillFlagged(paymentId)).toBe(true);
  expect(await refundsOf(bookingId)).toHaveLength(recorded);

  const exact = await resolve(paymentId, {
    resolution: 'Second slip returned',
    refund: { amount: 500, ...how },
  });
  expect(exact.status).toBe(200);
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

  it('refuses a refund above what was paid less what was already credited', async () => {
    const first = await overpaid(1_000);
    const second = await slipPayment(first.ref, 500);
    const paidInFull = first.total + 1_500;
    const credited = await resolve(first.paymentId, {
      resolution: 'Booking cancelled: kept as credit but for the second slip',
      credit_note: { amount: paidInFull - 500 },
    });
    expect(credited.status).toBe(200);

    await expectRefundCappedAt500(first.bookingId, second, 0, {
      method: 'mpesa',
      reference: 'QKCREDIT1',
    });
    expect(await refundsOf(first.bookingId)).toMatchObject([{ amount: '500.00' }]);
  });

  it('refuses a credit note above what was paid less what was already refunded', async () => {
    // A citizen adult's day visit in a 6-seater, paid 10,000 by one slip; 4,000 returned.
    const booked = await book(
      bookingDeps(database.db),
      bookingRequest({
        check_out: '2026-12-10',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
        facilities: [],
      }),
    );
    const paymentId = await slipPayment(booked.booking_ref_code, 10_000);
    const refunded = await resolve(paymentId, {
      resolution: 'Part of the slip returned',
      refund: { amount: 4_000, method: 'bank', reference: 'FT26325RET' },
    });
    expect(refunded.status).toBe(200);

    const credit = (amount: number) =>
      post(`/bookings/${booked.booking_public_id}/credit-notes`, { amount, reason: 'Rest kept' });
    const refused = await credit(7_000);
    expect(refused.status).toBe(400);
    const message =
      'A credit note cannot exceed what was paid: at most KES 6,000 can still be credited';
    expect(await refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { amount: message },
    });
    expect(await creditNotesOf(booked.booking_public_id)).toEqual([]);
    const accepted = await credit(6_000);
    expect(accepted.status).toBe(201);
    expect(await creditNotesOf(booked.booking_public_id)).toMatchObject([
      { amount: 6_000, reason: 'Rest kept' },
    ]);
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

  it('records a refund paid out in the ledger, once, audited, as the resolution', async () => {
    const flagged = await overpaid(1_250);
    const body = {
      resolution: 'Over-payment returned',
      refund: { amount: '1250.50', method: 'mpesa', reference: 'QKR4T7Y2LP' },
    };
    const answer = await resolve(flagged.paymentId, body);
    expect(answer.status).toBe(200);
    const settled = await answer.json();
    expect(settled).toMatchObject({
      payment_public_id: flagged.paymentId,
      resolution: 'Refund of KES 1,250.50 by M-Pesa, reference QKR4T7Y2LP: Over-payment returned',
      resolved_at: '2026-11-21T06:00:00.000Z',
    });
    const row = {
      amount: '1250.50',
      currency: 'KES',
      method: 'mpesa',
      reference: 'QKR4T7Y2LP',
      reason: 'Over-payment returned',
      refunded_on: '2026-11-21',
      payment: flagged.paymentId,
    };
    expect(await refundsOf(flagged.bookingId)).toEqual([row]);
    expect(await (await resolve(flagged.paymentId, body)).json()).toEqual(settled);
    const other = { ...body, refund: { ...body.refund, amount: 10, reference: 'QKOTHER' } };
    expect(await (await resolve(flagged.paymentId, other)).json()).toEqual(settled);
    expect(await refundsOf(flagged.bookingId)).toEqual([row]);
    expect(await creditNotesOf(flagged.bookingId)).toEqual([]);
    expect(await stillFlagged(flagged.paymentId)).toBe(false);

    const logged = await database.sql`select after->>'operation' as operation,
        after->>'amount' as amount, after->>'reference' as reference
      from staff_changes where entity = 'booking' and entity_id = ${flagged.bookingId}
        and after->>'operation' = 'refund'`;
    expect(logged).toEqual([{ operation: 'refund', amount: '1250.50', reference: 'QKR4T7Y2LP' }]);
  });

  it('refuses a refund above what was paid less what was already refunded', async () => {
    const first = await overpaid(1_000);
    const second = await slipPayment(first.ref, 500);
    const paidInFull = first.total + 1_500;
    const cancelled = await resolve(first.paymentId, {
      resolution: 'Booking cancelled: everything but the second slip returned',
      refund: { amount: paidInFull - 500, method: 'bank', reference: 'FT26325XYZ' },
    });
    expect(cancelled.status).toBe(200);

    await expectRefundCappedAt500(first.bookingId, second, 1, {
      method: 'cash',
      reference: 'CASH-0042',
    });
    const [{ total }] = (await database.sql`select sum(r.amount)::int as total from refunds r
      join bookings b on b.id = r.booking_id where b.booking_public_id = ${first.bookingId}`) as [
      { total: number },
    ];
    expect(total).toBe(paidInFull);
  });

  it('refuses a refund without its amount, method or reference, or beside a credit note', async () => {
    const flagged = await overpaid(300);
    const refund = { amount: 300, method: 'card', reference: 'VISA-77' };
    const cases: [unknown, string, string][] = [
      [
        { ...refund, amount: '300.125' },
        'refund.amount',
        'Amount may have at most 2 decimal places',
      ],
      [{ ...refund, amount: 0 }, 'refund.amount', 'Amount must be at least 1'],
      [{ ...refund, method: 'cheque' }, 'refund.method', 'Choose how it was refunded'],
      [{ ...refund, reference: ' ' }, 'refund.reference', 'Give the refund reference'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await resolve(flagged.paymentId, { resolution: 'Refunded', refund: body });
      expect(answer.status).toBe(400);
      expect((await answer.json()).fields).toMatchObject({ [field]: message });
    }
    const both = await resolve(flagged.paymentId, {
      resolution: 'Refunded',
      refund,
      credit_note: { amount: 300 },
    });
    expect(both.status).toBe(400);
    expect((await both.json()).fields).toMatchObject({
      refund: 'Settle by a refund or by a credit note, not both',
    });
    expect(await refundsOf(flagged.bookingId)).toEqual([]);
    expect(await stillFlagged(flagged.paymentId)).toBe(true);
  });
});
