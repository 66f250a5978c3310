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

/** Refuses a reversed range and one over `MAX_REPORT_DAYS`, on `to`. */
function checkRange({ from, to }: { from: string; to: string }, context: z.RefinementCtx) {
  // A date its own rule refused has been reported already.
  if (!isCalendarDate(from) || !isCalendarDate(to)) return;
  const days = daysBetween(from, to);
  if (days < 0) {
    context.addIssue({ code: 'custom', path: ['to'], message: reportMessages.reversedRange });
  } else if (days + 1 > MAX_REPORT_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong });
  }
}

/** `GET /reports/gate-entry.csv?from&to`: `from` … `to` included, at most 366 days. */
export const reportRangeQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .superRefine(checkRange);
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

/** Money of a day by method: how many ledger rows, their KES by method and in all. */
const methodTotalsSchema = z.object({
  count: z.number().int(),
  by_method: z.object({
    mpesa: methodTotalSchema,
    card: methodTotalSchema,
    bank: methodTotalSchema,
    cash: methodTotalSchema,
  }),
  total_kes: kes,
});

/** The daily report's answer; each figure is defined on the route (api/src/reports). */
export const dailyReportSchema = z.object({
  date: z.string(),
  bookings: z.number().int(),
  guests: z.number().int(),
  check_ins: z.number().int(),
  payments: methodTotalsSchema,
  /** Refunds paid out that day (their Nairobi day), by how they were paid back, in KES. */
  refunds: methodTotalsSchema,
  /** Payments received less refunds paid out. */
  net_kes: kes,
  revenue: z.object({
    conservation: kes,
    vehicles: kes,
    accommodation: kes,
    /** Partner lodges' rooms ("Escapes") sold by the desk. */
    external_accommodation: kes,
    activities: kes,
    donations: kes,
    total_kes: kes,
  }),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/** How a report or chart groups its days: by day, by ISO week (from Monday) or by month. */
export const reportIntervals = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

/**
 * `?from&to&interval`: the range of `reportRangeQuerySchema` and how its days are grouped
 * (`day` unless given). A period is named by its first day (`YYYY-MM-DD`); the first and last
 * periods are cut to the range.
 */
export const periodReportQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    interval: z.enum(reportIntervals).default('day'),
  })
  .superRefine(checkRange);
export type PeriodReportQuery = z.infer<typeof periodReportQuerySchema>;

/** The tabular reports (membership-backoffice.md §2.5 Reports, "csv, charts and volumes"). */
export const tabularReports = [
  'summary-volume',
  'booking',
  'currency',
  'payment',
  'visitors',
] as const;
export type TabularReport = (typeof tabularReports)[number];

/**
 * What a column holds: `text`; `count` (a whole number); `kes` (KES, a decimal string with two
 * places); `amount` (money in the row's own `currency` column, a decimal string).
 */
export const reportColumnKinds = ['text', 'count', 'kes', 'amount'] as const;

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(reportColumnKinds),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const reportCell = z.union([z.string(), z.number()]);

/**
 * A tabular report: its columns in order, one row per group (values keyed by column), and the
 * totals of its `count` and `kes` columns over every row. The same table is the screen, the
 * CSV and the PDF.
 */
export const reportTableSchema = z.object({
  report: z.enum(tabularReports),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  interval: z.enum(reportIntervals),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCell)),
  totals: z.record(z.string(), reportCell),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/**
 * The revenue charts (membership-backoffice.md §3 "Revenue chart response fields", §7 Reports
 * and charts): bookings, residency, vehicle, inventory, transactions, members, volunteers,
 * donations, and discounts (bookings_discounts and discount_total: what the lines of the
 * bookings paid in full were discounted by, per kind of discount).
 */
export const revenueCharts = [
  'bookings',
  'residency',
  'vehicle',
  'inventory',
  'transactions',
  'members',
  'volunteers',
  'donations',
  'discounts',
] as const;
export type RevenueChart = (typeof revenueCharts)[number];

/**
 * One revenue chart: its series (read from the data: the guest residencies, vehicle classes,
 * activities or payment methods that have revenue in the range), a point per period with each
 * series' KES (periods without revenue are included, at zero), each series' total and
 * `total_kes`, the sum of the totals.
 */
export const revenueChartSchema = z.object({
  chart: z.enum(revenueCharts),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  interval: z.enum(reportIntervals),
  series: z.array(z.object({ key: z.string(), label: z.string() })),
  points: z.array(z.object({ period: z.string(), values: z.record(z.string(), kes) })),
  totals: z.record(z.string(), kes),
  total_kes: kes,
});
export type RevenueChartData = z.infer<typeof revenueChartSchema>;

/** The occupancy calendar: each facility's units held each night of the range. */
export const occupancyCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  facilities: z.array(
    z.object({
      facility_public_id: z.string(),
      name: z.string(),
      /** Units available each night. */
      quantity: z.number().int(),
      /** One entry per night of the range, in order. */
      nights: z.array(z.object({ date: z.string(), units_held: z.number().int() })),
    }),
  ),
});
export type OccupancyCalendar = z.infer<typeof occupancyCalendarSchema>;

/** The conservation (arrivals) and vehicle calendar: one entry per day of the range. */
export const arrivalsCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      bookings: z.number().int(),
      guests: z.number().int(),
      vehicles: z.number().int(),
    }),
  ),
});
export type ArrivalsCalendar = z.infer<typeof arrivalsCalendarSchema>;
