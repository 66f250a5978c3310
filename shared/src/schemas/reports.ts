/**
 * The reports' queries and answers: the daily report of one day and the gate-entry CSV of a
 * range of days (`YYYY-MM-DD` in Africa/Nairobi, both ends included, at most
 * `MAX_REPORT_DAYS` days). Money is KES as exact decimal strings with two places ("12500.00"),
 * as `GET /dashboard` answers it.
 *
 * spec: api-contract.md §Reports (contract); membership-backoffice.md §2.5 (Reports), §7.
 */
import { z } from 'zod';
import { daysBetween, isCalendarDate } from '../dates/calendar-date';
import { calendarDate } from './common';

/** The longest range a report covers, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;

export const reportMessages = {
  reversedRange: 'The end date must not be before the start date',
  rangeTooLong: `A report covers at most ${MAX_REPORT_DAYS} days`,
} as const;

/** `GET /reports/daily?date=YYYY-MM-DD`. */
export const dailyReportQuerySchema = z.object({ date: calendarDate });
export type DailyReportQuery = z.infer<typeof dailyReportQuerySchema>;

/** `GET /reports/gate-entry.csv?from&to`: `from` … `to` included, at most 366 days. */
export const reportRangeQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .superRefine(({ from, to }, context) => {
    // A date its own rule refused has been reported already.
    if (!isCalendarDate(from) || !isCalendarDate(to)) return;
    const days = daysBetween(from, to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: reportMessages.reversedRange });
    } else if (days + 1 > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong });
    }
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** KES, an exact decimal string with two places. */
const kes = z.string();

const methodTotalSchema = z.object({
  /** Paid ledger rows of this method. */
  count: z.number().int(),
  total_kes: kes,
});

/** The payment methods of the ledger (its channels). */
export const ledgerMethods = ['mpesa', 'card', 'bank', 'cash'] as const;

/** The daily report's answer; each figure is defined on the route (api/src/reports). */
export const dailyReportSchema = z.object({
  date: z.string(),
  bookings: z.number().int(),
  guests: z.number().int(),
  check_ins: z.number().int(),
  payments: z.object({
    count: z.number().int(),
    by_method: z.object({
      mpesa: methodTotalSchema,
      card: methodTotalSchema,
      bank: methodTotalSchema,
      cash: methodTotalSchema,
    }),
    total_kes: kes,
  }),
  revenue: z.object({
    conservation: kes,
    vehicles: kes,
    accommodation: kes,
    activities: kes,
    donations: kes,
    total_kes: kes,
  }),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;
