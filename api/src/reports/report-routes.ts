/**
 * The reports' endpoints. With the daily report feature (`reports/daily`):
 * - `GET /reports/daily?date=YYYY-MM-DD`: the day's bookings, guests, check-ins, payments
 *   received (count, KES by method, KES in all) and the revenue of the bookings paid in full
 *   that day (KES by section), each figure as defined in `daily-report.ts`;
 * - `GET /reports/gate-entry.csv?from&to`: `text/csv`, one row per passage at a gate, as an
 *   attachment named `gate-entry-<from>-<to>.csv` (`gate-entry-report.ts`).
 * Each tabular report (`tabular-reports.ts`), with its own feature:
 * `GET /reports/<report>?from&to&interval` as JSON, `.csv` and `.pdf` (attachments named
 * `<report>-<from>-<to>`). With `charts`: `GET /reports/charts/{chart}?from&to&interval`
 * (`revenue-charts.ts`). With `calendar`: `GET /reports/calendars/occupancy?from&to`; for any
 * signed-in user (the conservation and vehicle calendar, ConservationVehicleCalendar on
 * §2.4's allow-list): `/reports/calendars/arrivals?from&to` (`calendars.ts`). With `batchfiles`:
 * `GET /reports/accounting.csv?date` (`accounting-export.ts`).
 * A date that is not `YYYY-MM-DD`, a reversed range or one over 366 days is 400
 * VALIDATION_FAILED in the one error shape.
 *
 * spec: api-contract.md §Reports (contract); membership-backoffice.md §2.4, §2.5, §7; issue 17.
 */

import {
  arrivalsCalendarSchema,
  dailyReportQuerySchema,
  dailyReportSchema,
  occupancyCalendarSchema,
  periodReportQuerySchema,
  reportRangeQuerySchema,
  reportTableSchema,
  revenueChartSchema,
  revenueCharts,
  type TabularReport,
  tabularReports,
} from '@hifadhi/shared/schemas/reports';
import { z } from '@hono/zod-openapi';
import { feature, signedIn } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { accountingCsv } from './accounting-export';
import { readArrivalsCalendar, readOccupancyCalendar } from './calendars';
import { readDailyReport } from './daily-report';
import { gateEntryCsv } from './gate-entry-report';
import { reportCsv, reportFileName, reportPdf } from './report-files';
import { readRevenueChart } from './revenue-charts';
import { readTabularReport, tabularReportDefinitions } from './tabular-reports';

/** The feature each tabular report needs. */
const reportFeatures: Record<TabularReport, string> = {
  'summary-volume': staffFeatures.summaryVolume,
  booking: staffFeatures.bookingReport,
  currency: staffFeatures.currencyReport,
  payment: staffFeatures.paymentReport,
  visitors: staffFeatures.visitorsReport,
};

const badRange = errorResponse('A date is not YYYY-MM-DD, the range is reversed or over 366 days');

const fileContent = (type: 'text/csv' | 'application/pdf', description: string) => ({
  description,
  content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } },
});

const attachment = (type: string, name: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

const dailyDescription = [
  'One day in Africa/Nairobi (midnight to midnight, UTC+03:00); money in KES, exact decimal',
  'strings with two places.',
  '- `bookings`: bookings made that day, deleted ones left out; `guests`: their guests.',
  '- `check_ins`: check-in passages recorded at a gate that day (forced ones included).',
  '- `payments`: `paid` ledger rows received that day, every payable: their count and KES by',
  '  method and in all. A row in another currency is converted at the rate it was taken with',
  "  (a booking's own currency at the booking's selling rate, anything else at the selling",
  '  rate in force then) and rounded to the cent. The ledger holds no refunds; credit notes',
  '  are not payments.',
  '- `revenue`: the lines of the bookings that became fully Paid that day (conservation,',
  '  vehicles, accommodation, activities, donations), each booking section converted at the',
  "  booking's selling rate and rounded to the cent; `total_kes` is their sum.",
].join('\n');

/** The reports router; mount it under `/api/v1`. */
export function reportRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const access = feature(staffFeatures.dailyReport);
  const daily = staffRoute(guard, access, {
    method: 'get',
    path: '/reports/daily',
    tags: ['Reports'],
    summary: "The day's bookings, guests, check-ins, payments received and revenue, in KES",
    description: dailyDescription,
    request: { query: dailyReportQuerySchema },
    responses: {
      200: jsonContent(dailyReportSchema, 'The daily report'),
      400: errorResponse('The date is not YYYY-MM-DD'),
    },
  });
  const gateEntry = staffRoute(guard, access, {
    method: 'get',
    path: '/reports/gate-entry.csv',
    tags: ['Reports'],
    summary: 'Every passage at a gate from `from` to `to` (Africa/Nairobi days), as CSV',
    description:
      'One row per check-in or check-out: time (Africa/Nairobi), gate, clerk, booking, guest, ' +
      'guest categories with counts, vehicles, direction, forced, decision. Header row; ' +
      'at most 366 days.',
    request: { query: reportRangeQuerySchema },
    responses: {
      200: {
        description: 'The CSV, as an attachment',
        content: { 'text/csv': { schema: z.string() } },
      },
      400: errorResponse('A date is not YYYY-MM-DD, the range is reversed or over 366 days'),
    },
  });
  const router = createAuthRouter()
    .openapi(daily, async (c) =>
      c.json(await readDailyReport(deps.db, c.req.valid('query').date), 200),
    )
    .openapi(gateEntry, async (c) => {
      const { from, to } = c.req.valid('query');
      return c.body(await gateEntryCsv(deps.db, from, to), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="gate-entry-${from}-${to}.csv"`,
        'Cache-Control': 'no-store',
      });
    });

  for (const report of tabularReports) {
    const access = feature(reportFeatures[report]);
    const title = tabularReportDefinitions[report].title;
    const route = <const R extends Record<200, object>>(suffix: '' | '.csv' | '.pdf', ok: R) =>
      staffRoute(guard, access, {
        method: 'get',
        path: `/reports/${report}${suffix}`,
        tags: ['Reports'],
        summary: `${title}${suffix ? ` (${suffix.slice(1).toUpperCase()})` : ''}`,
        description:
          'From `from` to `to` (Africa/Nairobi days, at most 366), grouped by `interval`.',
        request: { query: periodReportQuerySchema },
        responses: { 200: ok[200], 400: badRange },
      });
    const read = (query: { from: string; to: string; interval: 'day' | 'week' | 'month' }) =>
      readTabularReport(deps.db, report, query);
    router
      .openapi(route('', { 200: jsonContent(reportTableSchema, title) }), async (c) =>
        c.json(await read(c.req.valid('query')), 200),
      )
      .openapi(route('.csv', { 200: fileContent('text/csv', 'The report as CSV') }), async (c) => {
        const table = await read(c.req.valid('query'));
        return c.body(
          reportCsv(table),
          200,
          attachment('text/csv; charset=utf-8', reportFileName(table, 'csv')),
        );
      })
      .openapi(
        route('.pdf', { 200: fileContent('application/pdf', 'The report as a PDF') }),
        async (c) => {
          const table = await read(c.req.valid('query'));
          const pdf = await reportPdf(table, deps.clock.now(), c.var.staff.full_name);
          return c.body(
            new Uint8Array(pdf),
            200,
            attachment('application/pdf', reportFileName(table, 'pdf')),
          );
        },
      );
  }

  const chart = staffRoute(guard, feature(staffFeatures.revenueCharts), {
    method: 'get',
    path: '/reports/charts/{chart}',
    tags: ['Reports'],
    summary: 'A revenue chart: KES per period and series, with totals',
    description:
      'Charts: bookings (by section), residency, vehicle, inventory (booking revenue of the ' +
      'bookings paid in full in the period), transactions, members, volunteers, donations ' +
      '(payments received, by method).',
    request: {
      params: z.object({ chart: z.enum(revenueCharts) }),
      query: periodReportQuerySchema,
    },
    responses: {
      200: jsonContent(revenueChartSchema, 'The chart'),
      400: badRange,
    },
  });
  const occupancy = staffRoute(guard, feature(staffFeatures.calendar), {
    method: 'get',
    path: '/reports/calendars/occupancy',
    tags: ['Reports'],
    summary: "Each facility's units held each night of the range",
    request: { query: reportRangeQuerySchema },
    responses: { 200: jsonContent(occupancyCalendarSchema, 'The calendar'), 400: badRange },
  });
  // ConservationVehicleCalendar is on the route guard's allow-list (membership-backoffice.md
  // §2.4): every signed-in user may open it, whatever the role's menus.
  const arrivals = staffRoute(guard, signedIn, {
    method: 'get',
    path: '/reports/calendars/arrivals',
    tags: ['Reports'],
    summary: 'Visits arriving each day of the range, their guests and vehicles',
    request: { query: reportRangeQuerySchema },
    responses: { 200: jsonContent(arrivalsCalendarSchema, 'The calendar'), 400: badRange },
  });
  const accounting = staffRoute(guard, feature(staffFeatures.accountingExport), {
    method: 'get',
    path: '/reports/accounting.csv',
    tags: ['Reports'],
    summary: "A day's receipts and credit notes as an accounting batch (CSV)",
    description:
      'One row per document and analysis code: receipts (paid ledger rows, split over the ' +
      "booking's analysis codes) and credit notes (negative), with customer codes; KES to the cent.",
    request: { query: dailyReportQuerySchema },
    responses: { 200: fileContent('text/csv', 'The batch, as an attachment'), 400: badRange },
  });
  return router
    .openapi(chart, async (c) =>
      c.json(
        await readRevenueChart(deps.db, c.req.valid('param').chart, c.req.valid('query')),
        200,
      ),
    )
    .openapi(occupancy, async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(await readOccupancyCalendar(deps.db, from, to, deps.clock.now()), 200);
    })
    .openapi(arrivals, async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(await readArrivalsCalendar(deps.db, from, to), 200);
    })
    .openapi(accounting, async (c) => {
      const { date } = c.req.valid('query');
      return c.body(
        await accountingCsv(deps.db, date),
        200,
        attachment('text/csv; charset=utf-8', `accounting-${date}.csv`),
      );
    });
}
