/**
 * `npm run bench` (API part): loads 100,000 realistic bookings into a dedicated database,
 * serves the API with @hono/node-server on 127.0.0.1, then measures at 50 concurrent
 * connections for 10 s each: the raw availability statement straight to Postgres (baseline),
 * availability, quotes, and booking creation; then the staff bookings lists through the API
 * beside their raw statements (`bench-staff-lists.ts`). Writes both sections of
 * `docs/benchmarks.md`.
 *
 * Bounded: the whole run is stopped after BENCH_TIME_LIMIT_SECONDS (default 600; 2,400 for
 * BENCH_ONLY=reports, whose load of a million bookings alone takes 12 minutes on a busy
 * machine). Only 127.0.0.1 is contacted. Settings: BENCH_BOOKINGS (100000), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (50), BENCH_POOL_SIZE (10), BENCH_LIST_SECONDS (3) and
 * BENCH_LIST_CONNECTIONS (2) per staff list; BENCH_ONLY=staff-lists measures only the staff
 * lists; BENCH_ONLY=reports only the reports (`benchReports`, BENCH_REPORT_BOOKINGS); DATABASE_URL picks a local Postgres server (else an embedded one).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { benchmarksDocPath, writeBenchmarksSection } from '../../scripts/benchmarks-doc';
import {
  heldFacilityLinesParams,
  heldFacilityLinesStatement,
  heldNights,
} from '../src/availability/held-capacity';
import { readPricingCatalogue } from '../src/catalogue/catalogue-repository';
import { connectDatabase } from '../src/db/database';
import { type Random, randomBookingRequest, randomCart, seededRandom } from './bench-carts';
import { openBenchDatabase } from './bench-database';
import { measureReports, reportCases } from './bench-reports';
import { measureStaffLists, readCaseSamples, staffListCases } from './bench-staff-lists';
import { renderBenchmarks } from './benchmarks-report';
import { loadBookings } from './generate-bookings';
import { loadReportData } from './load-report-data';
import { type LoadRequest, runHttpLoad, runRawBaseline } from './load-run';
import { renderReportsSection, reportFindings } from './reports-bench-report';
import { renderStaffListsSection } from './staff-lists-report';
import { type BenchApi, startApi, stopApi } from './start-api';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BOOKINGS = setting('BENCH_BOOKINGS', 100_000);
const SECONDS = setting('BENCH_SECONDS', 10);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 50);
const LIST_SECONDS = setting('BENCH_LIST_SECONDS', 3);
const LIST_CONNECTIONS = setting('BENCH_LIST_CONNECTIONS', 2);
const ONLY_STAFF_LISTS = process.env.BENCH_ONLY === 'staff-lists';
/** `BENCH_ONLY=reports`: the reports over BENCH_REPORT_BOOKINGS (1,000,000) in their own database. */
const ONLY_REPORTS = process.env.BENCH_ONLY === 'reports';
const REPORT_BOOKINGS = setting('BENCH_REPORT_BOOKINGS', 1_000_000);
const TIME_LIMIT_SECONDS = setting('BENCH_TIME_LIMIT_SECONDS', ONLY_REPORTS ? 2400 : 600);
const WARM_UP_SECONDS = 2;
/** Postgres connections of the API (DATABASE_POOL_SIZE, default 10) and of the baseline alike. */
const POOL_SIZE = setting('BENCH_POOL_SIZE', 10);

const json = { 'Content-Type': 'application/json' };

function machineDescription(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`;
}

/** Signs the demo administrator in at `origin`; its bearer token. */
async function administratorToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'admin@kijani.example', password: 'change-me-admin' }),
  });
  if (!response.ok) throw new Error(`Administrator sign-in: ${response.status}`);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/** The staff lists (see bench-staff-lists.ts), written to their own section. */
async function benchStaffLists(origin: string, url: string, now: Date, postgresVersion: string) {
  const today = calendarDateAt(now);
  console.log('Staff booking lists…');
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = await measureStaffLists({
    origin,
    token: await administratorToken(origin),
    url,
    poolSize: POOL_SIZE,
    cases: staffListCases(today, await readCaseSamples(url)),
    today,
    concurrency: LIST_CONNECTIONS,
    seconds: LIST_SECONDS,
  });
  writeBenchmarksSection(
    'Staff booking lists',
    renderStaffListsSection({
      date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine: machineDescription(),
      postgres: postgresVersion,
      bookings: BOOKINGS,
      concurrency: LIST_CONNECTIONS,
      seconds: LIST_SECONDS,
      pool_size: POOL_SIZE,
      load_average: loadAverage,
      results,
    }),
  );
}

/**
 * The reports (bench-reports.ts): REPORT_BOOKINGS bookings and a year of payments loaded in SQL
 * into `hifadhi_bench_reports`, each report through the API beside its raw statement; writes
 * the "Reports" section.
 */
async function benchReports(now: Date): Promise<void> {
  const today = calendarDateAt(now);
  console.log(`Loading ${REPORT_BOOKINGS.toLocaleString('en-US')} bookings for the reports…`);
  const database = await openBenchDatabase(now, 'hifadhi_bench_reports');
  let api: BenchApi | undefined;
  try {
    const loaded = await loadReportData(database.url, REPORT_BOOKINGS, now);
    console.log(`Loaded in ${loaded.seconds.toFixed(1)} s`, loaded);
    api = await startApi(database.url, { DATABASE_POOL_SIZE: String(POOL_SIZE) });
    const loadAverage = os.loadavg()[0] ?? 0;
    const results = await measureReports({
      origin: api.origin,
      token: await administratorToken(api.origin),
      url: database.url,
      poolSize: POOL_SIZE,
      cases: reportCases(today, now),
      concurrency: LIST_CONNECTIONS,
      seconds: LIST_SECONDS,
    });
    writeBenchmarksSection(
      'Reports',
      renderReportsSection({
        date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        machine: machineDescription(),
        postgres: database.version.split(' on ')[0] ?? database.version,
        loaded,
        concurrency: LIST_CONNECTIONS,
        seconds: LIST_SECONDS,
        pool_size: POOL_SIZE,
        load_average: loadAverage,
        results,
        findings: reportFindings,
      }),
    );
  } finally {
    await stopApi(api);
    await database.close();
  }
}

function randomStay(random: Random, today: string) {
  const checkIn = addDays(today, random.int(1, 180));
  return { check_in_date: checkIn, check_out_date: addDays(checkIn, random.int(1, 4)) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const watchdog = setTimeout(() => {
    console.error(`Benchmark stopped: it ran longer than ${TIME_LIMIT_SECONDS} s`);
    process.exit(1);
  }, TIME_LIMIT_SECONDS * 1000);
  watchdog.unref();

  const now = new Date();
  if (ONLY_REPORTS) {
    await benchReports(now);
    return;
  }
  const today = calendarDateAt(now);
  console.log(`Creating hifadhi_bench and loading ${BOOKINGS.toLocaleString('en-US')} bookings…`);
  const database = await openBenchDatabase(now);
  let api: BenchApi | undefined;
  try {
    const loaded = await loadBookings(database.url, BOOKINGS, now, today, seededRandom(2026));
    console.log(`Loaded in ${loaded.seconds.toFixed(1)} s`, loaded);

    const { db, sql } = connectDatabase(database.url, undefined, { max: 1 });
    const catalogue = await readPricingCatalogue(db, now);
    await sql.end();
    const random = seededRandom(7);
    const carts = Array.from({ length: 500 }, () =>
      JSON.stringify(randomCart(random, addDays(today, random.int(1, 200)), catalogue)),
    );
    const bookingBodies = Array.from({ length: 20_000 }, () =>
      JSON.stringify(randomBookingRequest(random, addDays(today, random.int(30, 730)), catalogue)),
    );

    api = await startApi(database.url, { DATABASE_POOL_SIZE: String(POOL_SIZE) });
    console.log(`API at ${api.origin}`);
    const origin = api.origin;
    const postgresVersion = database.version.split(' on ')[0] ?? database.version;
    if (ONLY_STAFF_LISTS) {
      await benchStaffLists(origin, database.url, now, postgresVersion);
      return;
    }
    const availabilityRequest = {
      method: 'GET' as const,
      path: '/api/v1/public/availability/facilities',
      setupRequest: (request: { path?: string }) => {
        const stay = randomStay(random, today);
        return {
          ...request,
          path: `/api/v1/public/availability/facilities?check_in_date=${stay.check_in_date}&check_out_date=${stay.check_out_date}`,
        };
      },
    };
    const quoteRequest = {
      method: 'POST' as const,
      path: '/api/v1/public/quotes',
      headers: json,
      setupRequest: (request: { body?: string }) => ({ ...request, body: random.pick(carts) }),
    };
    let nextBooking = 0;
    const bookingRequest = {
      method: 'POST' as const,
      path: '/api/v1/public/bookings',
      headers: json,
      setupRequest: (request: { body?: string }) => ({
        ...request,
        body: bookingBodies[nextBooking++ % bookingBodies.length]!,
      }),
    };

    const load = (name: string, request: LoadRequest, seconds = SECONDS, successStatus?: string) =>
      runHttpLoad({ name, origin, request, connections: CONNECTIONS, seconds, successStatus });

    console.log('Warming up…');
    await load('warm-up', availabilityRequest, WARM_UP_SECONDS);
    await load('warm-up', quoteRequest, WARM_UP_SECONDS);

    console.log('Raw baseline…');
    const baseline = await runRawBaseline({
      name: 'Raw availability query (postgres.js)',
      url: database.url,
      poolSize: POOL_SIZE,
      concurrency: CONNECTIONS,
      seconds: SECONDS,
      statement: () => {
        const stay = randomStay(random, today);
        return {
          sql: heldFacilityLinesStatement.sql,
          params: heldFacilityLinesParams(
            heldNights(stay.check_in_date, stay.check_out_date),
            new Date(),
          ),
        };
      },
    });
    console.log(baseline);
    console.log('Availability…');
    const availability = await load('GET /public/availability/facilities', availabilityRequest);
    console.log(availability);
    console.log('Quotes…');
    const quote = await load('POST /public/quotes', quoteRequest);
    console.log(quote);
    console.log('Bookings…');
    const bookings = await load('POST /public/bookings', bookingRequest, SECONDS, '201');
    console.log(bookings);

    const markdown = renderBenchmarks({
      date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine: machineDescription(),
      node: process.version,
      postgres: postgresVersion,
      database_kind: database.kind,
      pool_size: POOL_SIZE,
      loaded,
      baseline,
      availability,
      quote,
      bookings,
      seconds: (performance.now() - started) / 1000,
    });
    writeBenchmarksSection('API', markdown);
    console.log(`Wrote the API section of ${path.relative(repositoryRoot, benchmarksDocPath)}`);
    await benchStaffLists(origin, database.url, now, postgresVersion);
  } finally {
    await stopApi(api);
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exit(1);
  },
);
