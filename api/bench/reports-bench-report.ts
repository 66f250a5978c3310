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

To be filled from EXPLAIN ANALYZE on the loaded data.`;
