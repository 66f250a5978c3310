/**
 * What the replica knows of capacity, checked before a walk-in is taken (and its cash with
 * it), so the gate never sells what the server would refuse: units of each facility per night
 * and slots of each activity per date held by the window's bookings (held, confirmed or checked
 * in) and by the walk-ins made here whose server copy has not arrived, against the units on
 * offer each night (none while the facility is closed, fewer while units are down for
 * maintenance, less what partners' allocations still set aside: a walk-in is never a partner
 * booking) and the slots on offer each date (none while the activity is closed). Counted as
 * the server counts (`unitsHeld`, `activityParticipants`, `unitsSetAside`); nights outside the
 * replica's window are not known here and left to the server.
 *
 * spec: staff-booking.md §5 ('{name} already selected and cannot go beyond the maximum
 * quantity.', 'All slots are taken for that date. Choose a different date.');
 * membership-backoffice.md §3 (allocations); api/src/bookings/reserve-capacity.ts.
 */
import type { Activity, Facility } from '@hifadhi/shared/catalogue/catalogue';
import { addDays, type CalendarDate, eachNight } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { slotsOnOffer } from '@hifadhi/shared/pricing/activity-schedules';
import { unitsOnOffer, unitsSetAside } from '@hifadhi/shared/pricing/facility-schedules';
import { activityParticipants, unitsHeld } from '@hifadhi/shared/pricing/units-held';
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';
import type { ReplicaBooking, ReplicaCatalogue } from '@hifadhi/shared/schemas/sync';
import type { ReplicaDatabase } from './replica-database';

type FacilityLine = QuoteRequest['facilities'][number];
type ActivityLine = QuoteRequest['inventory'][number];

/** The nights a facility line takes: start up to end, or the start date alone for day use. */
function nightsOf(start: CalendarDate, end: CalendarDate): CalendarDate[] {
  return eachNight(start, end > start ? end : addDays(start, 1));
}

/** Bookings that hold capacity and touch [from, to]: the replica's and walk-ins made here. */
function holdingBookings(db: ReplicaDatabase, from: CalendarDate, to: CalendarDate) {
  const rows = db
    .prepare(
      `select body from bookings
       where booking_status in ('held', 'confirmed', 'checked_in')
         and check_in_date <= @to and check_out_date >= @from
       union all
       select body from local_walk_ins
       where booking_public_id not in (select booking_public_id from bookings)`,
    )
    .pluck()
    .all({ from, to }) as string[];
  return rows.map((body) => JSON.parse(body) as ReplicaBooking);
}

/** `unitsHeld` of a booked facility line, as the server counted it when it took it. */
function bookedUnits(line: ReplicaBooking['facility_bookings'][number], facility: Facility) {
  return unitsHeld(
    {
      number_of_rooms: line.number_of_rooms,
      adults: line.adults,
      children: line.children,
    } as FacilityLine,
    facility,
  );
}

/**
 * Checks `request`'s facilities and activities against what the replica holds.
 * @throws DomainError CAPACITY_EXCEEDED with the spec's message on the first full line.
 */
export function checkReplicaCapacity(
  db: ReplicaDatabase,
  catalogue: ReplicaCatalogue,
  request: Pick<QuoteRequest, 'check_in' | 'check_out' | 'facilities' | 'inventory'>,
): void {
  if (request.facilities.length === 0 && request.inventory.length === 0) return;
  const booked = holdingBookings(db, request.check_in, request.check_out);
  const unitsTaken = new Map<string, number>();
  const take = (facility: string, night: CalendarDate, units: number) => {
    const key = `${facility} ${night}`;
    const total = (unitsTaken.get(key) ?? 0) + units;
    unitsTaken.set(key, total);
    return total;
  };
  /** Per facility and night: partner public id → units its bookings hold. */
  const heldByPartner = new Map<string, Map<string, number>>();
  const holdForPartner = (key: string, partner: string, units: number) => {
    const held = heldByPartner.get(key) ?? new Map<string, number>();
    held.set(partner, (held.get(partner) ?? 0) + units);
    heldByPartner.set(key, held);
  };
  const facilityOf = (id: string) => catalogue.facilities.find((f) => f.public_id === id);
  for (const booking of booked) {
    for (const line of booking.facility_bookings) {
      const facility = facilityOf(line.facility_public_id);
      if (!facility) continue;
      const units = bookedUnits(line, facility);
      for (const night of nightsOf(line.start_date, line.end_date)) {
        take(facility.public_id, night, units);
        if (booking.partner_public_id) {
          holdForPartner(`${facility.public_id} ${night}`, booking.partner_public_id, units);
        }
      }
    }
  }
  request.facilities.forEach((line, index) => {
    const facility = facilityOf(line.public_id);
    if (!facility) return;
    const units = unitsHeld(line, facility);
    const start = line.start_date ?? request.check_in;
    for (const night of nightsOf(start, line.end_date ?? request.check_out)) {
      const partnersHold = heldByPartner.get(`${facility.public_id} ${night}`) ?? new Map();
      const open =
        unitsOnOffer(facility, night) - unitsSetAside(facility, night, partnersHold, null);
      if (take(facility.public_id, night, units) > open) {
        const message = messages.alreadySelectedMaximum(facility.name);
        throw new DomainError('CAPACITY_EXCEEDED', message, {
          fields: { [`facilities.${index}.public_id`]: message },
        });
      }
    }
  });

  const slotsTaken = new Map<string, number>();
  const activityOf = (id: string) => catalogue.activities.find((a) => a.public_id === id);
  for (const booking of booked) {
    for (const line of booking.inventory_bookings) {
      const key = `${line.activity_public_id} ${line.date}`;
      slotsTaken.set(key, (slotsTaken.get(key) ?? 0) + line.adults + line.children);
    }
  }
  request.inventory.forEach((line: ActivityLine, index) => {
    const activity: Activity | undefined = activityOf(line.public_id);
    if (!activity) return;
    const key = `${activity.public_id} ${line.date}`;
    const slots = (slotsTaken.get(key) ?? 0) + activityParticipants(line, activity);
    if (slots > slotsOnOffer(activity, line.date)) {
      throw new DomainError('CAPACITY_EXCEEDED', messages.slotsTaken, {
        fields: { [`inventory.${index}.date`]: messages.slotsTaken },
      });
    }
    slotsTaken.set(key, slots);
  });
}
