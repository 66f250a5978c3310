/**
 * Availability as the public site asks for it: the units of each facility free on every night
 * of a stay, and the slots of an activity free on a date, at the instant of the clock. The
 * facilities' may leave out the holds of one booking (the one being amended: its guest keeps
 * its units, so the staff wizard shows them as free to it), and are counted for a party: the
 * public (and bookings without a partner) by default, or one partner, to whom its own
 * allocations are free (shared/src/pricing/facility-schedules.ts unitsSetAside).
 *
 * spec: api-contract.md §Availability; public-site.md §4 (available slots), §7 (check
 * facility availability, check inventory availability); staff-booking.md §2.2.
 */
import { type CalendarDate, eachNight } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { slotsOnOffer } from '@hifadhi/shared/pricing/activity-schedules';
import { unitsOnOffer, unitsSetAside } from '@hifadhi/shared/pricing/facility-schedules';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { readActivityClosuresOf } from '../catalogue-admin/read-facility-schedules';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { activities, partners } from '../db/schema/catalogue';
import { bookingInScope } from '../staff-bookings/staff-booking-read';
import {
  type HeldFacilityLine,
  heldNights,
  type NightRange,
  readHeldFacilityLines,
  readHeldFacilityLinesOfBooking,
  readSlotsHeld,
  readSlotsHeldByBooking,
  unitsHeldByPartnerPerNight,
  unitsHeldPerNight,
} from './held-capacity';

export interface AvailabilityDeps {
  db: Database;
  clock: Clock;
  /** Facilities' quantities come from the catalogue, kept current by its version check. */
  catalogueCache: CatalogueCache;
}

/** A facility's free capacity over a stay: units, and the guests those units take. */
export interface FacilityAvailability {
  public_id: string;
  /** Units free on every night of the stay (never below 0): the units on offer that night (none
   * while the facility is closed, fewer while units are down for maintenance) less those held
   * and those partners' allocations still set aside from the party asking. */
  available_units: number;
  /** available_units × the facility's maximum_guests. */
  available_guests: number;
}

/** A booking being amended, whose own holds count as free: its public id, and the partner it
 * must belong to (a partner user's own) or null for any booking. */
export interface BookingExcluded {
  booking: string;
  partner: string | null;
}

/**
 * The facility lines holding units over `stay` at `at`, and apart (`own`) those of booking
 * `exclude.booking` when given, to give back. Its own lines are read after the others, so a hold of
 * it lapsing in between can only make the units free fewer, never more than there are.
 */
async function linesHolding(
  deps: Pick<AvailabilityDeps, 'db'>,
  stay: NightRange,
  at: Date,
  exclude: BookingExcluded | undefined,
): Promise<{ catalogue_version: number; lines: HeldFacilityLine[]; own: HeldFacilityLine[] }> {
  const excluded =
    exclude === undefined ? null : await bookingInScope(deps.db, exclude.booking, exclude.partner);
  const { catalogue_version, lines } = await readHeldFacilityLines(deps.db, stay, at);
  const own =
    excluded === null ? [] : await readHeldFacilityLinesOfBooking(deps.db, excluded, stay, at);
  return { catalogue_version, lines, own };
}

/**
 * @throws DomainError NOT_FOUND 'Unknown partner: {id}' unless partner `partnerId` exists and
 * is not deleted (a suspended one may still look).
 */
async function requirePartner(db: Database, partnerId: string): Promise<void> {
  const [row] = await db
    .select({ public_id: partners.public_id })
    .from(partners)
    .where(and(eq(partners.public_id, partnerId), isNull(partners.deleted_at)));
  if (!row) throw new DomainError('NOT_FOUND', catalogueAdminMessages.partnerNotFound(partnerId));
}

/** `held` (partner → units) less `own` (partner → units). */
function lessOwn(
  held: ReadonlyMap<string, number> | undefined,
  own: ReadonlyMap<string, number> | undefined,
): ReadonlyMap<string, number> {
  const left = new Map(held);
  for (const [partner, units] of own ?? []) left.set(partner, (left.get(partner) ?? 0) - units);
  return left;
}

/**
 * Every facility (catalogue order) with the units free on every night from `checkIn` up to
 * `checkOut` (the night of `checkIn` for a day visit) to `party`: a partner's public id, or
 * none for the public and bookings without a partner. Free on a night = units on offer − units
 * held − units other partners' allocations still set aside (their own bookings counted against
 * them first). The units booking `exclude.booking` (a public id, one of partner
 * `exclude.partner`'s when not null) holds count as free when given.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found' for an `exclude.booking` no booking
 * has; NOT_FOUND 'Unknown partner: {id}' for a `party` no live partner has.
 */
export async function facilityAvailability(
  deps: AvailabilityDeps,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  exclude?: BookingExcluded,
  party?: string,
): Promise<FacilityAvailability[]> {
  const at = deps.clock.now();
  const stay = heldNights(checkIn, checkOut);
  if (party !== undefined) await requirePartner(deps.db, party);
  const { catalogue_version, lines, own } = await linesHolding(deps, stay, at, exclude);
  const snapshot = await deps.catalogueCache.snapshot(at, catalogue_version);
  const held = unitsHeldPerNight(lines, stay);
  const ownHeld = unitsHeldPerNight(own, stay);
  const byPartner = unitsHeldByPartnerPerNight(lines, stay);
  const ownByPartner = unitsHeldByPartnerPerNight(own, stay);
  const nights = eachNight(stay.from, stay.until);
  return snapshot.catalogue.facilities.map((facility) => {
    const id = facility.public_id;
    const perNight = held.get(id);
    const ownPerNight = ownHeld.get(id);
    const taken = (night: CalendarDate) =>
      (perNight?.get(night) ?? 0) - (ownPerNight?.get(night) ?? 0);
    const setAside = (night: CalendarDate) =>
      facility.allocations
        ? unitsSetAside(
            facility,
            night,
            lessOwn(byPartner.get(id)?.get(night), ownByPartner.get(id)?.get(night)),
            party ?? null,
          )
        : 0;
    const free = nights.map(
      (night) => unitsOnOffer(facility, night) - taken(night) - setAside(night),
    );
    const available_units = Math.max(0, Math.min(...free));
    return {
      public_id: id,
      available_units,
      available_guests: available_units * facility.maximum_guests,
    };
  });
}

/** An activity's free slots on a date. */
export interface ActivityAvailability {
  public_id: string;
  date: CalendarDate;
  /** maximum_guests (none on a date it is closed) less the slots held that date (never below 0). */
  available_slots: number;
}

/**
 * The slots of activity `publicId` free on `date`, counting the slots booking `excludeBooking`
 * (a public id) holds as free when given (the booking being amended keeps them).
 * @throws DomainError NOT_FOUND 'Unknown activity: {id}' for an activity the catalogue lacks;
 * BOOKING_NOT_FOUND 'Booking not found' for an `excludeBooking` no booking has.
 */
export async function activityAvailability(
  deps: Pick<AvailabilityDeps, 'db' | 'clock'>,
  publicId: string,
  date: CalendarDate,
  excludeBooking?: string,
): Promise<ActivityAvailability> {
  const at = deps.clock.now();
  const excluded =
    excludeBooking === undefined ? null : await bookingInScope(deps.db, excludeBooking, null);
  const [[row], held, closures] = await Promise.all([
    deps.db
      .select({ maximum_guests: activities.maximum_guests })
      .from(activities)
      .where(eq(activities.public_id, publicId)),
    readSlotsHeld(deps.db, [publicId], [date], at),
    readActivityClosuresOf(deps.db, [publicId], [date]),
  ]);
  if (!row) throw new DomainError('NOT_FOUND', messages.activityNotFound(publicId));
  // Read after the others, so a hold of it lapsing in between can only make fewer slots free.
  const own =
    excluded === null ? 0 : await readSlotsHeldByBooking(deps.db, excluded, publicId, date, at);
  const activity = { ...row, unavailability: closures.get(publicId) };
  const slots = (held[0]?.slots ?? 0) - own;
  return {
    public_id: publicId,
    date,
    available_slots: Math.max(0, slotsOnOffer(activity, date) - slots),
  };
}
