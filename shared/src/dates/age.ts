/**
 * Ages in whole years from a date of birth, for the age rules of the forms: volunteers at
 * least 13, members at least 18, beneficiaries of 18 and above need e-mail and phone.
 * Dates are `YYYY-MM-DD`; someone born on 29 February turns a year older on 1 March in a
 * year without 29 February.
 *
 * spec: public-site.md §5 (Volunteer applicant: minimum age 13);
 * membership-backoffice.md §5, §9 (adult age threshold 18, member dob at most 18 years ago).
 */
import { type CalendarDate, isCalendarDate } from './calendar-date';

function parts(date: CalendarDate): [year: number, monthDay: string] {
  if (!isCalendarDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(date.slice(0, 4)), date.slice(5)];
}

/**
 * Whole years from `dob` to `today`: the year difference, one less while this year's
 * birthday has not been reached. Negative when `dob` is after `today`.
 * @throws RangeError when either date is not `YYYY-MM-DD`.
 * @example ageOn('2008-03-15', '2026-03-14') //=> 17
 * @example ageOn('2008-02-29', '2026-03-01') //=> 18
 */
export function ageOn(dob: CalendarDate, today: CalendarDate): number {
  const [birthYear, birthday] = parts(dob);
  const [year, monthDay] = parts(today);
  return year - birthYear - (monthDay < birthday ? 1 : 0);
}

/**
 * The latest date of birth of someone who is at least `age` whole years old on `today`:
 * the same day `age` years earlier, or 28 February when `today` is 29 February and that
 * year has none.
 * @throws RangeError when `today` is not `YYYY-MM-DD`.
 * @example latestDobForAge(18, '2026-06-01') //=> '2008-06-01'
 * @example latestDobForAge(18, '2028-02-29') //=> '2010-02-28'
 */
export function latestDobForAge(age: number, today: CalendarDate): CalendarDate {
  const [year, monthDay] = parts(today);
  const birthYear = String(year - age).padStart(4, '0');
  const sameDay = `${birthYear}-${monthDay}`;
  return isCalendarDate(sameDay) ? sameDay : `${birthYear}-02-28`;
}
