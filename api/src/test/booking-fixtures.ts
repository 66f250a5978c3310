/**
 * What booking tests share: a valid public booking request (two Non-Resident adults, one
 * 6-seater, The Stables for two nights in December 2026) to vary, the services' dependencies
 * on a test database, and a count of every booking table's rows to prove nothing was written.
 */
import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { publicBookingRequestSchema } from '@hifadhi/shared/schemas/booking';
import { type BookingDeps, createPublicBooking } from '../bookings/create-booking';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import type { Database } from '../db/database';
import { testClock } from './test-clock';
import type { TestDatabase } from './test-database';

/** A valid public booking request; `overrides` replace whole fields. */
export function bookingRequest(
  overrides: Partial<PublicBookingRequestInput> = {},
): PublicBookingRequestInput {
  return {
    check_in: '2026-12-10',
    check_out: '2026-12-12',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [
      { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
    ],
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    email: 'wanjiku@example.com',
    phone: '+254712345678',
    country: 'KE',
    city: 'Nyeri',
    terms: true,
    disclaimer: true,
    ...overrides,
  };
}

/** The booking services' dependencies on `db` (hold 30 minutes, clock at `testNow`). */
export function bookingDeps(db: Database, overrides: Partial<BookingDeps> = {}): BookingDeps {
  return {
    db,
    clock: testClock,
    catalogueCache: createCatalogueCache(db),
    holdMinutes: 30,
    ...overrides,
  };
}

/** Books `request` through the service (parsed with the public schema first). */
export function book(deps: BookingDeps, request: PublicBookingRequestInput) {
  return createPublicBooking(deps, publicBookingRequestSchema.parse(request));
}

/** Rows in each booking table. */
export async function bookingRowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const [row] = await database.sql`
    select
      (select count(*) from bookings)::int as bookings,
      (select count(*) from booking_guests)::int as booking_guests,
      (select count(*) from booking_vehicles)::int as booking_vehicles,
      (select count(*) from booking_facilities)::int as booking_facilities,
      (select count(*) from booking_activities)::int as booking_activities,
      (select count(*) from booking_residency_proofs)::int as booking_residency_proofs,
      (select count(*) from booking_donations)::int as booking_donations,
      (select count(*) from booking_events)::int as booking_events`;
  return { ...row };
}
