/**
 * The staff bookings lists on the benchmark's 100,000 bookings: every list of
 * `GET /bookings?list=…` and a few filter combinations (search by reference and by name, a
 * date range, status with payment status, an accommodation, a partner), each measured twice in
 * the same run: through the API over real HTTP with an administrator's bearer token, and as
 * the raw statements the API sends for that page (its rows and its count, built by
 * `staffBookingListStatements` and sent prepared by postgres.js, in parallel as the API sends
 * them). Both report p50 and p95 latency in milliseconds from `concurrency` loops at once.
 *
 * spec: staff-booking.md §2.9 (lists and filters), §9 (page sizes); issue 13 item 10 (p95 under
 * 100 ms through the API).
 */
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import {
  type BookingList,
  bookingLists,
  staffBookingListQuerySchema,
} from '@hifadhi/shared/schemas/staff-booking-operations';
import postgres from 'postgres';
import { connectDatabase } from '../src/db/database';
import { staffBookingListStatements } from '../src/staff-bookings/staff-booking-list';
import { percentile } from './load-run';

/** p95 latency aim of a staff list page through the API, in milliseconds. */
export const STAFF_LIST_AIM_MS = 100;

/** One list page asked for: a name and its `GET /bookings` query parameters. */
export interface StaffListCase {
  name: string;
  query: Record<string, string>;
}

/** Latencies of one way of asking, in milliseconds. */
export interface Latencies {
  requests: number;
  p50_ms: number;
  p95_ms: number;
}

/** One case measured both ways, with the total the list answered. */
export interface StaffListResult extends StaffListCase {
  total: number;
  http: Latencies;
  raw: Latencies;
}

/** Values from the loaded data that the filter cases use. */
export interface CaseSamples {
  refCode: string;
  lastName: string;
  facility: string;
  partner: string;
}

const listNames: Record<BookingList, string> = {
  all: 'All',
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  overstays: 'Overstays',
  today_check_in: "Today's check-ins",
  today_check_out: "Today's check-outs",
  inspection: 'Inspection',
  alerted: 'Alerted',
  unticketed_alerted: 'Unticketed alerted',
  residency_proofs: 'Residency proofs',
  deleted: 'Deleted',
};

/** Every list's first page (15), then the filter combinations, around `today`. */
export function staffListCases(today: CalendarDate, samples: CaseSamples): StaffListCase[] {
  const page = { items: '15' };
  return [
    ...bookingLists.map((list) => ({
      name: `list ${listNames[list]}`,
      query: { list, ...page },
    })),
    { name: 'search by reference', query: { search: samples.refCode, ...page } },
    { name: 'search by last name', query: { search: samples.lastName, ...page } },
    {
      name: 'date range (a week from today)',
      query: { from: today, to: addDays(today, 7), ...page },
    },
    {
      name: 'confirmed, Paid, date range of a month',
      query: {
        booking_status: 'confirmed',
        booking_payment_status: 'Paid',
        from: today,
        to: addDays(today, 30),
        ...page,
      },
    },
    { name: 'accommodation', query: { facility: samples.facility, ...page } },
    {
      name: 'accommodation, checked out, page 20',
      query: { facility: samples.facility, list: 'checked_out', items: '15', page: '20' },
    },
    { name: 'partner', query: { partner: samples.partner, ...page } },
    { name: 'guests <= 3, country KE', query: { guests: '3', country: 'KE', ...page } },
  ];
}

/** Reads the samples the cases need from the loaded database at `url`. */
export async function readCaseSamples(url: string): Promise<CaseSamples> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [booking] = await sql<{ booking_ref_code: string; last_name: string }[]>`
      select booking_ref_code, last_name from bookings order by id offset 50000 limit 1`;
    const [facility] = await sql<{ facility_public_id: string }[]>`
      select facility_public_id from booking_facilities
      group by facility_public_id order by count(*) desc limit 1`;
    const [partner] = await sql<{ public_id: string }[]>`select public_id from partners limit 1`;
    if (!booking || !facility || !partner) throw new Error('The bench database has no bookings');
    return {
      refCode: booking.booking_ref_code,
      lastName: booking.last_name,
      facility: facility.facility_public_id,
      partner: partner.public_id,
    };
  } finally {
    await sql.end();
  }
}

/** Runs `send` from `concurrency` loops for `seconds`; its latencies (also the reports' bench). */
export async function timeLoops(
  concurrency: number,
  seconds: number,
  send: () => Promise<unknown>,
): Promise<Latencies> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        await send();
        latencies.push(performance.now() - sent);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50_ms: percentile(latencies, 0.5),
    p95_ms: percentile(latencies, 0.95),
  };
}

/**
 * Measures each case through the API at `origin` with `token`, then its raw statements on the
 * database at `url`, `seconds` each from `concurrency` loops (after one untimed request).
 * @throws Error when the API answers a case with anything but 200.
 */
export async function measureStaffLists(options: {
  origin: string;
  token: string;
  url: string;
  poolSize: number;
  cases: StaffListCase[];
  today: CalendarDate;
  concurrency: number;
  seconds: number;
}): Promise<StaffListResult[]> {
  const { db, sql: drizzleSql } = connectDatabase(options.url, undefined, { max: 1 });
  const raw = postgres(options.url, { max: options.poolSize, onnotice: () => {} });
  const headers = { Authorization: `Bearer ${options.token}`, Accept: 'application/json' };
  const results: StaffListResult[] = [];
  try {
    for (const listCase of options.cases) {
      const address = `${options.origin}/api/v1/bookings?${new URLSearchParams(listCase.query)}`;
      const ask = async () => {
        const response = await fetch(address, { headers });
        const body = await response.text();
        if (response.status !== 200) {
          throw new Error(`${listCase.name}: ${response.status} ${body.slice(0, 200)}`);
        }
        return body;
      };
      const { total } = JSON.parse(await ask()) as { total: number };
      const http = await timeLoops(options.concurrency, options.seconds, ask);

      const query = staffBookingListQuerySchema.parse(listCase.query);
      const statements = staffBookingListStatements(db, query, null, options.today);
      const sent = [statements.rows.toSQL(), statements.count.toSQL()];
      const both = () =>
        Promise.all(
          sent.map(({ sql: text, params }) =>
            raw.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
          ),
        );
      await both();
      const rawLatencies = await timeLoops(options.concurrency, options.seconds, both);
      results.push({ ...listCase, total, http, raw: rawLatencies });
      console.log(
        `${listCase.name}: ${total} bookings; HTTP p50 ${http.p50_ms.toFixed(1)} p95 ${http.p95_ms.toFixed(1)} ms; raw p50 ${rawLatencies.p50_ms.toFixed(1)} p95 ${rawLatencies.p95_ms.toFixed(1)} ms`,
      );
    }
    return results;
  } finally {
    await raw.end();
    await drizzleSql.end();
  }
}
