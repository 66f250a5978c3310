/**
 * Part payments follow the payment schedule (pricing-rules.md §"Totals and payment"): a public
 * booking is confirmed once what was paid reaches what the schedule asks now — the 30% deposit
 * when it arrives 30 or more days after it was booked, everything otherwise. Paid less, it stays
 * held and its hold lapses as an unpaid one does: its units are free again on the public
 * availability endpoint, the sweep expires it, and the money is flagged for staff once.
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { expireLapsedHolds } from '../bookings/expire-holds';
import { recordStaffPayment } from '../staff-bookings/record-staff-payment';
import { useTestDatabase } from '../test/test-database';
import { book, type CreatedBooking, stablesTrip } from './payment-fixtures';
import { attentionReasons, paymentMessages } from './payment-messages';
import {
  call,
  eventually,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from './payment-test-server';
import { listPaymentsNeedingAttention } from './payments-needing-attention';
import { darajaTestPhones } from './simulators/daraja-test-phones';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { config: { UNPAID_HOLDS_PER_CLIENT: 20 } });

const MINUTE = 60_000;
/** The Stables for two nights, KES 48,160; 30% is 14,448 and 20% 9,632. */
const STABLES_TOTAL = 48_160;

const readBooking = async (id: string) =>
  (await call(server, 'GET', `/public/bookings/${id}`)).body;
const events = async (id: string) =>
  (
    await database.sql`select e.type from booking_events e join bookings b on b.id = e.booking_id
      where b.booking_public_id = ${id} order by e.id`
  ).map((row) => row.type as string);
const sweep = () => expireLapsedHolds({ db: database.db, clock: server.clock });
const flaggedFor = async (booking: CreatedBooking) =>
  (await listPaymentsNeedingAttention(database.db)).filter(
    (payment) => payment.payable_reference === booking.booking_ref_code,
  );

/** Units of The Stables free on the first night of `booking` (the public endpoint). */
async function stablesFree(checkIn: string): Promise<number> {
  const { status, body } = await call(
    server,
    'GET',
    `/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 2)}`,
  );
  expect(status).toBe(200);
  return body.find((facility: { public_id: string }) => facility.public_id === 'fac-stables')
    .available_units;
}

/** Books The Stables `daysAhead` days from today; its arrival date too. */
async function bookStables(daysAhead: number) {
  const request = stablesTrip(server, {}, daysAhead);
  const booking = await book(server, request);
  expect(booking.total_cost).toBe(STABLES_TOTAL);
  return { booking, checkIn: request.check_in };
}

/** Starts a card payment of `amount` (null: the balance) and returns its checkout form. */
async function cardForm(booking: CreatedBooking, amount: number | null) {
  const { status, body } = await call(server, 'POST', '/public/payments/card', {
    booking_id: booking.booking_public_id,
    email: 'payer@example.com',
    ...(amount === null ? {} : { amount }),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Pays `amount` by card, approved on the card page. */
async function payByCard(booking: CreatedBooking, amount: number | null) {
  await returnToApi(await payOnCardPage(await cardForm(booking, amount), 'approve'));
}

describe('a deposit booking (arriving 30 or more days ahead)', () => {
  // First in the file: the Daraja simulator checks timestamps against the (not yet moved) clock.
  it('is confirmed once exactly the 30% deposit is paid by M-Pesa, and holds its units for good', async () => {
    const { booking, checkIn } = await bookStables(40);
    const freeBefore = await stablesFree(checkIn);
    const payByMpesa = async (amount: number, balanceAfter: number) => {
      const push = await call(server, 'POST', '/public/payments/mpesa', {
        booking_id: booking.booking_public_id,
        phone: darajaTestPhones.pays.phone,
        amount,
      });
      expect(push.body).toMatchObject({ amount, currency: 'KES' });
      return eventually(async () => {
        const read = await readBooking(booking.booking_public_id);
        return read.booking_payment_balance === balanceAfter ? read : undefined;
      });
    };
    expect(await payByMpesa(14_447, STABLES_TOTAL - 14_447)).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Partially Paid',
      hold_expires_at: expect.any(String),
    });
    expect(await payByMpesa(1, STABLES_TOTAL - 14_448)).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Partially Paid',
      hold_expires_at: null,
    });

    server.clock.advance(31 * MINUTE);
    expect(await sweep()).not.toContain(booking.booking_ref_code);
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_status: 'confirmed',
    });
    expect(await stablesFree(checkIn)).toBe(freeBefore);
    expect(await events(booking.booking_public_id)).toEqual([
      'created',
      'payment_received',
      'payment_received',
      'confirmed',
    ]);
    expect(await flaggedFor(booking)).toEqual([]);
  });

  it('stays held with 20% paid, then expires at its hold time: units free, money flagged once', async () => {
    const { booking, checkIn } = await bookStables(45);
    const freeBefore = await stablesFree(checkIn);
    await payByCard(booking, 9_632);
    const held = await readBooking(booking.booking_public_id);
    expect(held).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: STABLES_TOTAL - 9_632,
    });
    expect(held.hold_expires_at).not.toBeNull();

    server.clock.advance(29 * MINUTE);
    expect(await stablesFree(checkIn)).toBe(freeBefore);
    server.clock.advance(2 * MINUTE);
    expect(await stablesFree(checkIn)).toBe(freeBefore + 1);
    expect((await readBooking(booking.booking_public_id)).booking_status).toBe('expired');

    expect(await sweep()).toContain(booking.booking_ref_code);
    expect(await sweep()).not.toContain(booking.booking_ref_code);
    expect(await flaggedFor(booking)).toEqual([
      expect.objectContaining({
        method: 'card',
        amount: 9_632,
        reason: attentionReasons.holdExpiredBeforeSchedule,
      }),
    ]);
    expect(await events(booking.booking_public_id)).toEqual([
      'created',
      'payment_received',
      'expired',
      'payment_needs_attention',
    ]);
  });
});

describe('a booking arriving within 30 days (pay in full now)', () => {
  it('stays held when paid in part, expires at its hold time, frees its units and flags the money once', async () => {
    const { booking, checkIn } = await bookStables(3);
    const freeBefore = await stablesFree(checkIn);
    await payByCard(booking, 10);
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: STABLES_TOTAL - 10,
      hold_expires_at: expect.any(String),
    });
    expect(await stablesFree(checkIn)).toBe(freeBefore);

    server.clock.advance(31 * MINUTE);
    expect(await stablesFree(checkIn)).toBe(freeBefore + 1);
    const refused = await call(server, 'POST', '/public/payments/card', {
      booking_id: booking.booking_public_id,
      email: 'payer@example.com',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: paymentMessages.bookingExpired },
    });

    const sweeps = await Promise.all([sweep(), sweep(), sweep()]);
    expect(sweeps.flat().filter((code) => code === booking.booking_ref_code)).toHaveLength(1);
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_status: 'expired',
      booking_payment_status: 'Partially Paid',
    });
    expect(await flaggedFor(booking)).toEqual([
      expect.objectContaining({
        amount: 10,
        reason: attentionReasons.holdExpiredBeforeSchedule,
      }),
    ]);
    expect(await stablesFree(checkIn)).toBe(freeBefore + 1);
  });

  it('is confirmed when the rest arrives after the lapse and its units are still free', async () => {
    const { booking } = await bookStables(8);
    await payByCard(booking, 1_000);
    const rest = await cardForm(booking, null);
    server.clock.advance(31 * MINUTE);
    await returnToApi(await payOnCardPage(rest, 'approve'));
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Paid',
      hold_expires_at: null,
    });
    expect(await flaggedFor(booking)).toEqual([]);
  });

  it('expires when a further part arrives after the lapse, flagging every payment once', async () => {
    const { booking, checkIn } = await bookStables(12);
    const freeBefore = await stablesFree(checkIn);
    await payByCard(booking, 1_000);
    const more = await cardForm(booking, 2_000);
    server.clock.advance(31 * MINUTE);
    await returnToApi(await payOnCardPage(more, 'approve'));
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_status: 'expired',
      booking_payment_balance: STABLES_TOTAL - 3_000,
    });
    expect(await sweep()).not.toContain(booking.booking_ref_code);
    const flagged = await flaggedFor(booking);
    expect(flagged.map((payment) => [payment.amount, payment.reason]).sort()).toEqual([
      [1_000, attentionReasons.holdExpiredBeforeSchedule],
      [2_000, attentionReasons.holdExpiredBeforeSchedule],
    ]);
    expect(await stablesFree(checkIn)).toBe(freeBefore + 1);
  });

  it('follows the same rule for a payment staff record on a public booking: a part lapses', async () => {
    const { booking, checkIn } = await bookStables(16);
    const freeBefore = await stablesFree(checkIn);
    const staff = { db: database.db, clock: server.clock };
    const actor = { publicId: 'staff-test', partnerPublicId: null };
    const cash = (amount: number, key: string) =>
      recordStaffPayment(
        staff,
        booking.booking_public_id,
        actor,
        { method: 'Cash', amount, currency: 'KES', reference: null },
        key,
      );
    expect(await cash(5_000, 'schedule-part')).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Partially Paid',
    });
    server.clock.advance(31 * MINUTE);
    expect(await stablesFree(checkIn)).toBe(freeBefore + 1);
    expect(await sweep()).toContain(booking.booking_ref_code);
    expect(await flaggedFor(booking)).toEqual([
      expect.objectContaining({ amount: 5_000, method: 'cash' }),
    ]);
  });
});
