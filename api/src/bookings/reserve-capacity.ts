/**
 * The no-overbooking check, run inside the transaction that writes the booking:
 * 1. lock the catalogue rows of every facility and activity the booking takes
 *    (`SELECT … FOR UPDATE`), always facilities before activities and each by public id, so
 *    two bookings never wait on each other in a cycle;
 * 2. then, in later statements (each sees every booking committed before the lock was
 *    granted), read what is already held on every night and date concerned;
 * 3. add the booking's own lines in request order and refuse the first that would go beyond
 *    a facility's units on offer that night (its quantity less units down for maintenance,
 *    none on a night it is closed: facility_unavailability) less the units other partners'
 *    allocations still set aside from the booking's partner (none: the public, walk-ins and
 *    staff bookings without a partner; facility_allocations, unitsSetAside), or an activity's
 *    maximum_guests (none on a date it is closed: activity_unavailability).
 * Any other booking of the same facility or activity waits at step 1 until this transaction
 * commits or rolls back, so the last unit is sold once. Bookings of other facilities and
 * activities run in parallel.
 *
 * spec: staff-booking.md §5 ('{name} already selected and cannot go beyond the maximum
 * quantity.'; 'All slots are taken for that date. Choose a different date.');
 * api-contract.md §Bookings (409 CAPACITY_EXCEEDED); research/offline-checkin-anchors.md §3.
 */
import { type CalendarDate, eachNight } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { slotsOnOffer } from '@hifadhi/shared/pricing/activity-schedules';
import { unitsOnOffer, unitsSetAside } from '@hifadhi/shared/pricing/facility-schedules';
import { asc, inArray } from 'drizzle-orm';
import {
  type NightRange,
  readHeldFacilityLinesOf,
  readSlotsHeld,
  unitsHeldByPartnerPerNight,
  unitsHeldPerNight,
} from '../availability/held-capacity';
import { readActivityClosuresOf, readClosuresOf } from '../catalogue-admin/read-facility-schedules';
import type { Transaction } from '../db/database';
import { activities, facilities } from '../db/schema/catalogue';

/**
 * Units of a facility a line takes on each of its nights; `index` is its place in the request,
 * `path` the request field when not `facilities.{index}` (a camping multi-arrivals line's
 * `multi.{i}`).
 */
export interface FacilityHold {
  index: number;
  path?: string;
  facility_public_id: string;
  nights: NightRange;
  units_held: number;
}

/** Slots of an activity a line takes on its date; `index` is its place in the request. */
export interface ActivityHold {
  index: number;
  activity_public_id: string;
  date: CalendarDate;
  participants: number;
}

const sortedUnique = (ids: readonly string[]) => [...new Set(ids)].sort();

/** The nights from the earliest hold's first night up to the latest hold's end. */
export function spanOfHolds(holds: readonly { nights: NightRange }[]): NightRange {
  return {
    from: holds.map((hold) => hold.nights.from).sort()[0]!,
    until: holds
      .map((hold) => hold.nights.until)
      .sort()
      .at(-1)!,
  };
}

/**
 * Adds `take.units` of `take.id` to `held` (id → night → units) on each of its nights.
 * @throws DomainError CAPACITY_EXCEEDED '{name} already selected and cannot go beyond the
 * maximum quantity.' on `take.field` when a night would go beyond `offered(night)`.
 */
export function takeUnits(
  held: Map<string, Map<CalendarDate, number>>,
  take: { id: string; name: string; nights: NightRange; units: number; field: string },
  offered: (night: CalendarDate) => number,
): void {
  const perNight = held.get(take.id) ?? new Map<CalendarDate, number>();
  held.set(take.id, perNight);
  for (const night of eachNight(take.nights.from, take.nights.until)) {
    const units = (perNight.get(night) ?? 0) + take.units;
    if (units > offered(night)) {
      const message = messages.alreadySelectedMaximum(take.name);
      throw new DomainError('CAPACITY_EXCEEDED', message, { fields: { [take.field]: message } });
    }
    perNight.set(night, units);
  }
}

async function reserveFacilities(
  tx: Transaction,
  holds: readonly FacilityHold[],
  at: Date,
  party: string | null,
): Promise<void> {
  if (holds.length === 0) return;
  const ids = sortedUnique(holds.map((hold) => hold.facility_public_id));
  const locked = await tx
    .select({
      public_id: facilities.public_id,
      name: facilities.name,
      quantity: facilities.quantity,
    })
    .from(facilities)
    .where(inArray(facilities.public_id, ids))
    .orderBy(asc(facilities.public_id))
    .for('update');
  const span = spanOfHolds(holds);
  const [heldLines, closures] = await Promise.all([
    readHeldFacilityLinesOf(tx, ids, span, at),
    readClosuresOf(tx, ids, span),
  ]);
  const held = unitsHeldPerNight(heldLines, span);
  const byPartner = unitsHeldByPartnerPerNight(heldLines, span);
  const none = new Map<string, number>();
  for (const hold of holds) {
    const row = locked.find((candidate) => candidate.public_id === hold.facility_public_id)!;
    const facility = { ...row, ...closures.get(row.public_id) };
    takeUnits(
      held,
      {
        id: facility.public_id,
        name: facility.name,
        nights: hold.nights,
        units: hold.units_held,
        field: `${hold.path ?? `facilities.${hold.index}`}.public_id`,
      },
      (night) =>
        unitsOnOffer(facility, night) -
        unitsSetAside(facility, night, byPartner.get(row.public_id)?.get(night) ?? none, party),
    );
  }
}

async function reserveActivities(
  tx: Transaction,
  holds: readonly ActivityHold[],
  at: Date,
): Promise<void> {
  if (holds.length === 0) return;
  const ids = sortedUnique(holds.map((hold) => hold.activity_public_id));
  const locked = await tx
    .select({ public_id: activities.public_id, maximum_guests: activities.maximum_guests })
    .from(activities)
    .where(inArray(activities.public_id, ids))
    .orderBy(asc(activities.public_id))
    .for('update');
  const dates = sortedUnique(holds.map((hold) => hold.date));
  const held = new Map<string, number>();
  const [slotsHeld, closures] = await Promise.all([
    readSlotsHeld(tx, ids, dates, at),
    readActivityClosuresOf(tx, ids, dates),
  ]);
  for (const row of slotsHeld) {
    held.set(`${row.activity_public_id} ${row.date}`, row.slots);
  }
  for (const hold of holds) {
    const row = locked.find((candidate) => candidate.public_id === hold.activity_public_id)!;
    const activity = { ...row, unavailability: closures.get(row.public_id) };
    const key = `${hold.activity_public_id} ${hold.date}`;
    const slots = (held.get(key) ?? 0) + hold.participants;
    if (slots > slotsOnOffer(activity, hold.date)) {
      throw new DomainError('CAPACITY_EXCEEDED', messages.slotsTaken, {
        fields: { [`inventory.${hold.index}.date`]: messages.slotsTaken },
      });
    }
    held.set(key, slots);
  }
}

/**
 * Locks and checks (see the module comment) inside `tx`, counting bookings that hold
 * capacity at `at`, for a booking of partner `party` (its public id; null for a booking
 * without a partner).
 * @throws DomainError CAPACITY_EXCEEDED with the spec's message, on the field of the first
 * line that does not fit (`facilities.0.public_id` or `inventory.1.date`).
 */
export async function reserveCapacity(
  tx: Transaction,
  holds: { facilities: readonly FacilityHold[]; activities: readonly ActivityHold[] },
  at: Date,
  party: string | null,
): Promise<void> {
  await reserveFacilities(tx, holds.facilities, at, party);
  await reserveActivities(tx, holds.activities, at);
}
