/**
 * Renders the staff lists' figures as the "## Staff booking lists" section of
 * `docs/benchmarks.md`: one row per list or filter combination with its total, p50/p95 through
 * the API and of the raw statements, the API's cost over the raw query, and whether the p95 aim
 * was met.
 */
import { STAFF_LIST_AIM_MS, type StaffListResult } from './bench-staff-lists';

export interface StaffListsReport {
  date: string;
  machine: string;
  postgres: string;
  bookings: number;
  concurrency: number;
  seconds: number;
  pool_size: number;
  /** The machine's 1-minute load average when the runs began. */
  load_average: number;
  results: StaffListResult[];
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

function row(result: StaffListResult): string {
  const query = new URLSearchParams(result.query).toString();
  const met = result.http.p95_ms < STAFF_LIST_AIM_MS ? 'met' : '**missed**';
  return `| ${result.name} | \`${query}\` | ${result.total.toLocaleString('en-US')} | ${ms(result.http.p50_ms)} | ${ms(result.http.p95_ms)} | ${ms(result.raw.p50_ms)} | ${ms(result.raw.p95_ms)} | ${ms(result.http.p95_ms - result.raw.p95_ms)} | ${met} |`;
}

/** The "## Staff booking lists" section of `docs/benchmarks.md`. */
export function renderStaffListsSection(report: StaffListsReport): string {
  const worst = Math.max(...report.results.map((result) => result.http.p95_ms));
  const missed = report.results.filter((result) => result.http.p95_ms >= STAFF_LIST_AIM_MS);
  return `## Staff booking lists

Written by \`npm run bench:api\` (\`api/bench/bench-staff-lists.ts\`, also alone with
\`BENCH_ONLY=staff-lists\`); every figure below comes from the run of ${report.date}, on the
same ${report.bookings.toLocaleString('en-US')} loaded bookings as the API section (3% of
them a partner's, 0.5% with an alert). Machine: ${report.machine}; ${report.postgres}; load
average ${report.load_average.toFixed(1)} when the runs began (the 2 cores are shared).

Each row is the first page (15 bookings, newest first) of \`GET /bookings\` with those query
parameters, asked by ${report.concurrency} loops at once for ${report.seconds} s: **HTTP**
through the API (one process, pool of ${report.pool_size} connections, an administrator's
bearer token, so the session is checked on every request), and **raw** the two statements
the API sends for that page (its rows and its count, from \`staffBookingListStatements\`)
sent prepared by postgres.js in parallel, from the same number of loops. Aim: p95 under
${STAFF_LIST_AIM_MS} ms through the API — ${missed.length === 0 ? `met by every row (worst p95 ${ms(worst)} ms)` : `**missed** by ${missed.map((result) => result.name).join(', ')}`}.

| list or filters | query | total | HTTP p50 ms | HTTP p95 ms | raw p50 ms | raw p95 ms | API cost at p95 ms | aim |
|---|---|---|---|---|---|---|---|---|
${report.results.map(row).join('\n')}
`;
}
