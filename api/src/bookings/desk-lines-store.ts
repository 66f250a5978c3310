/**
 * What a booking keeps of the staff desk's lines beyond booking_facilities (booking-lines.ts):
 * the arrivals of its camping multi-arrivals lines and its external accommodation lines, and
 * the no-overbooking check of partner lodges' rooms. A lodge's rooms are held like a facility's
 * units: an external line holds `rooms` on each night from its start date up to its end date
 * (its start date for day use) until its holds_until, which triggers keep from its booking
 * (migration 0034). Run both inside the transaction that writes the booking, after
 * reserveCapacity (facilities, then activities, then lodges: locks are always taken in that
 * order, each by public id).
 *
 * spec: staff-booking.md §2.3, §2.4, §3.8, §3.9, §5 ('{name} already selected and cannot go
 * beyond the maximum quantity.'), §7 (check_date_external_facility_availability);
 * api-contract.md §Bookings (409 CAPACITY_EXCEEDED).
 */
import { asc, inArray, sql } from 'drizzle-orm';
import {
  type HeldFacilityLine,
  type NightRange,
  unitsHeldPerNight,
} from '../availability/held-capacity';
import type { Executor, Transaction } from '../db/database';
import { bookingFacilities } from '../db/schema/bookings';
import {
  bookingCampingArrivals,
  bookingExternalFacilities,
  partnerLodges,
} from '../db/schema/partner-lodges-and-school-fees';
import type { BookingLines, ExternalFacilityLineRow } from './booking-lines';
import { discountColumns } from './line-discounts';
import { spanOfHolds, takeUnits } from './reserve-capacity';

const lines = bookingExternalFacilities;

/**
 * The external lines of `lodgeIds` (every lodge when null) holding rooms on a night of `range`
 * at `at`, shaped as facility lines (the lodge as the facility, rooms as units) so
 * `unitsHeldPerNight` adds them up; those of booking `excludeBookingId` (its internal id: the
 * booking being amended, which keeps its rooms) left out when given.
 */
export async function readHeldLodgeRooms(
  db: Executor,
  lodgeIds: readonly string[] | null,
  range: NightRange,
  at: Date,
  excludeBookingId?: number,
): Promise<HeldFacilityLine[]> {
  if (lodgeIds?.length === 0) return [];
  const rows = await db.execute<HeldFacilityLine>(sql`
    select ${lines.lodge_public_id} as facility_public_id, ${lines.start_date} as start_date,
      ${lines.end_date} as end_date, ${lines.rooms} as units_held
    from ${lines}
    where daterange(${lines.start_date}, greatest(${lines.end_date}, ${lines.start_date} + 1))
        && daterange(${range.from}::date, ${range.until}::date)
      and ${lines.holds_until} is not null and ${lines.holds_until} > ${at.toISOString()}::timestamptz
      ${lodgeIds ? sql`and ${inArray(lines.lodge_public_id, [...lodgeIds])}` : sql``}
      ${excludeBookingId === undefined ? sql`` : sql`and ${lines.booking_id} <> ${excludeBookingId}`}`);
  return [...rows];
}

/**
 * Locks the lodges of `holds` and refuses the first line that would take more rooms on a night
 * than its lodge offers, counting the lines that hold rooms at `at` and the earlier lines of
 * this booking.
 * @throws DomainError CAPACITY_EXCEEDED '{name} already selected and cannot go beyond the
 * maximum quantity.' on `external_facilities.{index}.public_id`.
 */
export async function reserveLodgeRooms(
  tx: Transaction,
  holds: readonly Pick<ExternalFacilityLineRow, 'index' | 'lodge_public_id' | 'nights' | 'rooms'>[],
  at: Date,
): Promise<void> {
  if (holds.length === 0) return;
  const ids = [...new Set(holds.map((hold) => hold.lodge_public_id))].sort();
  const locked = await tx
    .select({
      public_id: partnerLodges.public_id,
      name: partnerLodges.name,
      quantity: partnerLodges.quantity,
    })
    .from(partnerLodges)
    .where(inArray(partnerLodges.public_id, ids))
    .orderBy(asc(partnerLodges.public_id))
    .for('update');
  const span = spanOfHolds(holds);
  const held = unitsHeldPerNight(await readHeldLodgeRooms(tx, ids, span, at), span);
  for (const hold of holds) {
    const lodge = locked.find((row) => row.public_id === hold.lodge_public_id)!;
    takeUnits(
      held,
      {
        id: lodge.public_id,
        name: lodge.name,
        nights: hold.nights,
        units: hold.rooms,
        field: `external_facilities.${hold.index}.public_id`,
      },
      () => lodge.quantity,
    );
  }
}

/**
 * Writes booking `booking_id`'s external accommodation lines and the arrivals of its camping
 * multi-arrivals lines (their facility rows must be written first, with the public ids
 * booking-lines.ts gave them).
 */
export async function insertDeskLines(
  tx: Transaction,
  booking_id: number,
  booked: Pick<BookingLines, 'external_facilities' | 'camping_arrivals'>,
): Promise<void> {
  if (booked.external_facilities.length > 0) {
    await tx.insert(bookingExternalFacilities).values(
      booked.external_facilities.map(({ index, nights, amount, discounts, ...line }) => ({
        ...line,
        booking_id,
        amount: String(amount),
        ...discountColumns(discounts),
      })),
    );
  }
  if (booked.camping_arrivals.length === 0) return;
  const publicIds = [...new Set(booked.camping_arrivals.map((a) => a.facility_booking_public_id))];
  const rows = await tx
    .select({ id: bookingFacilities.id, public_id: bookingFacilities.facility_booking_public_id })
    .from(bookingFacilities)
    .where(inArray(bookingFacilities.facility_booking_public_id, publicIds));
  const idOf = new Map(rows.map((row) => [row.public_id, row.id]));
  await tx.insert(bookingCampingArrivals).values(
    booked.camping_arrivals.map(({ facility_booking_public_id, ...arrival }) => {
      const booking_facility_id = idOf.get(facility_booking_public_id);
      if (booking_facility_id === undefined) {
        throw new Error(`No facility line ${facility_booking_public_id} for its camping arrivals`);
      }
      return { ...arrival, booking_facility_id };
    }),
  );
}
