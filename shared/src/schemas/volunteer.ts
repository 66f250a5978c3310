/**
 * The volunteer (immersive conservation programme) applicant form, fields in the spec's order.
 * Required fields show 'This field is required' (the country 'Country is required'); the phone
 * is in international form with the country's calling code; applicants must be at least 13
 * on the day they apply.
 *
 * spec: public-site.md §3 "Applicant form", §5 "Volunteer applicant", §7 (dob as YYYY-MM-DD),
 * §9 (volunteer minimum age 13).
 */
import { z } from 'zod';
import { latestDobForAge } from '../dates/age';
import type { CalendarDate } from '../dates/calendar-date';
import { messages } from '../messages';
import {
  afterEarlierRules,
  calendarDate,
  dateOfBirth,
  emailAddress,
  internationalPhone,
  maxLengths,
  optional,
  optionalText,
  phoneMatchesCountryRule,
  phoneMessages,
  requiredText,
  titles,
} from './common';

/** Youngest age, in whole years, at which someone may apply. */
export const VOLUNTEER_MINIMUM_AGE = 13;

/**
 * The applicant form as submitted on `today` (`YYYY-MM-DD`, Africa/Nairobi): the date of
 * birth may be no later than 13 years before `today` ('You must be at least 13 years old').
 */
export function volunteerApplicantSchema(today: CalendarDate) {
  const latestDob = latestDobForAge(VOLUNTEER_MINIMUM_AGE, today);
  return z
    .object({
      /** Volunteer programme public id. */
      program_id: requiredText(messages.required, maxLengths.id),
      first_name: requiredText(messages.required, maxLengths.name),
      sur_name: requiredText(messages.required, maxLengths.name),
      email: emailAddress(messages.required),
      tel: internationalPhone(phoneMessages),
      dob: dateOfBirth(messages.required).refine((dob) => dob <= latestDob, {
        error: messages.minimumAge(VOLUNTEER_MINIMUM_AGE),
        ...afterEarlierRules,
      }),
      /** Country code ('KE') or name; the phone must begin with its calling code. */
      code: requiredText(messages.countryRequired, maxLengths.name),
      id_alien_number: requiredText(messages.required, maxLengths.id),
      postal_address: optionalText(),
      postal_code: optionalText(maxLengths.id),
      title: z.enum(titles, { error: messages.required }),
      /** Gender public id. */
      gender: requiredText(messages.required, maxLengths.id),
      place_of_issue: optionalText(maxLengths.name),
      date_of_issue: optional(calendarDate),
      expiry_date: optional(calendarDate),
      dietary: optionalText(),
    })
    .check(phoneMatchesCountryRule('tel', 'code', phoneMessages));
}
export type VolunteerApplicant = z.infer<ReturnType<typeof volunteerApplicantSchema>>;
export type VolunteerApplicantInput = z.input<ReturnType<typeof volunteerApplicantSchema>>;
