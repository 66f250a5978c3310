/**
 * Postponing a booking (`POST /bookings/{id}/postpone` `{ check_in, reason? }`): every line
 * moves by the same number of days, from the booking's check-in to the new one — the stay
 * (conservation and vehicle fees are charged on it), each facility line's start and end (and
 * its camping arrivals'), each external accommodation line's, each activity's date — so each
 * keeps its nights. Run by `runLifecycleStep`: one transaction that
 * checks the lifecycle table (held and confirmed bookings only, else 409 INVALID_TRANSITION)
 * and appends one `postponed` event with the staff user, the reason, the old and the new stay
 * and the days moved. Postponing to the check-in it already has changes nothing (a retry).
 *
 * The booking keeps its prices: the stored line amounts, totals, payments and balance stay as
 * they are, whatever the rates on the new dates; postponing is not amending (staff-booking.md §4
 * "Postponing keeps the number of nights", api-contract.md §Staff bookings: only amend
 * re-prices).
 *
 * Capacity, as delete and reinstate move it (migration 0003's `holds_until`): the lines first
 * hold nothing, so the old nights are released; then, at their new dates, they go through the
 * no-overbooking check of a new booking (`reserveBookingLines`: the same row locks and counts);
 * then they hold again as their booking decides (`booking_holds_until`). A line that does not
 * fit refuses the whole postponement with 409 CAPACITY_EXCEEDED naming it, and nothing changes.
 * A ticket already issued carries the old dates: it is revoked (kiosks then refuse it as
 * reissued) and an admitted, settled booking gets a new one with the new dates.
 *
 * Staff may date a check-in back up to the 7-day staff backdating window (staff-booking.md §5
 * "staff screens allow back to 7 days ago", §9); an earlier date is 400 on `check_in`.
 *
 * spec: api-contract.md §Staff bookings (`POST /bookings/{id}/postpone`); staff-booking.md §2.5,
 * §4, §5, §6; research offline-checkin-anchors.md §1 (reissued codes revoked).
 */
import { movedSpan } from '@hifadhi/shared/bookings/postponement';
import { addDays, calendarDateAt, daysBetween } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type { postponeBodySchema } from '@hifadhi/shared/schemas/staff-booking-operations';
import { BACKDATED_TOO_FAR, STAFF_BACKDATING_DAYS } from '@hifadhi/shared/schemas/sync';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../db/database';
import { bookingActivities, bookingFacilities, bookings } from '../db/schema/bookings';
import { activities, facilities } from '../db/schema/catalogue';
import {
  bookingCampingArrivals,
  bookingExternalFacilities,
} from '../db/schema/partner-lodges-and-school-fees';
import { bookingTickets } from '../db/schema/tickets';
import { reserveBookingLines } from '../payments/recheck-booking-capacity';
import type { LifecycleStep } from './lifecycle-operations';

export type PostponeBody = z.output<typeof postponeBodySchema>;

/** Why a postponement is refused beyond the lifecycle table. */
export const postponeMessages = {
  facilityFull: (name: string, from: string, to: string) =>
    `${name} has no room left from ${from} to ${to}. Choose another check-in date.`,
  activityFull: (name: string, date: string) =>
    `${name} has no slots left on ${date}. Choose another check-in date.`,
} as const;

/** The booking's lines with their names, in id order (the order capacity refusals name). */
async function readLines(tx: Transaction, bookingId: number) {
  return Promise.all([
    tx
      .select({
        name: facilities.name,
        start: bookingFacilities.start_date,
        end: bookingFacilities.end_date,
      })
      .from(bookingFacilities)
      .innerJoin(facilities, eq(facilities.public_id, bookingFacilities.facility_public_id))
      .where(eq(bookingFacilities.booking_id, bookingId))
      .orderBy(asc(bookingFacilities.id)),
    tx
      .select({ name: activities.name, date: bookingActivities.date })
      .from(bookingActivities)
      .innerJoin(activities, eq(activities.public_id, bookingActivities.activity_public_id))
      .where(eq(bookingActivities.booking_id, bookingId))
      .orderBy(asc(bookingActivities.id)),
  ]);
}

/**
 * Moves booking `bookingId`'s lines by `days` and takes their capacity on the new dates (see
 * the module comment).
 * @throws DomainError CAPACITY_EXCEEDED naming the first line that does not fit (field
 *   `check_in`).
 */
async function moveLines(tx: Transaction, bookingId: number, days: number, now: Date) {
  const [facilityLines, activityLines] = await readLines(tx, bookingId);
  const by = sql`${days}::int`;
  // Release: the lines hold nothing while their new dates are checked.
  await tx
    .update(bookingFacilities)
    .set({
      start_date: sql`${bookingFacilities.start_date} + ${by}`,
      end_date: sql`${bookingFacilities.end_date} + ${by}`,
      holds_until: null,
    })
    .where(eq(bookingFacilities.booking_id, bookingId));
  await tx
    .update(bookingActivities)
    .set({ date: sql`${bookingActivities.date} + ${by}`, holds_until: null })
    .where(eq(bookingActivities.booking_id, bookingId));
  await tx
    .update(bookingExternalFacilities)
    .set({
      start_date: sql`${bookingExternalFacilities.start_date} + ${by}`,
      end_date: sql`${bookingExternalFacilities.end_date} + ${by}`,
      holds_until: null,
    })
    .where(eq(bookingExternalFacilities.booking_id, bookingId));
  await tx
    .update(bookingCampingArrivals)
    .set({
      start_date: sql`${bookingCampingArrivals.start_date} + ${by}`,
      end_date: sql`${bookingCampingArrivals.end_date} + ${by}`,
    })
    .where(
      inArray(
        bookingCampingArrivals.booking_facility_id,
        tx
          .select({ id: bookingFacilities.id })
          .from(bookingFacilities)
          .where(eq(bookingFacilities.booking_id, bookingId)),
      ),
    );
  try {
    await reserveBookingLines(tx, bookingId, now);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'CAPACITY_EXCEEDED') throw error;
    // The refusal's field names the line: `facilities.{i}.public_id` or `inventory.{i}.date`.
    const [kind, index] = Object.keys(error.fields ?? {})[0]?.split('.') ?? [];
    const facility = kind === 'facilities' ? facilityLines[Number(index)] : undefined;
    const activity = kind === 'inventory' ? activityLines[Number(index)] : undefined;
    let message: string;
    if (facility) {
      const moved = movedSpan(facility, days);
      message = postponeMessages.facilityFull(facility.name, moved.start, moved.end);
    } else if (activity) {
      message = postponeMessages.activityFull(activity.name, addDays(activity.date, days));
    } else throw error;
    throw new DomainError('CAPACITY_EXCEEDED', message, { fields: { check_in: message } });
  }
  // Retake: the lines hold as their booking decides (migration 0003).
  const holdsUntil = sql`(select booking_holds_until(b.booking_status, b.booking_payment_status,
    b.hold_expires_at) from ${bookings} b where b.id = ${bookingId})`;
  await tx
    .update(bookingFacilities)
    .set({ holds_until: holdsUntil })
    .where(eq(bookingFacilities.booking_id, bookingId));
  await tx
    .update(bookingActivities)
    .set({ holds_until: holdsUntil })
    .where(eq(bookingActivities.booking_id, bookingId));
  await tx
    .update(bookingExternalFacilities)
    .set({ holds_until: holdsUntil })
    .where(eq(bookingExternalFacilities.booking_id, bookingId));
}

/**
 * The postpone operation for `runLifecycleStep` (see the module comment).
 * @throws DomainError VALIDATION_FAILED (field check_in) for a date before the staff
 *   backdating window; CAPACITY_EXCEEDED when a line does not fit on its new dates.
 */
export function postponeStep(input: PostponeBody): LifecycleStep {
  return {
    operation: 'postpone',
    event: 'postponed',
    alreadyDone: (row) => row.check_in === input.check_in,
    async apply(tx, row, _next, now) {
      if (input.check_in < addDays(calendarDateAt(now), -STAFF_BACKDATING_DAYS)) {
        throw new DomainError('VALIDATION_FAILED', BACKDATED_TOO_FAR, {
          fields: { check_in: BACKDATED_TOO_FAR },
        });
      }
      const days = daysBetween(row.check_in, input.check_in);
      const stay = movedSpan({ start: row.check_in, end: row.check_out }, days);
      await moveLines(tx, row.id, days, now);
      await tx
        .update(bookingTickets)
        .set({ revoked_at: now })
        .where(and(eq(bookingTickets.booking_id, row.id), isNull(bookingTickets.revoked_at)));
      return {
        changes: { check_in: stay.start, check_out: stay.end },
        details: {
          reason: input.reason,
          previous_check_in: row.check_in,
          previous_check_out: row.check_out,
          check_in: stay.start,
          check_out: stay.end,
          days,
        },
      };
    },
  };
}
