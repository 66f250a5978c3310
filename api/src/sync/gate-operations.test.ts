import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { capturingMailer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { cancelBooking } from '../bookings/cancel-booking';
import { createPaymentDeps, createPaymentsRuntime } from '../payments/payment-services';
import { loadPaymentsConfig } from '../payments/payments-config';
import { recordGatePayment } from '../payments/record-gate-payment';
import { book, bookingDeps } from '../test/booking-fixtures';
import { testClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { dayVisit, operation, push, registerKiosk } from './test-kiosk';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let kiosk: { device_public_id: string; device_token: string };
let clerkPublicId: string;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  kiosk = await registerKiosk(app, await signInAs(app, 'Administrator'), 'gate-main');
  const [clerk] =
    await database.sql`select public_id from users where email = 'clerk@kijani.example'`;
  clerkPublicId = clerk!.public_id;
});

const at = (time: string, day = '2026-11-21') => `${day}T${time}:00+03:00`;

/** Two citizen adults in a 6-seater, today at the gate: KES 3,500. */
function walkIn(overrides: Record<string, unknown> = {}) {
  return {
    booking_public_id: randomUUID(),
    check_in: '2026-11-21',
    check_out: '2026-11-21',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    first_name: 'Otieno',
    last_name: 'Odhiambo',
    phone: '+254722000111',
    country: 'KE',
    mode_registration: 'KDA 123X',
    quoted_amount_due: 3500,
    clerk_public_id: clerkPublicId,
    ...overrides,
  };
}

async function bookingRow(publicId: string) {
  const [row] = await database.sql`select * from bookings where booking_public_id = ${publicId}`;
  return row!;
}

describe('a walk-in booking', () => {
  it('is priced by the server, written as a gate booking, paid in cash and checked in', async () => {
    const payload = walkIn();
    const results = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, at('08:00')),
      operation(
        'cash_payment',
        {
          booking_public_id: payload.booking_public_id,
          amount: 3500,
          currency: 'KES',
          clerk_public_id: clerkPublicId,
        },
        at('08:01'),
      ),
      operation(
        'check_in',
        { direction: 'check_in', booking_public_id: payload.booking_public_id },
        at('08:02'),
      ),
      operation('receipt_printed', { booking_public_id: payload.booking_public_id }, at('08:02')),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(results[0]!.result).toMatchObject({
      booking_public_id: payload.booking_public_id,
      booking_ref_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      currency: 'KES',
      total_cost: 3500,
      amount_due: 3500,
      booking_payment_balance: 3500,
      booking_payment_status: 'Unpaid',
    });
    expect(results[1]!.result).toMatchObject({
      credited: true,
      booking_status: 'confirmed',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
    });
    expect(results[2]!.result).toMatchObject({
      decision: { status: 'valid', message: 'Valid ticket: admit 2 guests.' },
    });
    const row = await bookingRow(payload.booking_public_id);
    expect(row).toMatchObject({
      source: 'gate',
      entry_point: 'gate-main',
      mode_registration: 'KDA 123X',
      booking_status: 'checked_in',
      booking_payment_status: 'Paid',
      email: '',
    });
    const events = await database.sql`select type, actor from booking_events
      where booking_id = ${row.id} order by id`;
    expect(events[0]).toMatchObject({ type: 'created', actor: clerkPublicId });
    const [ledger] = await database.sql`select l.provider, l.provider_reference, l.credited_amount
      from payment_ledger l join payments p on p.id = l.payment_id where p.booking_id = ${row.id}`;
    expect(ledger).toMatchObject({
      provider: 'cash',
      provider_reference: results[1]!.idempotency_key,
      credited_amount: '3500.00',
    });
  });

  it('made offline yesterday is checked against yesterday, not the day it arrives', async () => {
    const payload = walkIn({ check_in: '2026-11-20', check_out: '2026-11-20' });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, at('16:00', '2026-11-20')),
    ]);
    expect(result).toMatchObject({ status: 'applied', result: { total_cost: 3500 } });
  });

  it('is flagged when the kiosk quoted another amount, and written at the server figures', async () => {
    const payload = walkIn({ quoted_amount_due: 3000 });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, at('09:00')),
    ]);
    expect(result).toMatchObject({
      status: 'forced',
      result: { amount_due: 3500, quoted_amount_due: 3000 },
    });
  });

  it('is rejected, and kept for review, when it cannot be priced', async () => {
    const payload = walkIn({ guests: [{ payment_public_id: 'cf-nobody', payment_guests: 2 }] });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, at('09:05')),
    ]);
    expect(result).toMatchObject({ status: 'rejected', error: { code: 'UNKNOWN_REFERENCE' } });
    const [written] = await database.sql`select count(*)::int as n from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(written!.n).toBe(0);
  });
});

describe('uploads racing each other', () => {
  it('apply a walk-in, its cash and its check-in once, with six uploads of the batch at once', async () => {
    const payload = walkIn();
    const batch = [
      operation('walk_in_booking', payload, at('10:00')),
      operation(
        'cash_payment',
        { booking_public_id: payload.booking_public_id, amount: 3500, currency: 'KES' },
        at('10:01'),
      ),
      operation(
        'check_in',
        { direction: 'check_in', booking_public_id: payload.booking_public_id },
        at('10:02'),
      ),
    ];
    const uploads = await Promise.all(
      Array.from({ length: 6 }, () => push(app, kiosk.device_token, batch)),
    );
    for (const results of uploads) expect(results).toEqual(uploads[0]);
    expect(uploads[0]!.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);
    const [counts] = await database.sql`select
      (select count(*)::int from bookings where booking_public_id = ${payload.booking_public_id}) as bookings,
      (select count(*)::int from payment_ledger where status = 'paid'
         and provider_reference = ${batch[1]!.idempotency_key}) as credits,
      (select count(*)::int from check_ins where idempotency_key = ${batch[2]!.idempotency_key}) as check_ins`;
    expect(counts).toEqual({ bookings: 1, credits: 1, check_ins: 1 });
    const row = await bookingRow(payload.booking_public_id);
    expect(row).toMatchObject({ booking_payment_status: 'Paid', booking_payment_balance: '0.00' });
  });
});

describe('cash taken at the gate', () => {
  it('for a cancelled booking is recorded as forced, with the reason, never dropped', async () => {
    const booked = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    await cancelBooking({ db: database.db, clock: testClock }, booked.booking_public_id, 'test');
    const [result] = await push(app, kiosk.device_token, [
      operation(
        'cash_payment',
        { booking_public_id: booked.booking_public_id, amount: 3500, currency: 'KES' },
        at('09:10'),
      ),
    ]);
    expect(result).toMatchObject({
      status: 'forced',
      result: { credited: false, payment_public_id: null, booking_status: 'cancelled' },
    });
    expect(result!.result?.reason).toEqual(expect.any(String));
  });

  it('above what is still due is recorded as forced; in the wrong currency it is rejected', async () => {
    const booked = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    const results = await push(app, kiosk.device_token, [
      operation(
        'cash_payment',
        { booking_public_id: booked.booking_public_id, amount: 5000, currency: 'KES' },
        at('09:11'),
      ),
      operation(
        'cash_payment',
        { booking_public_id: booked.booking_public_id, amount: 30, currency: 'USD' },
        at('09:12'),
      ),
      operation(
        'cash_payment',
        { booking_public_id: booked.booking_public_id, amount: 1000, currency: 'KES' },
        at('09:13'),
      ),
    ]);
    expect(results.map((result) => result.status)).toEqual(['forced', 'rejected', 'applied']);
    expect(results[1]!.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "Take the cash in KES, the booking's currency",
    });
    expect(results[2]!.result).toMatchObject({
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: 2500,
    });
  });

  it('is credited once even when the ledger took it but the outbox answer was lost', async () => {
    const booked = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    const cash = operation(
      'cash_payment',
      { booking_public_id: booked.booking_public_id, amount: 3500, currency: 'KES' },
      at('09:20'),
    );
    const payments = createPaymentDeps({
      db: database.db,
      clock: testClock,
      logger: pino({ level: 'silent' }),
      mailer: capturingMailer(),
      payments: createPaymentsRuntime(
        loadPaymentsConfig({}),
        { apiBaseUrl: () => 'http://127.0.0.1:1/api/v1', siteUrl: 'http://127.0.0.1:5173' },
        testClock,
      ),
    });
    // The ledger committed the cash under the operation's key, then the upload broke off.
    await recordGatePayment(payments, {
      bookingPublicId: booked.booking_public_id,
      method: 'cash',
      amount: 3500,
      reference: cash.idempotency_key,
      recordedBy: 'test',
    });
    const [result] = await push(app, kiosk.device_token, [cash]);
    expect(result).toMatchObject({
      status: 'applied',
      result: { credited: true, booking_payment_status: 'Paid', booking_payment_balance: 0 },
    });
    const [credits] = await database.sql`select count(*)::int as n, sum(l.credited_amount) as total
      from payment_ledger l join payments p on p.id = l.payment_id
      join bookings b on b.id = p.booking_id
      where b.booking_public_id = ${booked.booking_public_id} and l.status = 'paid'`;
    expect(credits).toMatchObject({ n: 1, total: '3500.00' });
  });
});
