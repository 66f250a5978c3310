/**
 * School conservation fee rates as the back office administers them: what a school booking to
 * a destination pays per guest category (a conservation fee's payment_public_id) per
 * conservation day, for check-ins from `start_date` to `end_date` (both included). Added,
 * edited, soft deleted and restored; the amount is an exact decimal string in whole units of
 * its currency, 0 or more. Shared by the API, which validates with them, and the staff app's
 * form.
 *
 * spec: staff-booking.md §4, §7 (get_newly_scheduled_school_pricing); membership-backoffice.md
 * §3–4.
 */
import { z } from 'zod';
import { currencyCode, schoolConservationFeeSchema } from '../catalogue/catalogue';
import { messages } from '../messages';
import { catalogueSettingsMessages } from './catalogue-settings-messages';
import {
  afterEarlierRules,
  calendarDate,
  decimalAmount,
  maxLengths,
  onceValid,
  requiredText,
} from './common';

/** Messages of these requests. */
export const schoolFeeMessages = {
  currency: 'Choose KES or USD',
  endBeforeStart: catalogueSettingsMessages.endBeforeStart,
} as const;

const fields = {
  destination_public_id: requiredText(undefined, maxLengths.id),
  payment_public_id: requiredText(undefined, maxLengths.id),
  name: requiredText(undefined, maxLengths.name),
  currency: z.enum(currencyCode.options, { error: schoolFeeMessages.currency }),
  amount: decimalAmount,
  start_date: calendarDate,
  end_date: calendarDate,
};

/** Whether a range's end (where both dates are given) is not before its start. */
const endNotBeforeStart = (range: { start_date?: string; end_date?: string }) =>
  !range.start_date || !range.end_date || range.end_date >= range.start_date;

/** `POST /school-fees`: a new rate. */
export const schoolFeeBodySchema = z.strictObject(fields).refine(endNotBeforeStart, {
  message: schoolFeeMessages.endBeforeStart,
  path: ['end_date'],
  ...onceValid('start_date', 'end_date'),
});
export type SchoolFeeBody = z.output<typeof schoolFeeBodySchema>;
export type SchoolFeeBodyInput = z.input<typeof schoolFeeBodySchema>;

/**
 * `PATCH /school-fees/{public_id}`: any of the fields; the API checks the dates against the
 * rate's own when only one is sent.
 */
export const schoolFeePatchSchema = z
  .strictObject(fields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: messages.nothingToChange,
    ...afterEarlierRules,
  })
  .refine(endNotBeforeStart, {
    message: schoolFeeMessages.endBeforeStart,
    path: ['end_date'],
    ...onceValid('start_date', 'end_date'),
  });
export type SchoolFeePatch = z.output<typeof schoolFeePatchSchema>;

/** A rate as the back office reads it: the catalogue's shape and `deleted`. */
export const schoolFeeReadSchema = schoolConservationFeeSchema.extend({ deleted: z.boolean() });
export type SchoolFeeRead = z.infer<typeof schoolFeeReadSchema>;
