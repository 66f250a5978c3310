/**
 * A promo code's max_uses against payments: a booking takes its use when made, so payments of
 * held bookings never add one; a booking whose hold lapsed gave its use back, and when its
 * payment arrives it is confirmed only if a use is still free — also when two such payments
 * arrive at the same moment for the last use. The paid bookings of a code never exceed
 * max_uses. spec: api-contract.md §Catalogue administration; pricing-rules.md §Discounts 4.
 */
import { describe, expect, it } from 'vitest';
import { book, dayVisit } from '../payments/payment-fixtures';
import { attentionReasons } from '../payments/payment-messages';
import {
  call,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from '../payments/payment-test-server';
import { listPaymentsNeedingAttention } from '../payments/payments-needing-attention';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const server = usePaymentTestServer(database);
const HOLD_MS = 30 * 60_000;

async function promoCode(code: string, maxUses: number): Promise<void> {
  await database.sql`
    insert into promo_codes (code, percentage_off, start_date, end_date, max_uses)
    values (${code}, '10', '2026-01-01', '2027-12-31', ${maxUses})`;
}

/** A day visit with `code`, for a guest of its own; its card payment form. */
async function bookWith(code: string, guest: string) {
  const booking = await book(server, {
    ...dayVisit(server),
    email: `${guest}@example.com`,
    promo_code: code,
  });
  const form = (
    await call(server, 'POST', '/public/payments/card', {
      booking_id: booking.booking_public_id,
      email: `${guest}@example.com`,
    })
  ).body;
  return { booking, form };
}

async function statusOf(bookingPublicId: string) {
  return (await call(server, 'GET', `/public/bookings/${bookingPublicId}`)).body.booking_status;
}

async function paidUses(code: string): Promise<number> {
  const [row] = await database.sql`
    select count(*)::int as n from bookings
    where promo_code = ${code} and booking_payment_status = 'Paid'
      and booking_status in ('confirmed', 'checked_in', 'checked_out')`;
  return row?.n ?? 0;
}

describe('promo code uses and payments', () => {
  it('flags a lapsed booking paid after another booking took its use, and confirms the other', async () => {
    await promoCode('ONCE', 1);
    const first = await bookWith('ONCE', 'first');
    server.clock.advance(HOLD_MS + 60_000);
    const second = await bookWith('ONCE', 'second');

    await returnToApi(await payOnCardPage(first.form, 'approve'));
    await returnToApi(await payOnCardPage(second.form, 'approve'));
    expect(await statusOf(first.booking.booking_public_id)).toBe('expired');
    expect(await statusOf(second.booking.booking_public_id)).toBe('confirmed');
    expect(await listPaymentsNeedingAttention(database.db)).toContainEqual(
      expect.objectContaining({
        payable_reference: first.booking.booking_ref_code,
        reason: attentionReasons.holdExpired,
      }),
    );
    expect(await paidUses('ONCE')).toBe(1);
  });

  it('confirms one of two lapsed bookings paid at the same moment for the last use', async () => {
    await promoCode('LASTONE', 1);
    const first = await bookWith('LASTONE', 'early');
    server.clock.advance(HOLD_MS + 60_000);
    const second = await bookWith('LASTONE', 'later');
    server.clock.advance(HOLD_MS + 60_000);

    const [pageOne, pageTwo] = await Promise.all([
      payOnCardPage(first.form, 'approve'),
      payOnCardPage(second.form, 'approve'),
    ]);
    await Promise.all([returnToApi(pageOne), returnToApi(pageTwo)]);
    const statuses = [
      await statusOf(first.booking.booking_public_id),
      await statusOf(second.booking.booking_public_id),
    ].sort();
    expect(statuses).toEqual(['confirmed', 'expired']);
    expect(await paidUses('LASTONE')).toBe(1);
  });
});
