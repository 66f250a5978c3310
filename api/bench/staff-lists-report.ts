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

Each row is a page of 15 bookings, newest first (the first unless the query names another),
of \`GET /bookings\` with those query parameters, asked by ${report.concurrency} loops at once for ${report.seconds} s: **HTTP**
through the API (one process, pool of ${report.pool_size} connections, an administrator's
bearer token, so the session is checked on every request), and **raw** the two statements
the API sends for that page (its rows and its count, from \`staffBookingListStatements\`)
sent prepared by postgres.js in parallel, from the same number of loops. Aim: p95 under
${STAFF_LIST_AIM_MS} ms through the API — ${missed.length === 0 ? `met by every row (worst p95 ${ms(worst)} ms)` : `**missed** by ${missed.map((result) => result.name).join(', ')}`}.

| list or filters | query | total | HTTP p50 ms | HTTP p95 ms | raw p50 ms | raw p95 ms | API cost at p95 ms | aim |
|---|---|---|---|---|---|---|---|---|
${report.results.map(row).join('\n')}

### How the figures were reached

Found with \`EXPLAIN ANALYZE\` of each row's two statements on the loaded database (times
below measured on the same busy machine, before → after):

- The count joined \`partners\` for every list, which kept Postgres from counting from an index
  alone: it read the whole 35 MB table. It now joins only when the partner type filter needs
  it, and counts from \`bookings_status_created\` (index-only): "All" 80 → 31 ms.
- Inspection's "confirmed and staying today" compared two dates; Postgres guessed thousands
  of stays and walked 27,000 bookings newest first to fill a page. It is now
  \`daterange(check_in, check_out, '[]') @> today\` on a GiST index of the stay (migration
  0020), which Postgres also estimates from that index's statistics: rows 138 → 1.3 ms.
- The date-range filter is the same index with \`&&\` (an open end is an unbounded range):
  its count 35 → 1.0 ms.
- Accommodation and activity filters read the booking ids first from new
  \`(facility_public_id, booking_id)\` and \`(activity_public_id, booking_id)\` indexes
  (\`bookings.id = any(array(…))\`), then those bookings by id; as \`exists\`, Postgres walked
  the bookings newest first probing each one: accommodation count 157 → 9 ms, its checked-out
  page 20 rows 100 → 10 ms.

What is left: a page's rows take about a millisecond in every list; the time of the large
lists (all bookings, residency proofs on 85% of them, checked out, a name shared by
thousands, guests ≤ 3 from Kenya) is the pager's exact total, a \`count(*)\` over tens of
thousands of index entries, and on this shared 2-core machine the API process, Postgres and
the benchmark's own loops also wait for a core, which is most of the gap between the HTTP
and raw columns.
`;
}
