import { describe, expect, it } from 'vitest';
import { tripQuoteRequest } from '../quote/trip-quote-request';
import { cartLineCount, isTripInProgress } from './trip-in-progress';
import { emptyTrip } from './trip-storage';

describe('a trip in progress (issue 11 item 8)', () => {
  it('is none for a new guest session, even with dates searched', () => {
    const trip = emptyTrip();
    trip.user.check_in = '2026-12-10';
    trip.user.check_out = '2026-12-11';
    expect(isTripInProgress(trip, null)).toBe(false);
  });

  it('is any line in the cart', () => {
    const trip = {
      ...emptyTrip(),
      conservation: [
        { payment_public_id: 'cf-cit-a', payment_person: 'Citizen Adult', payment_guests: 2 },
      ],
      vehicles: [
        { vehicle_public_id: 'vf-6', vehicle_charge_category: 'Up to 6 seater', vehicles: 1 },
      ],
    };
    expect(cartLineCount(trip)).toBe(2);
    expect(isTripInProgress(trip, null)).toBe(true);
    expect(
      isTripInProgress(
        {
          ...emptyTrip(),
          donations: [
            { line_id: 'd', amount: '500', currency: 'KES', cause: null, donation_to: 'Rhinos' },
          ],
        },
        null,
      ),
    ).toBe(true);
  });

  it('is not a cart already booked, whatever currency it is shown in', () => {
    const trip = {
      ...emptyTrip(),
      user: { ...emptyTrip().user, check_in: '2026-12-10', check_out: '2026-12-11' },
      conservation: [
        { payment_public_id: 'cf-cit-a', payment_person: 'Citizen Adult', payment_guests: 2 },
      ],
    };
    const booked = tripQuoteRequest(trip);
    expect(isTripInProgress(trip, booked)).toBe(false);
    const inUsd = { ...trip, user: { ...trip.user, currency: 'USD' as const } };
    expect(isTripInProgress(inUsd, booked)).toBe(false);
    const oneMore = {
      ...trip,
      conservation: [{ ...trip.conservation[0], payment_guests: 3 }],
    } as typeof trip;
    expect(isTripInProgress(oneMore, booked)).toBe(true);
  });
});
