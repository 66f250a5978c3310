/**
 * Availability while amending a booking leaves that booking's own holds out (`exclude_booking`),
 * as the facilities' already do: an activity's slots on a date
 * (`GET /public/availability/activities/{id}`) and the partner lodges' rooms
 * (`GET /availability/external-facilities`, Escapes) show what the booking holds as free to it,
 * and nobody else sees them free. A partner user may leave out only its own bookings.
 *
 * spec: api-contract.md §Availability; staff-booking.md §2.1 (EditBooking), §2.4 (Escapes),
 * §7 (check_date_external_facility_availability).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';

const s = useStaffBookingTest();
let bookingId = '';

/** Two non-resident adults 3–5 January 2027: Lion Tracking (6 a day) on the 4th for both, and
 * 2 of Lolldaiga's 6 rooms. */
beforeAll(async () => {
  const { status, body } = await s.t.create({
    ...cart({
      check_in: '2027-01-03',
      check_out: '2027-01-05',
      facilities: [],
      inventory: [
        { public_id: 'act-lion', date: '2027-01-04', adults: 2, residency_adults: 'non_resident' },
      ],
      external_facilities: [{ public_id: 'esc-lolldaiga', rooms: 2 }],
    } as Parameters<typeof cart>[0]),
    ...gatePass(),
  });
  expect({ status, error: status === 201 ? null : body }).toEqual({ status: 201, error: null });
  bookingId = body.booking_public_id;
});

async function get(path: string, token?: string) {
  const response = await s.t.app.request(
    `/api/v1${path}`,
    token ? { headers: bearer(token) } : undefined,
  );
  return { status: response.status, body: await response.json() };
}

describe('availability while amending a booking', () => {
  it("counts the activity's slots the booking holds as free to it alone", async () => {
    const path = '/public/availability/activities/act-lion?date=2027-01-04';
    expect(await get(path)).toEqual({
      status: 200,
      body: { public_id: 'act-lion', date: '2027-01-04', available_slots: 4 },
    });
    expect(await get(`${path}&exclude_booking=${bookingId}`)).toEqual({
      status: 200,
      body: { public_id: 'act-lion', date: '2027-01-04', available_slots: 6 },
    });
    // Another day of the stay: the booking holds nothing there to give back.
    const other = await get(
      `/public/availability/activities/act-lion?date=2027-01-03&exclude_booking=${bookingId}`,
    );
    expect(other.body.available_slots).toBe(6);
    const unknown = await get(`${path}&exclude_booking=0b7e3c1a-5d2f-4c8e-9a61-3f4b2d1c0e9f`);
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' },
    });
  });

  it('counts the lodge rooms the booking holds as free to it alone', async () => {
    const path =
      '/availability/external-facilities?check_in_date=2027-01-03&check_out_date=2027-01-05';
    const rooms = async (query: string, token = s.t.tokens.Administrator!) => {
      const { status, body } = await get(`${path}${query}`, token);
      expect(status).toBe(200);
      return body.find((lodge: { public_id: string }) => lodge.public_id === 'esc-lolldaiga');
    };
    expect(await rooms('')).toEqual({ public_id: 'esc-lolldaiga', available_rooms: 4 });
    expect(await rooms(`&exclude_booking=${bookingId}`)).toEqual({
      public_id: 'esc-lolldaiga',
      available_rooms: 6,
    });
    const notTheirs = await get(`${path}&exclude_booking=${bookingId}`, s.t.tokens.Partner!);
    expect(notTheirs).toEqual({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' },
    });
  });
});
