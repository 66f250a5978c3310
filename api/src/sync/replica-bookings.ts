/**
 * Bookings as the kiosk's replica holds them (`ReplicaBooking`), read in one batch per table
 * for a page of booking ids: the booking, its guests (with guest categories), vehicles,
 * facility and activity lines, payments, check-in events, current ticket code and the notes of
 * its unresolved alerts (`booking_alerts`; an alert's event stamps the booking changed),
 * whether its partner pays on account, and the member whose discounts priced it (membership
 * number, and what the discount took off each line) for the gate's receipt. Money is whole
 * units of the booking currency.
 *
 * spec: research offline-checkin-anchors.md §1 (orders with their positions and check-ins);
 * staff-booking.md §3.12 (booking as read back).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  bookingActivities,
  bookingFacilities,
  bookingGuests,
  bookings,
  bookingVehicles,
} from '../db/schema/bookings';
import { activities, conservationFees, facilities, vehicleFees } from '../db/schema/catalogue';
import { members } from '../db/schema/members';
import { payments } from '../db/schema/payments';
import { bookingAlerts } from '../db/schema/staff-bookings';
import { checkIns, devices } from '../db/schema/sync';
import { bookingTickets } from '../db/schema/tickets';
import { bookingsOnAccount } from '../staff-bookings/booking-on-account';

/** Whole units from a stored `numeric(14,2)` amount ("48160.00"). */
const whole = (amount: string) => Number.parseInt(amount, 10);

/** A line's `member_discount` (whole units) when the member's discount took something off. */
function memberDiscountOf(stored: string): { member_discount?: number } {
  const amount = whole(stored);
  return amount > 0 ? { member_discount: amount } : {};
}

function byBooking<T extends { booking_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.booking_id, [...(groups.get(row.booking_id) ?? []), row]);
  return groups;
}

/** The replica form of the bookings with internal ids `ids`, in the order of `ids`. */
export async function readReplicaBookings(
  db: Executor,
  ids: readonly number[],
): Promise<ReplicaBooking[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [
    bookingRows,
    guests,
    vehicles,
    facilityLines,
    activityLines,
    paymentRows,
    events,
    tickets,
    alerts,
    onAccount,
    memberNumbers,
  ] = await Promise.all([
    db.select().from(bookings).where(inArray(bookings.id, idList)),
    db
      .select({
        booking_id: bookingGuests.booking_id,
        payment_public_id: bookingGuests.payment_public_id,
        payment_person: conservationFees.payment_person,
        payment_guests: bookingGuests.payment_guests,
        amount: bookingGuests.amount,
        member_discount: bookingGuests.member_discount_amount,
      })
      .from(bookingGuests)
      .innerJoin(
        conservationFees,
        eq(conservationFees.payment_public_id, bookingGuests.payment_public_id),
      )
      .where(inArray(bookingGuests.booking_id, idList))
      .orderBy(asc(bookingGuests.id)),
    db
      .select({
        booking_id: bookingVehicles.booking_id,
        vehicle_public_id: bookingVehicles.vehicle_public_id,
        vehicle_charge_category: vehicleFees.vehicle_charge_category,
        vehicles: bookingVehicles.vehicles,
        amount: bookingVehicles.amount,
      })
      .from(bookingVehicles)
      .innerJoin(vehicleFees, eq(vehicleFees.vehicle_public_id, bookingVehicles.vehicle_public_id))
      .where(inArray(bookingVehicles.booking_id, idList))
      .orderBy(asc(bookingVehicles.id)),
    db
      .select({
        booking_id: bookingFacilities.booking_id,
        facility_booking_public_id: bookingFacilities.facility_booking_public_id,
        facility_public_id: bookingFacilities.facility_public_id,
        facility_name: facilities.name,
        start_date: bookingFacilities.start_date,
        end_date: bookingFacilities.end_date,
        adults: bookingFacilities.adults,
        children: bookingFacilities.children,
        number_of_rooms: bookingFacilities.number_of_rooms,
        amount: bookingFacilities.amount,
        member_discount: bookingFacilities.member_discount_amount,
      })
      .from(bookingFacilities)
      .innerJoin(facilities, eq(facilities.public_id, bookingFacilities.facility_public_id))
      .where(inArray(bookingFacilities.booking_id, idList))
      .orderBy(asc(bookingFacilities.id)),
    db
      .select({
        booking_id: bookingActivities.booking_id,
        inventory_booking_public_id: bookingActivities.inventory_booking_public_id,
        activity_public_id: bookingActivities.activity_public_id,
        inventory_name: activities.name,
        date: bookingActivities.date,
        adults: bookingActivities.adults,
        children: bookingActivities.children,
        rangers: bookingActivities.rangers,
        amount: bookingActivities.amount,
        member_discount: bookingActivities.member_discount_amount,
      })
      .from(bookingActivities)
      .innerJoin(activities, eq(activities.public_id, bookingActivities.activity_public_id))
      .where(inArray(bookingActivities.booking_id, idList))
      .orderBy(asc(bookingActivities.id)),
    db
      .select({
        booking_id: payments.booking_id,
        payment_public_id: payments.payment_public_id,
        method: payments.method,
        status: payments.status,
        amount: payments.credit_amount,
        currency: payments.payable_currency,
        reference: payments.provider_reference,
        created_at: payments.created_at,
        paid_at: payments.settled_at,
      })
      .from(payments)
      .where(inArray(payments.booking_id, idList))
      .orderBy(asc(payments.id)),
    db
      .select({
        booking_id: checkIns.booking_id,
        check_in_public_id: checkIns.check_in_public_id,
        direction: checkIns.direction,
        gate_public_id: checkIns.gate_public_id,
        device_public_id: devices.device_public_id,
        device_time: checkIns.device_time,
        server_time: checkIns.server_time,
        forced: checkIns.forced,
      })
      .from(checkIns)
      .leftJoin(devices, eq(devices.id, checkIns.device_id))
      .where(inArray(checkIns.booking_id, idList))
      .orderBy(asc(checkIns.device_time), asc(checkIns.id)),
    db
      .select({ booking_id: bookingTickets.booking_id, ticket_code: bookingTickets.ticket_code })
      .from(bookingTickets)
      .where(and(inArray(bookingTickets.booking_id, idList), isNull(bookingTickets.revoked_at))),
    db
      .select({ booking_id: bookingAlerts.booking_id, note: bookingAlerts.note })
      .from(bookingAlerts)
      .where(and(inArray(bookingAlerts.booking_id, idList), isNull(bookingAlerts.resolved_at)))
      .orderBy(asc(bookingAlerts.id)),
    bookingsOnAccount(db, idList),
    db
      .select({ booking_id: bookings.id, number: members.member_reference_number })
      .from(bookings)
      .innerJoin(members, sql`${members.public_id}::text = ${bookings.member_public_id}`)
      .where(inArray(bookings.id, idList)),
  ]);
  const guestsOf = byBooking(guests);
  const vehiclesOf = byBooking(vehicles);
  const facilitiesOf = byBooking(facilityLines);
  const activitiesOf = byBooking(activityLines);
  const paymentsOf = byBooking(
    paymentRows.flatMap((row) =>
      row.booking_id === null ? [] : [{ ...row, booking_id: row.booking_id }],
    ),
  );
  const eventsOf = byBooking(events);
  const ticketOf = new Map(tickets.map((row) => [row.booking_id, row.ticket_code]));
  const alertsOf = byBooking(alerts);
  const rowOf = new Map(bookingRows.map((row) => [row.id, row]));
  const memberNumberOf = new Map(memberNumbers.map((row) => [row.booking_id, row.number]));

  return idList.flatMap((id) => {
    const b = rowOf.get(id);
    if (b === undefined) return [];
    const bookingGuestsOf = guestsOf.get(id) ?? [];
    const activeAlerts = (alertsOf.get(id) ?? []).map((alert) => alert.note);
    return [
      {
        booking_public_id: b.booking_public_id,
        booking_ref_code: b.booking_ref_code,
        source: b.source,
        booking_status: b.booking_status,
        booking_payment_status: b.booking_payment_status,
        currency: currencyCode.parse(b.currency),
        check_in_date: b.check_in,
        check_out_date: b.check_out,
        first_name: b.first_name,
        last_name: b.last_name,
        email: b.email,
        phone: b.phone,
        country: b.country,
        entry_point: b.entry_point,
        mode_registration: b.mode_registration,
        partner_public_id: b.partner_public_id,
        guest_total: bookingGuestsOf.reduce((sum, line) => sum + line.payment_guests, 0),
        total_cost: whole(b.total_cost),
        amount_due: whole(b.amount_due),
        booking_payment_balance: whole(b.booking_payment_balance),
        ...(memberNumberOf.has(id) ? { member_reference_number: memberNumberOf.get(id) } : {}),
        guests: bookingGuestsOf.map(({ booking_id, amount, member_discount, ...line }) => ({
          ...line,
          amount: whole(amount),
          ...memberDiscountOf(member_discount),
        })),
        vehicles: (vehiclesOf.get(id) ?? []).map(({ booking_id, amount, ...line }) => ({
          ...line,
          amount: whole(amount),
        })),
        facility_bookings: (facilitiesOf.get(id) ?? []).map(
          ({ booking_id, amount, member_discount, ...line }) => ({
            ...line,
            amount: whole(amount),
            ...memberDiscountOf(member_discount),
          }),
        ),
        inventory_bookings: (activitiesOf.get(id) ?? []).map(
          ({ booking_id, amount, member_discount, ...line }) => ({
            ...line,
            amount: whole(amount),
            ...memberDiscountOf(member_discount),
          }),
        ),
        payments: (paymentsOf.get(id) ?? []).map(
          ({ booking_id, amount, currency, ...payment }) => ({
            ...payment,
            amount: whole(amount),
            currency: currencyCode.parse(currency),
            created_at: payment.created_at.toISOString(),
            paid_at: payment.paid_at?.toISOString() ?? null,
          }),
        ),
        check_ins: (eventsOf.get(id) ?? []).map(({ booking_id, ...event }) => ({
          ...event,
          device_time: event.device_time.toISOString(),
          server_time: event.server_time.toISOString(),
        })),
        ticket_code: ticketOf.get(id) ?? null,
        ...(activeAlerts.length > 0 ? { active_alerts: activeAlerts } : {}),
        ...(onAccount.has(id) ? { on_account: true } : {}),
      },
    ];
  });
}
