/**
 * Who takes part in each activity of a booking read back, in words: rangers for a ranger
 * activity (its participants are the rangers escorting the party), else adults and children.
 * A booking's activity lines (`lines` of kind activity) come in the same order as its
 * `inventory_bookings`, and carry the participants as their quantity. Pure.
 *
 * spec: public-site.md §2.13 (activities: name, date, adults, children), §3 "Activity"
 * (ranger activities count rangers instead of adults and children).
 */
import type { BookingRead } from '@hifadhi/shared/schemas/booking';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** For each of `booking.inventory_bookings`, who takes part, e.g. "2 rangers". */
export function activityParticipants(
  booking: Pick<BookingRead, 'inventory_bookings' | 'lines'>,
  rangerActivityIds: ReadonlySet<string>,
): string[] {
  const activityLines = booking.lines.filter((line) => line.kind === 'activity');
  return booking.inventory_bookings.map((activity, index) =>
    rangerActivityIds.has(activity.inventory_id)
      ? plural(activityLines[index]?.quantity ?? 0, 'ranger', 'rangers')
      : `${plural(activity.inventory_booking_adults, 'adult', 'adults')}, ${plural(activity.inventory_booking_children, 'child', 'children')}`,
  );
}
