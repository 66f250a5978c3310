/**
 * What an activity's schedules say about one date (`YYYY-MM-DD`): the guest slots on offer
 * (none on a date inside a closure, start_date ≤ date ≤ end_date; its maximum_guests
 * otherwise). Its surges price the date like a facility's night (withSurge in
 * facility-schedules.ts: every surge covering the date adds its percentage to the exact
 * amount, before the line's single rounding).
 *
 * spec: membership-backoffice.md §3 (Activity: schedules), §7 (inventory unavailability);
 * pricing-rules.md §Lines (Activity).
 */
import type { Activity } from '../catalogue/catalogue';
import type { CalendarDate } from '../dates/calendar-date';
import { unitsOnOffer } from './facility-schedules';

/**
 * Guest slots of `activity` on offer on `date`: 0 inside a closure, else its maximum_guests.
 * @example slotsOnOffer({ maximum_guests: 12, unavailability: [{ start_date: '2026-12-24', end_date: '2026-12-26' }] }, '2026-12-25') //=> 0
 */
export function slotsOnOffer(
  activity: Pick<Activity, 'maximum_guests' | 'unavailability'>,
  date: CalendarDate,
): number {
  return unitsOnOffer(
    { quantity: activity.maximum_guests, unavailability: activity.unavailability },
    date,
  );
}
