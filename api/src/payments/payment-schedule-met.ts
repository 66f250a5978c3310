/**
 * Whether what a booking has been credited meets what its payment schedule asks now: booked
 * 30 or more days before arrival, the 30% deposit (rounded up to a whole unit); otherwise
 * (arrival within 30 days, including within 7) the whole amount due. Amounts are in the booking
 * currency; the schedule is counted from the day the booking was made (Africa/Nairobi).
 *
 * spec: pricing-rules.md §"Totals and payment" (payment schedule);
 * shared/src/pricing/payment-terms.ts (`paymentSchedule`).
 */
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { paymentSchedule } from '@hifadhi/shared/pricing/payment-terms';
import Decimal from 'decimal.js';

/** A booking's terms: what it owes (whole units), its arrival and when it was made. */
export interface ScheduleTerms {
  amountDue: Decimal.Value;
  arrival: CalendarDate;
  bookedAt: Date;
}

/**
 * True when `credited` (booking currency) reaches what the schedule of `terms` asks now.
 * @example // booked 40 days ahead: the deposit is KES 14,448
 * paymentScheduleMet(
 *   { amountDue: 48160, arrival: '2027-01-10', bookedAt: new Date('2026-12-01T09:00:00+03:00') },
 *   new Decimal(14448),
 * ) //=> true
 */
export function paymentScheduleMet(terms: ScheduleTerms, credited: Decimal): boolean {
  const due = new Decimal(terms.amountDue);
  if (credited.gte(due)) return true;
  const schedule = paymentSchedule(due.toNumber(), terms.arrival, calendarDateAt(terms.bookedAt));
  return schedule.kind === 'deposit' && credited.gte(schedule.deposit);
}
