/**
 * Field schemas shared by every request schema: calendar dates, counts, percentages, decimals.
 *
 * spec: public-site.md §5; staff-booking.md §5.
 */
import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date';
import { messages } from '../messages';

/** A `YYYY-MM-DD` date that names a real day. */
export const calendarDate = z
  .string({ error: messages.required })
  .refine(isCalendarDate, { message: 'Date must be YYYY-MM-DD' });

/** A whole, non-negative count of guests, vehicles, rooms or slots; omitted means 0. */
export const count = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Must not be below 0')
  .default(0);

/** A discount percentage 0–100 (staff routes only). */
export const percent = z.coerce
  .number({ error: 'Must be between 0-100%' })
  .min(0, messages.discountRange)
  .max(100, messages.discountRange);

/** An exact decimal amount, given as a string ("1000.50") or a number; kept as a string. */
export const decimalAmount = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d+(\.\d+)?$/.test(value), { message: 'Must be a number' });
