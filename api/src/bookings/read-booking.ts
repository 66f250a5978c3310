/**
 * Reads a booking back by its public id as the public site shows it: contact details, stay,
 * guests per category, facility and activity lines, the priced lines (as the quote gave
 * them, external accommodation at partner lodges among them), money in whole units of the booking currency, the rates it was priced at, and its
 * payments. A held booking whose hold has lapsed reads as expired at once, before the sweep
 * marks it so.
 *
 * spec: public-site.md §3 "Booking (read back)", §2.13; api-contract.md §Bookings.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { BookingRead, BookingStatus } from '@hifadhi/shared/schemas/booking';
import type { QuoteLine } from '@hifadhi/shared/schemas/quote';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Executor } from '../db/database';
import {
  bookingActivities,
  bookingDonations,
  bookingFacilities,
  bookingGuests,
  bookings,
  bookingVehicles,
} from '../db/schema/bookings';
import {
  activities,
  causes,
  conservationFees,
  currencies,
  facilities,
  vehicleFees,
} from '../db/schema/catalogue';
import {
  bookingExternalFacilities,
  partnerLodges,
} from '../db/schema/partner-lodges-and-school-fees';
import { bookingPayments } from '../payments/payment-status';
import { holdLapsed } from './booking-hold';
import { isBookingPublicId } from './booking-public-id';

/** booking_type_id of an individual booking (public-site.md §9, individual gate entry). */
export const INDIVIDUAL_BOOKING_TYPE_ID = 'FF9330A3';

export interface ReadBookingDeps {
  /** The database, or a transaction to read the booking in. */
  db: Executor;
  clock: Clock;
}

/** Whole units from a stored `numeric(14,2)` amount ("48160.00"). */
const whole = (amount: string) => Number.parseInt(amount, 10);

/**
 * The status a visitor sees at `now`: a lapsed hold (unpaid, or paid less than its payment
 * schedule asks) is expired.
 */
function statusAt(
  booking: Pick<
    typeof bookings.$inferSelect,
    'booking_status' | 'hold_expires_at' | 'booking_payment_status'
  >,
  now: Date,
): BookingStatus {
  return holdLapsed(booking, now) ? 'expired' : booking.booking_status;
}

/**
 * The booking `bookingPublicId` as read back, with its payments (oldest first).
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found' for an unknown or malformed id.
 */
export async function readBooking(
  deps: ReadBookingDeps,
  bookingPublicId: string,
): Promise<BookingRead> {
  const notFound = () => new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  if (!isBookingPublicId(bookingPublicId)) throw notFound();
  const { db } = deps;
  const [booking] = await db
    .select({ booking: bookings, currency_name: currencies.currency_name })
    .from(bookings)
    .innerJoin(currencies, eq(currencies.currency_public_id, bookings.currency))
    .where(eq(bookings.booking_public_id, bookingPublicId));
  if (!booking) throw notFound();
  const { id } = booking.booking;
  const [guests, vehicles, facilityLines, activityLines, donations, externalLines] =
    await Promise.all([
      db
        .select({ line: bookingGuests, payment_person: conservationFees.payment_person })
        .from(bookingGuests)
        .innerJoin(
          conservationFees,
          eq(conservationFees.payment_public_id, bookingGuests.payment_public_id),
        )
        .where(eq(bookingGuests.booking_id, id))
        .orderBy(asc(bookingGuests.id)),
      db
        .select({ line: bookingVehicles, category: vehicleFees.vehicle_charge_category })
        .from(bookingVehicles)
        .innerJoin(
          vehicleFees,
          eq(vehicleFees.vehicle_public_id, bookingVehicles.vehicle_public_id),
        )
        .where(eq(bookingVehicles.booking_id, id))
        .orderBy(asc(bookingVehicles.id)),
      db
        .select({ line: bookingFacilities, name: facilities.name })
        .from(bookingFacilities)
        .innerJoin(facilities, eq(facilities.public_id, bookingFacilities.facility_public_id))
        .where(eq(bookingFacilities.booking_id, id))
        .orderBy(asc(bookingFacilities.id)),
      db
        .select({ line: bookingActivities, name: activities.name })
        .from(bookingActivities)
        .innerJoin(activities, eq(activities.public_id, bookingActivities.activity_public_id))
        .where(eq(bookingActivities.booking_id, id))
        .orderBy(asc(bookingActivities.id)),
      db
        .select({ line: bookingDonations, cause: causes.name })
        .from(bookingDonations)
        .leftJoin(causes, eq(causes.public_id, bookingDonations.cause_public_id))
        .where(eq(bookingDonations.booking_id, id))
        .orderBy(asc(bookingDonations.id)),
      db
        .select({ line: bookingExternalFacilities, name: partnerLodges.name })
        .from(bookingExternalFacilities)
        .innerJoin(
          partnerLodges,
          eq(partnerLodges.public_id, bookingExternalFacilities.lodge_public_id),
        )
        .where(eq(bookingExternalFacilities.booking_id, id))
        .orderBy(asc(bookingExternalFacilities.id)),
    ]);

  const b = booking.booking;
  const currency = currencyCode.parse(b.currency);
  const lines: QuoteLine[] = [
    ...guests.map(({ line, payment_person }) => ({
      kind: 'conservation' as const,
      ref: line.payment_public_id,
      description: payment_person,
      quantity: line.payment_guests,
      amount: whole(line.amount),
    })),
    ...vehicles.map(({ line, category }) => ({
      kind: 'vehicle' as const,
      ref: line.vehicle_public_id,
      description: category,
      quantity: line.vehicles,
      amount: whole(line.amount),
    })),
    ...facilityLines.map(({ line, name }) => ({
      kind: 'accommodation' as const,
      ref: line.facility_public_id,
      description: name,
      quantity: line.units_held,
      amount: whole(line.amount),
    })),
    ...externalLines.map(({ line, name }) => ({
      kind: 'external_accommodation' as const,
      ref: line.lodge_public_id,
      description: name,
      quantity: line.rooms,
      amount: whole(line.amount),
    })),
    ...activityLines.map(({ line, name }) => ({
      kind: 'activity' as const,
      ref: line.activity_public_id,
      description: name,
      quantity: line.participants,
      amount: whole(line.amount),
    })),
    ...donations.map(({ line, cause }) => ({
      kind: 'donation' as const,
      ref: line.cause_public_id ?? '',
      description: cause ?? 'Donation',
      quantity: 1,
      amount: whole(line.booking_amount),
    })),
  ];
  const status = statusAt(b, deps.clock.now());

  return {
    booking_public_id: b.booking_public_id,
    booking_ref_code: b.booking_ref_code,
    booking_type_id: INDIVIDUAL_BOOKING_TYPE_ID,
    booking_status: status,
    booking_details: {
      first_name: b.first_name,
      last_name: b.last_name,
      email_address: b.email,
      phone_number: b.phone,
    },
    check_in_date: b.check_in,
    check_out_date: b.check_out,
    guest_total: guests.reduce((sum, { line }) => sum + line.payment_guests, 0),
    guests: guests.map(({ line, payment_person }) => ({
      payment_public_id: line.payment_public_id,
      payment_person,
      payment_guests: line.payment_guests,
    })),
    vehicle_count: vehicles.reduce((sum, { line }) => sum + line.vehicles, 0),
    facility_bookings: facilityLines.map(({ line, name }) => ({
      facility_booking_public_id: line.facility_booking_public_id,
      facility_public_id: line.facility_public_id,
      facility_name: name,
      facility_booking_check_in_date: line.start_date,
      facility_booking_check_out_date: line.end_date,
      facility_booking_adults: line.adults,
      facility_booking_children: line.children,
      no_of_rooms: line.number_of_rooms,
      facility_booking_currency: currency,
      facility_booking_total_cost: whole(line.amount),
    })),
    inventory_bookings: activityLines.map(({ line, name }) => ({
      inventory_booking_public_id: line.inventory_booking_public_id,
      inventory_id: line.activity_public_id,
      inventory_name: name,
      inventory_booking_date: line.date,
      inventory_booking_adults: line.adults,
      inventory_booking_children: line.children,
      inventory_booking_currency: currency,
      inventory_booking_cost_per_adult: Number(line.cost_per_adult),
      inventory_booking_cost_per_child: Number(line.cost_per_child),
      inventory_booking_total_cost: whole(line.amount),
    })),
    currency,
    booking_currency_name: booking.currency_name,
    total_cost: whole(b.total_cost),
    booking_payment_balance: whole(b.booking_payment_balance),
    // A complimentary (FOC) booking has nothing left to pay: the public site shows it Paid.
    booking_payment_status: b.booking_payment_status === 'FOC' ? 'Paid' : b.booking_payment_status,
    currency_buying_rate_at_time: b.currency_buying_rate_at_time,
    currency_selling_rate_at_time: b.currency_selling_rate_at_time,
    hold_expires_at:
      status === 'held' && b.hold_expires_at ? b.hold_expires_at.toISOString() : null,
    created_at: b.created_at.toISOString(),
    lines,
    payments: await bookingPayments(db, id),
  };
}
