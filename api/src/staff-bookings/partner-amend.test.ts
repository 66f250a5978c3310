/**
 * A partner user amending over HTTP on Postgres (`PATCH /bookings/{id}`): its own institution's
 * booking is re-priced with the partner's discounts and commission and saved; another
 * institution's booking, or the conservancy's own, is 404 as if it did not exist, and is left
 * as it was.
 *
 * spec: staff-booking.md §2.1 (EditBooking; partner fixed to the user's institution), §6;
 * api-contract.md §Staff bookings; membership-backoffice.md §2.4.
 */
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  type BookingAnswer,
  cart,
  gatePass,
  useStaffBookingTest,
} from './staff-booking-test-support';

const s = useStaffBookingTest();

/** A booking of the staff cart made with `token` (201 asserted). */
async function booked(token?: string, partner?: string): Promise<BookingAnswer> {
  const request = { ...cart(partner ? { partner } : {}), ...gatePass() };
  const { status, body } = await s.t.create(request, token);
  expect({ status, error: status === 201 ? null : body }).toEqual({ status: 201, error: null });
  return body;
}

/** The staff cart with three Non-Resident adults instead of two. */
const threeAdultsCart = () =>
  cart({ guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 3 }] });
/** That cart with the gate pass fields: the amendment. */
const threeAdults = () => ({ ...threeAdultsCart(), ...gatePass() });

describe('PATCH /bookings/{id} by a partner user', () => {
  it('amends its own institution’s booking at the partner’s discounts', async () => {
    const partner = s.t.tokens.Partner!;
    const booking = await booked(partner);
    expect(booking.partner_public_id).toBe('ptn-savanna');
    const quote = await s.t.quote({ ...threeAdultsCart(), partner: 'ptn-savanna' });
    const { status, body } = await s.t.amend(booking.booking_public_id, threeAdults(), partner);
    expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
    expect(body.amendment).toMatchObject({
      previous_total: booking.total_cost,
      total: quote.totals.amount_due,
    });
    expect(body.total_cost).toBe(quote.totals.grand_total);
    expect(body.total_cost).toBeGreaterThan(booking.total_cost);
    expect(body.partner_public_id).toBe('ptn-savanna');
  });

  it('answers 404 for another institution’s booking or the conservancy’s own, changing nothing', async () => {
    const partner = s.t.tokens.Partner!;
    for (const other of [await booked(undefined, 'ptn-acacia'), await booked()]) {
      const { status, body } = await s.t.amend(other.booking_public_id, threeAdults(), partner);
      expect({ status, code: body.code, message: body.message }).toEqual({
        status: 404,
        code: 'BOOKING_NOT_FOUND',
        message: messages.bookingNotFound,
      });
      const after = await s.t.read(other.booking_public_id);
      expect(after.total_cost).toBe(other.total_cost);
      expect(after.guests).toEqual(other.guests);
    }
  });
});
