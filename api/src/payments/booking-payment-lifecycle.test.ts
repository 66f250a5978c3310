/**
 * What a payment does to a booking beyond its balance: a payment arriving after the hold
 * lapsed (capacity checked again: confirmed when it still fits, flagged for staff when not), a
 * cash payment at the gate, and the ledger refusing to be rewritten.
 */
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { book, dayVisit, pelicanTrip, stablesTrip } from './payment-fixtures';
import { attentionReasons } from './payment-messages';
import { call, payOnCardPage, returnToApi, usePaymentTestServer } from './payment-test-server';
import { listPaymentsNeedingAttention } from './payments-needing-attention';
import { recordGatePayment } from './record-gate-payment';

const database = useTestDatabase();
const server = usePaymentTestServer(database);

const HOLD_MS = 30 * 60_000;
const readBooking = async (id: string) =>
  (await call(server, 'GET', `/public/bookings/${id}`)).body;
const events = async (id: string) =>
  (
    await database.sql`select e.type, e.payload from booking_events e join bookings b on b.id = e.booking_id
      where b.booking_public_id = ${id} order by e.id`
  ).map((row) => row.type as string);

const cardForm = async (bookingId: string) =>
  (
    await call(server, 'POST', '/public/payments/card', {
      booking_id: bookingId,
      email: 'payer@example.com',
    })
  ).body;

describe('a payment that arrives after the hold lapsed', () => {
  it('confirms the booking when its units are still free', async () => {
    const booking = await book(server, stablesTrip(server));
    const form = await cardForm(booking.booking_public_id);
    server.clock.advance(HOLD_MS + 60_000);
    expect((await readBooking(booking.booking_public_id)).booking_status).toBe('expired');
    await returnToApi(await payOnCardPage(form, 'approve'));
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Paid',
      hold_expires_at: null,
    });
    expect(await events(booking.booking_public_id)).toEqual([
      'created',
      'payment_received',
      'confirmed',
      'confirmation_emailed',
    ]);
  });

  it('flags the booking for staff when its units were sold meanwhile, and issues no ticket', async () => {
    const first = await book(server, pelicanTrip(server));
    const form = await cardForm(first.booking_public_id);
    server.clock.advance(HOLD_MS + 60_000);
    const second = await book(server, pelicanTrip(server));
    expect(second.booking_public_id).not.toBe(first.booking_public_id);

    expect(await returnToApi(await payOnCardPage(form, 'approve'))).toEqual({
      status: 303,
      location: `${server.siteUrl}/payment/info/${first.booking_public_id}`,
    });
    expect(await readBooking(first.booking_public_id)).toMatchObject({
      booking_status: 'expired',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
    });
    expect(await events(first.booking_public_id)).toEqual([
      'created',
      'payment_received',
      'payment_needs_attention',
    ]);
    const flagged = await listPaymentsNeedingAttention(database.db);
    expect(flagged).toEqual([
      expect.objectContaining({
        payment_public_id: form.payment_public_id,
        payable_reference: first.booking_ref_code,
        method: 'card',
        amount: 168_000,
        reason: attentionReasons.holdExpired,
      }),
    ]);
    const tickets = await database.sql`
      select t.id from booking_tickets t join bookings b on b.id = t.booking_id
      where b.booking_public_id = ${first.booking_public_id}`;
    expect(tickets).toHaveLength(0);
    expect((await readBooking(second.booking_public_id)).booking_status).toBe('held');
  });
});

describe('a cash payment at the gate', () => {
  it('goes into the ledger and pays the booking; the same receipt credits once', async () => {
    const booking = await book(server, dayVisit(server));
    const cash = (amount: number, reference: string) =>
      recordGatePayment(server.deps, {
        bookingPublicId: booking.booking_public_id,
        method: 'cash',
        amount,
        reference,
        recordedBy: 'device-gate-main',
      });
    expect((await cash(1250, 'RCPT-0001')).outcome).toBe('credited');
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: 3000,
    });
    expect((await cash(1000, 'RCPT-0001')).outcome).toBe('rejected');
    expect((await cash(3000, 'RCPT-0002')).outcome).toBe('credited');
    expect(await readBooking(booking.booking_public_id)).toMatchObject({
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
    });
  });
});

describe('the payments ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [row] = await database.sql`select count(*)::int as n from payment_ledger`;
    expect(row?.n).toBeGreaterThan(0);
    await expect(database.sql`update payment_ledger set credited_amount = 0`).rejects.toThrow(
      /append-only/,
    );
    await expect(database.sql`delete from payment_ledger`).rejects.toThrow(/append-only/);
    // CASCADE passes the foreign keys (booking documents cite ledger rows) to reach the trigger.
    await expect(database.sql`truncate payment_ledger cascade`).rejects.toThrow(/append-only/);
  });
});
