/**
 * The date rules of a public booking, which a quote does not apply: check-in is not before
 * today (Africa/Nairobi), and every facility line's start and end dates and every activity
 * date fall within the stay (check-in to check-out, both included). Check-out before check-in
 * is refused by the request schema.
 *
 * spec: public-site.md §5 (Dates: minimum is today for start date and check-in; public
 * reservation cannot pick past dates); staff-booking.md §5 (accommodation start not before
 * today, end not before start).
 */
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';

/**
 * Checks `request` against `today`.
 * @throws DomainError VALIDATION_FAILED with every date at fault in `fields`
 * (`check_in`: 'Check-in cannot be before today'; `facilities.0.start_date`,
 * `inventory.1.date`, …: 'Date must fall between check-in and check-out').
 */
export function checkStayDates(
  request: Pick<QuoteRequest, 'check_in' | 'check_out' | 'facilities' | 'inventory'>,
  today: CalendarDate,
): void {
  const fields: Record<string, string> = {};
  const inStay = (date: CalendarDate) => request.check_in <= date && date <= request.check_out;
  if (request.check_in < today) fields.check_in = messages.checkInPast;
  request.facilities.forEach((line, index) => {
    if (line.start_date !== undefined && !inStay(line.start_date)) {
      fields[`facilities.${index}.start_date`] = messages.dateOutsideStay;
    }
    if (line.end_date !== undefined && !inStay(line.end_date)) {
      fields[`facilities.${index}.end_date`] = messages.dateOutsideStay;
    }
  });
  request.inventory.forEach((line, index) => {
    if (!inStay(line.date)) fields[`inventory.${index}.date`] = messages.dateOutsideStay;
  });
  const found = [...new Set(Object.values(fields))];
  if (found.length > 0) {
    throw new DomainError('VALIDATION_FAILED', found[0]!, { fields, messages: found });
  }
}
