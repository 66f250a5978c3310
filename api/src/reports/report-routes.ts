/**
 * The reports' endpoints, for staff with the daily report feature (`reports/daily`):
 * - `GET /reports/daily?date=YYYY-MM-DD`: the day's bookings, guests, check-ins, payments
 *   received (count, KES by method, KES in all) and the revenue of the bookings paid in full
 *   that day (KES by section), each figure as defined in `daily-report.ts`;
 * - `GET /reports/gate-entry.csv?from&to`: `text/csv`, one row per passage at a gate, as an
 *   attachment named `gate-entry-<from>-<to>.csv` (`gate-entry-report.ts`).
 * A date that is not `YYYY-MM-DD`, a reversed range or one over 366 days is 400
 * VALIDATION_FAILED in the one error shape.
 *
 * spec: api-contract.md §Reports (contract); membership-backoffice.md §2.5, §7; issue 17.
 */

import {
  dailyReportQuerySchema,
  dailyReportSchema,
  reportRangeQuerySchema,
} from '@hifadhi/shared/schemas/reports';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { readDailyReport } from './daily-report';
import { gateEntryCsv } from './gate-entry-report';

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
  return createAuthRouter()
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
}
