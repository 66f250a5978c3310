/**
 * What the booking confirmation e-mail shows, read from the booking's tables: the guest's first
 * name and e-mail, the booking reference, check-in and check-out, the guests per guest category
 * with the guest total, the accommodation and activity lines, the vehicle count, and the money
 * (total, donations, amount due, paid, balance) in whole units of the booking currency.
 *
 * spec: public-site.md §2.13 (Booking confirmed page); §3 "Booking (read back)".
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  bookingActivities,
  bookingFacilities,
  bookingGuests,
  bookings,
  bookingVehicles,
} from '../db/schema/bookings';
import { activities, conservationFees, facilities } from '../db/schema/catalogue';

export interface BookingConfirmationDetails {
  booking_public_id: string;
  booking_ref_code: string;
  first_name: string;
  email: string;
  check_in_date: string;
  check_out_date: string;
  guest_total: number;
  guests: { payment_person: string; payment_guests: number }[];
  facilities: { facility_name: string; start_date: string; end_date: string }[];
  activities: { inventory_name: string; date: string; adults: number; children: number }[];
  vehicle_count: number;
  currency: CurrencyCode;
  /** Grand total, whole units of `currency`. */
  total_cost: number;
  /** Donations on the booking. */
  donations: number;
  /** Total plus donations. */
  amount_due: number;
  /** Amount due minus the balance. */
  amount_paid: number;
  booking_payment_balance: number;
}

const whole = (value: string | null) => new Decimal(value ?? 0).toNumber();

/**
 * The confirmation details of booking `bookingId`.
 * @throws Error when the booking does not exist.
 */
export async function readBookingConfirmationDetails(
  db: Executor,
  bookingId: number,
): Promise<BookingConfirmationDetails> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`Booking ${bookingId} does not exist`);
  const [guests, facilityLines, activityLines, [vehicles]] = await Promise.all([
    db
      .select({
        payment_person: conservationFees.payment_person,
        payment_guests: bookingGuests.payment_guests,
      })
      .from(bookingGuests)
      .innerJoin(
        conservationFees,
        eq(conservationFees.payment_public_id, bookingGuests.payment_public_id),
      )
      .where(eq(bookingGuests.booking_id, bookingId))
      .orderBy(asc(conservationFees.sort_order)),
    db
      .select({
        facility_name: facilities.name,
        start_date: bookingFacilities.start_date,
        end_date: bookingFacilities.end_date,
      })
      .from(bookingFacilities)
      .innerJoin(facilities, eq(facilities.public_id, bookingFacilities.facility_public_id))
      .where(eq(bookingFacilities.booking_id, bookingId))
      .orderBy(asc(bookingFacilities.id)),
    db
      .select({
        inventory_name: activities.name,
        date: bookingActivities.date,
        adults: sql<number>`(${bookingActivities.adults} + ${bookingActivities.extra_pax_adults} + ${bookingActivities.rangers})::int`,
        children: sql<number>`(${bookingActivities.children} + ${bookingActivities.extra_pax_children})::int`,
      })
      .from(bookingActivities)
      .innerJoin(activities, eq(activities.public_id, bookingActivities.activity_public_id))
      .where(eq(bookingActivities.booking_id, bookingId))
      .orderBy(asc(bookingActivities.date), asc(bookingActivities.id)),
    db
      .select({ count: sql<number>`coalesce(sum(${bookingVehicles.vehicles}), 0)::int` })
      .from(bookingVehicles)
      .where(eq(bookingVehicles.booking_id, bookingId)),
  ]);
  const amountDue = whole(booking.amount_due);
  const balance = whole(booking.booking_payment_balance);
  const totalCost = whole(booking.total_cost);
  return {
    booking_public_id: booking.booking_public_id,
    booking_ref_code: booking.booking_ref_code,
    first_name: booking.first_name,
    email: booking.email,
    check_in_date: booking.check_in,
    check_out_date: booking.check_out,
    guest_total: guests.reduce((sum, guest) => sum + guest.payment_guests, 0),
    guests: guests.filter((guest) => guest.payment_guests > 0),
    facilities: facilityLines,
    activities: activityLines,
    vehicle_count: vehicles?.count ?? 0,
    currency: booking.currency as CurrencyCode,
    total_cost: totalCost,
    donations: amountDue - totalCost,
    amount_due: amountDue,
    amount_paid: amountDue - balance,
    booking_payment_balance: balance,
  };
}
