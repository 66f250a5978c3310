/**
 * Why a date a visitor typed cannot be taken: a past date (before today at the conservancy),
 * or one outside the field's own range (a check-out not after the check-in, an activity date
 * outside the stay). Date inputs offer only allowed days in the picker, but a typed date
 * bypasses `min` and `max`; this gives the field's plain message at once.
 *
 * spec: public-site.md §5 "Dates" (minimum is today for start date and check-in; public
 * reservation cannot pick past dates; check-out minimum is check-in; end date minimum is start
 * date).
 */
import { formatDate } from './format-date';

/** The range a date field accepts, `YYYY-MM-DD` (string order is date order). */
export interface DateLimits {
  /** Today at the conservancy: anything earlier has passed. */
  today: string;
  /** The earliest allowed date (never before `today`). */
  min: string;
  /** The latest allowed date, if any. */
  max?: string;
  /** What to say about a date after today but outside `min`…`max`. */
  outOfRange: string;
}

/** The message for a date before today. */
export function pastDateMessage(today: string): string {
  return `That date has passed. Choose ${formatDate(today)} or a later date.`;
}

/** Why `value` cannot be taken, or null when it can ('' — no date yet — can). */
export function dateProblem(value: string, limits: DateLimits): string | null {
  if (!value) return null;
  if (value < limits.today) return pastDateMessage(limits.today);
  if (value < limits.min || (limits.max && value > limits.max)) return limits.outOfRange;
  return null;
}
