/**
 * Renders the reports' figures as the "## Reports" section of `docs/benchmarks.md`: how the
 * data was loaded and how long it took, then one row per report with p50/p95 through the API
 * and of its raw statement.
 */

import type { ReportResult } from './bench-reports';
import type { ReportDataSummary } from './load-report-data';

export interface ReportsBenchReport {
  date: string;
  machine: string;
  postgres: string;
  loaded: ReportDataSummary;
  concurrency: number;
  seconds: number;
  pool_size: number;
  /** The machine's 1-minute load average when the runs began. */
  load_average: number;
  results: ReportResult[];
  /** What was found with EXPLAIN and done about it, as Markdown. */
  findings: string;
}

const ms = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(1) : '–';
const count = (value: number) => value.toLocaleString('en-US');

function row(result: ReportResult): string {
  return `| ${result.name} | \`${result.path}\` | ${count(result.bytes)} | ${ms(result.http.p50_ms)} | ${ms(result.http.p95_ms)} | ${ms(result.raw?.p50_ms)} | ${ms(result.raw?.p95_ms)} |`;
}

/** The "## Reports" section of `docs/benchmarks.md`. */
export function renderReportsSection(report: ReportsBenchReport): string {
  const { loaded } = report;
  return `## Reports

Written by \`BENCH_ONLY=reports npm run bench:api\` (\`api/bench/bench-reports.ts\`); every
figure below comes from the run of ${report.date}. Machine: ${report.machine}; ${report.postgres};
load average ${report.load_average.toFixed(1)} when the runs began. **The machine was shared
with other work during the run** (eight sessions on 2 cores), so these are upper bounds.

Data, loaded in SQL by \`load-report-data.ts\` (\`generate_series\`, in its own database):
${count(loaded.bookings)} bookings made over the past year, ${count(loaded.paid_bookings)}
of them paid in full, with ${count(loaded.guest_lines)} guest lines and
${count(loaded.ledger_rows)} paid ledger rows (a year of payments), in
${loaded.seconds.toFixed(1)} s.

Each row is asked by ${report.concurrency} loops at once for ${report.seconds} s: **HTTP**
through the API (one process, pool of ${report.pool_size} connections, an administrator's
bearer token, the session checked on every request, the JSON or file written) and **raw** the
statement the API sends for it, from the same builder, sent prepared by postgres.js (– where
the API sends several statements or writes a file).

| report | request | bytes | HTTP p50 ms | HTTP p95 ms | raw p50 ms | raw p95 ms |
|---|---|---|---|---|---|---|
${report.results.map(row).join('\n')}

${report.findings}
`;
}

/** What EXPLAIN ANALYZE showed on the loaded data and what was done about it. */
export const reportFindings = `### How the figures were reached

Found with \`EXPLAIN ANALYZE\` of each statement on the loaded 1,000,000 bookings (execution
times on the same busy machine, before → after):

- The revenue charts read the lines of every booking paid in the range: a year of the bookings
  chart joined 700,000 paid bookings to their five kinds of lines, 15.9 s (the vehicle chart
  5.4 s, a month of the residency chart 1.3 s). They now read \`revenue_days\` (migration
  0038): each paid booking's KES per series, summed by day ahead, recomputed by triggers when
  the booking becomes Paid and when its lines or its rate change: 1.7 ms, 1.3 ms, 0.4 ms.
- The payment and currency reports and the ledger's charts read \`payment_days\` (migration
  0036), the paid ledger rows summed by day, method, payable and currency by an insert trigger
  on the append-only ledger: a year of the payment report 1.4 ms, of the transactions chart by
  week 6 ms (at 20,000 bookings a year over the ledger already took 190 ms).
- The daily report's revenue reads \`bookings_paid\` (migration 0031, kept from the booking
  events by a trigger) by its \`paid_at\` index instead of searching \`booking_events\` for
  each booking's first Paid event; the day's payments and passages use the new partial index
  \`payment_ledger_paid_at\` and \`check_ins_device_time\`.
- The accounting export read the analysis codes of every line of every booking before keeping
  the day's: each branch now reads only the day's bookings' lines, 730 → 390 ms (about 1,900
  receipts a day in this data).
- The booking report, the summary volume and the arrivals calendar aggregated the range's
  bookings and their guest and vehicle lines live, some 80,000 bookings a month in this data
  (EXPLAIN: the summary volume 1.0 s for 30 days and 2.7 s for a year, the booking report 0.3 s
  and 1.6 s, the arrivals calendar 0.6 s; p95 through the API in the run before 2.1 s and
  4.3 s, 0.7 s and 2.5 s, 0.6 s). They now read \`booking_days\`, \`arrival_days\` and
  \`volume_days\` (migrations 0042 and 0044): the bookings summed per Nairobi day made by source
  and status, and per arrival day by status with their guests per conservation fee and vehicles
  per vehicle fee, kept by row triggers on the bookings and their guest and vehicle lines (each
  transaction's changes added when it commits, in key order); a year is a few thousand rows.
  Even a year of the booking report by day stays well under the second (table above).
- The occupancy calendar tried every night of the range against every line holding units: 30
  nights took 0.25 s, a year ahead 1.6 s raw and 1.9 s p95 through the API (the run of
  2026-11-24 11:50 UTC, before this change). Each holding line is now spread over its own
  nights within the range instead.

A PDF is laid out by pdfkit in the API process; its time rises with the machine's load.`;
