import { describe, expect, it } from 'vitest';
import { tripReducer } from './trip-reducer';
import { emptyTrip } from './trip-storage';
import type { CartFacility, Trip } from './trip-types';

const stables = (line_id: string): CartFacility => ({
  line_id,
  public_id: 'fac-stables',
  name: 'The Stables',
  facility_type: 'Accomodation',
  accommodation_type: 'Stables',
  start_date: '2026-12-10',
  end_date: '2026-12-12',
  adults: 2,
  children: 0,
  extra_pax_adults: 0,
  extra_pax_children: 0,
  number_of_rooms: 1,
  catering_type: null,
});

const trip: Trip = {
  ...emptyTrip(),
  user: { ...emptyTrip().user, currency: 'USD', check_in: '2026-12-10', check_out: '2026-12-12' },
  conservation: [
    { payment_public_id: 'cf-cit-a', payment_person: 'Citizen Adult', payment_guests: 2 },
  ],
  facilities: [stables('a'), stables('b')],
  proof_of_residency: [
    {
      payment_public_id: 'cf-cit-a',
      payment_person: 'Citizen Adult',
      proof_point: 'National ID or East African passport',
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      document_id: '23456789',
    },
  ],
};

describe('tripReducer', () => {
  it('starts a guest session in KES with an empty cart (home page)', () => {
    const reset = tripReducer(trip, { type: 'reset_guest_session' });
    expect(reset.user).toMatchObject({ currency: 'KES', session_id: 'Guest', check_in: '' });
    expect([reset.conservation, reset.vehicles, reset.facilities, reset.activities]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('keeps counts whole and not below 0, and drops categories with nobody', () => {
    const next = tripReducer(trip, {
      type: 'set_vehicles',
      entries: [
        { vehicle_public_id: 'vf-6', vehicle_charge_category: 'Up to 6 seater', vehicles: 1.7 },
        { vehicle_public_id: 'vf-14', vehicle_charge_category: '7 to 14 seater', vehicles: -2 },
      ],
    });
    expect(next.vehicles).toEqual([
      { vehicle_public_id: 'vf-6', vehicle_charge_category: 'Up to 6 seater', vehicles: 1 },
    ]);
    expect(
      tripReducer(trip, { type: 'set_search_counts', guests: -1, vehicles: 3 }).user,
    ).toMatchObject({ guests: 0, vehicles: 3 });
  });

  it('keeps an accommodation chosen from the summary as the only one', () => {
    const next = tripReducer(trip, { type: 'keep_only_facility', line_id: 'b' });
    expect(next.facilities.map((line) => line.line_id)).toEqual(['b']);
    expect(next.conservation).toBe(trip.conservation);
  });

  it('deleting a guest category also drops its proof of residency', () => {
    const next = tripReducer(trip, {
      type: 'remove_guest_category',
      payment_public_id: 'cf-cit-a',
    });
    expect(next.conservation).toEqual([]);
    expect(next.proof_of_residency).toEqual([]);
  });
});
