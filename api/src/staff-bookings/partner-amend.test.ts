/**
 * A partner user amending over HTTP on Postgres (`PATCH /bookings/{id}`): its own institution's
 * booking is re-priced with the partner's discounts and commission and saved; another
 * institution's booking, or the conservancy's own, is 404 as if it did not exist, and is left
 * as it was. Line discounts are staff's: a partner user's new booking takes none, and its
 * amendment keeps those staff gave but adds none.
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

/** The staff cart's Stables line with a line discount of `discount` percent. */
const stablesAt = (discount: number) => cart().facilities!.map((line) => ({ ...line, discount }));

describe('line discounts of a partner user', () => {
  it('refuses a discount on a partner user’s new booking: only the conservancy’s staff give them', async () => {
    const { status, body } = await s.t.create(
      { ...cart({ facilities: stablesAt(10) }), ...gatePass() },
      s.t.tokens.Partner,
    );
    expect({ status, fields: body.fields }).toEqual({
      status: 400,
      fields: { discount: 'Only the conservancy’s staff give line discounts' },
    });
  });

  it('keeps the discounts staff gave when the partner amends, and refuses new ones', async () => {
    const given = await booked(undefined, 'ptn-savanna');
    const staffDiscounted = { ...cart({ facilities: stablesAt(10), partner: 'ptn-savanna' }) };
    const discounted = await s.t.amend(given.booking_public_id, {
      ...staffDiscounted,
      ...gatePass(),
    });
    expect(discounted.status).toBe(200);
    const partner = s.t.tokens.Partner!;
    const more = { ...threeAdults(), facilities: stablesAt(10) };
    const kept = await s.t.amend(given.booking_public_id, more, partner);
    expect({ status: kept.status, error: kept.status === 200 ? null : kept.body }).toEqual({
      status: 200,
      error: null,
    });
    const quote = await s.t.quote({
      ...threeAdultsCart(),
      facilities: stablesAt(10),
      partner: 'ptn-savanna',
    });
    expect(kept.body.total_cost).toBe(quote.totals.grand_total);
    const raised = await s.t.amend(
      given.booking_public_id,
      { ...threeAdults(), facilities: stablesAt(20) },
      partner,
    );
    expect({ status: raised.status, fields: raised.body.fields }).toEqual({
      status: 400,
      fields: { discount: 'Only the conservancy’s staff give line discounts' },
    });
    expect((await s.t.read(given.booking_public_id)).total_cost).toBe(kept.body.total_cost);
  });
});

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
