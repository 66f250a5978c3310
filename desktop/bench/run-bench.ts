/**
 * The kiosk bench (`node --import tsx desktop/bench/run-bench.ts`): the API on a fresh
 * database holding 50,000 bookings in the gate window, a kiosk registered and synced through
 * its sync client (initial full download, then 1,000 changed bookings), the replica filled to
 * 200,000 bookings, and lookups through the gate service — by reference and by scanning a
 * signed ticket code — via `app.fetch` and over HTTP on 127.0.0.1, beside a raw better-sqlite3
 * point query. Writes the "Gate kiosk" section of `docs/benchmarks.md`.
 *
 * Bounded: stopped after BENCH_TIME_LIMIT_SECONDS (default 900); each lookup run stops after 30 s of timed calls. Only 127.0.0.1 is contacted.
 * Settings: BENCH_KIOSK_BOOKINGS (50000), BENCH_REPLICA_BOOKINGS (200000), BENCH_LOOKUPS
 * (5000); DATABASE_URL picks a local Postgres server (else an embedded one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { type ServerType, serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { seededRandom } from '../../api/bench/bench-carts';
import { openBenchDatabase } from '../../api/bench/bench-database';
import { loadBookings } from '../../api/bench/generate-bookings';
import { runHttpLoad } from '../../api/bench/load-run';
import { type BenchApi, startApi, stopApi } from '../../api/bench/start-api';
import { connectDatabase } from '../../api/src/db/database';
import { freePort } from '../../api/src/test/free-port';
import { activeTicketKey } from '../../api/src/tickets/ticket-signing-keys';
import { writeBenchmarksSection } from '../../scripts/benchmarks-doc';
import { type GateService, startGateService } from '../src/gate/gate-service';
import { openReplicaDatabase, REPLICA_FILE_NAME } from '../src/gate/replica-database';
import { createSyncClient } from '../src/gate/sync-client';
import { renderKioskBenchmarks, type SyncRun } from './kiosk-bench-report';
import { type LatencyResult, timeSequential } from './latency-run';
import { fillReplica } from './replica-fill';
import { measureUplink, type UplinkRun } from './uplink-run';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BOOKINGS = setting('BENCH_KIOSK_BOOKINGS', 50_000);
const REPLICA_BOOKINGS = setting('BENCH_REPLICA_BOOKINGS', 200_000);
const LOOKUPS = setting('BENCH_LOOKUPS', 5_000);
const CHANGED = 1_000;
const TIME_LIMIT_SECONDS = setting('BENCH_TIME_LIMIT_SECONDS', 900);

const json = { 'Content-Type': 'application/json' };

/** Signs in as the demo staff user of `role` through the API; the bearer token. */
async function apiSignIn(apiBaseUrl: string, role: string, today: string): Promise<string> {
  const user = demoCatalogue(today).staff_users.find((candidate) => candidate.user_type === role);
  if (!user) throw new Error(`No demo ${role}`);
  const response = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${role}: ${response.status}`);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

async function registrationCode(apiBaseUrl: string, adminToken: string): Promise<string> {
  const response = await fetch(`${apiBaseUrl}/devices/registration-codes`, {
    method: 'POST',
    headers: { ...json, Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ gate_public_id: 'gate-main' }),
  });
  if (response.status !== 201) throw new Error(`Issuing a registration code: ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}

/** Answers `request` through `fetchOnce` and fails the bench on anything but a 200. */
async function expectOk(fetchOnce: () => Response | Promise<Response>): Promise<unknown> {
  const response = await fetchOnce();
  if (response.status !== 200) {
    throw new Error(`Gate service answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

async function main(): Promise<void> {
  const started = performance.now();
  const watchdog = setTimeout(() => {
    console.error(`Kiosk bench stopped: it ran longer than ${TIME_LIMIT_SECONDS} s`);
    process.exit(1);
  }, TIME_LIMIT_SECONDS * 1000);
  watchdog.unref();

  const now = new Date();
  const today = calendarDateAt(now);
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'hifadhi-kiosk-bench-'));
  console.log(`Creating hifadhi_bench and loading ${BOOKINGS.toLocaleString('en-US')} bookings…`);
  const database = await openBenchDatabase(now);
  let api: BenchApi | undefined;
  let gate: GateService | undefined;
  let server: ServerType | undefined;
  try {
    const loaded = await loadBookings(
      database.url,
      BOOKINGS,
      now,
      today,
      seededRandom(2027),
      (random, day) => addDays(day, random.int(-1, 14)),
    );
    console.log(`Loaded in ${loaded.seconds.toFixed(1)} s`, loaded);
    const { db, sql } = connectDatabase(database.url, undefined, { max: 1 });
    const signingKey = await activeTicketKey(db, now);

    api = await startApi(database.url);
    const apiBaseUrl = `${api.origin}/api/v1`;
    const adminToken = await apiSignIn(apiBaseUrl, 'Administrator', today);

    // Registration and the first full download.
    const replica = openReplicaDatabase(dataDirectory);
    const client = createSyncClient({ db: replica, apiBaseUrl });
    await client.register(await registrationCode(apiBaseUrl, adminToken), 'Bench kiosk');
    console.log('Initial sync…');
    let timer = performance.now();
    const first = await client.syncNow();
    const initial: SyncRun = {
      bookings: replica.prepare('select count(*) from bookings').pluck().get() as number,
      pages: first.pages,
      seconds: (performance.now() - timer) / 1000,
    };
    console.log(initial);
    if (initial.bookings !== loaded.bookings) {
      throw new Error(`The replica holds ${initial.bookings} of ${loaded.bookings} bookings`);
    }

    // 1,000 bookings change on the server; the next sync brings them.
    const changed = await sql<{ booking_public_id: string; phone: string }[]>`
      update bookings set phone = '+2547' || lpad(id::text, 8, '0'), updated_at = now()
      where id in (select id from bookings order by random() limit ${CHANGED})
      returning booking_public_id, phone`;
    await sql.end();
    console.log('Incremental sync…');
    timer = performance.now();
    const second = await client.syncNow();
    const incrementalSeconds = (performance.now() - timer) / 1000;
    const phoneOf = replica.prepare(
      "select body ->> '$.phone' from bookings where booking_public_id = ?",
    );
    const arrived = changed.filter(
      (row) => phoneOf.pluck().get(row.booking_public_id) === row.phone,
    );
    const incremental: SyncRun = {
      bookings: arrived.length,
      pages: second.pages,
      seconds: incrementalSeconds,
    };
    console.log(incremental);
    if (arrived.length !== CHANGED) throw new Error(`Only ${arrived.length} changes arrived`);
    const window = replica
      .prepare('select window_from as "from", window_to as "to" from sync_state')
      .get() as {
      from: string;
      to: string;
    };

    console.log(`Filling the replica to ${REPLICA_BOOKINGS.toLocaleString('en-US')} bookings…`);
    const fill = fillReplica(replica, REPLICA_BOOKINGS, signingKey, seededRandom(11), now);
    replica.close();
    const replicaFile = path.join(dataDirectory, REPLICA_FILE_NAME);
    console.log({ added: fill.added, total: fill.total, seconds: fill.seconds });

    // The gate service on that replica; the clerk signs in.
    gate = await startGateService({ apiBaseUrl, dataDirectory, syncIntervalSeconds: 3_600 });
    const clerk = demoCatalogue(today).staff_users.find((user) => user.user_type === 'Gate Clerk')!;
    const session = (await expectOk(() =>
      gate!.app.request('/gate/v1/session', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: clerk.email, password: clerk.password }),
      }),
    )) as { token: string };
    const auth = { Authorization: `Bearer ${session.token}` };
    const port = await freePort();
    server = serve({ fetch: gate.app.fetch, port, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
    const origin = `http://127.0.0.1:${port}`;

    const random = seededRandom(5);
    const raw = new Database(replicaFile, { readonly: true });
    const byRef = raw.prepare('select body from bookings where booking_ref_code = ?');
    const refs = raw.prepare('select booking_ref_code from bookings').pluck().all() as string[];
    const replicaMegabytes =
      ((raw.pragma('page_count', { simple: true }) as number) *
        (raw.pragma('page_size', { simple: true }) as number)) /
      2 ** 20;
    const randomRef = () => refs[random.int(0, refs.length - 1)]!;
    const randomTicket = () => fill.tickets[random.int(0, fill.tickets.length - 1)]!;

    const search = (ref: string, viaHttp: boolean) => {
      const url = `/gate/v1/bookings?q=${encodeURIComponent(ref)}`;
      return viaHttp
        ? fetch(`${origin}${url}`, { headers: auth })
        : gate!.app.request(url, { headers: auth });
    };
    const scanInit = (code: string): RequestInit => ({
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ code, direction: 'check_in' }),
    });
    const scan = (code: string, viaHttp: boolean) =>
      viaHttp
        ? fetch(`${origin}/gate/v1/scans`, scanInit(code))
        : gate!.app.request('/gate/v1/scans', scanInit(code));

    const found = async (ref: string, viaHttp: boolean) => {
      const body = (await expectOk(() => search(ref, viaHttp))) as {
        bookings: Array<{ booking_ref_code: string }>;
      };
      if (body.bookings[0]?.booking_ref_code !== ref) throw new Error(`${ref} was not found first`);
    };
    const scanDecisions: Record<string, number> = {};
    const decided = async (index: number, viaHttp: boolean) => {
      const ticket = randomTicket();
      const body = (await expectOk(() => scan(ticket.ticket_code, viaHttp))) as {
        decision: { status: string };
        booking: { booking_ref_code: string } | null;
      };
      if (body.booking?.booking_ref_code !== ticket.booking_ref_code) {
        throw new Error(`The scan of ${ticket.booking_ref_code} found another booking`);
      }
      if (index < LOOKUPS && !viaHttp) {
        scanDecisions[body.decision.status] = (scanDecisions[body.decision.status] ?? 0) + 1;
      }
    };

    console.log('Lookups…');
    const loadBefore = os.loadavg()[0] ?? Number.NaN;
    const rawRun = await timeSequential(
      'Raw better-sqlite3 point query by reference',
      LOOKUPS * 4,
      () => {
        if (!byRef.get(randomRef())) throw new Error('A reference was not found');
      },
    );
    const lookups: LatencyResult[] = [];
    lookups.push(
      await timeSequential('GET /gate/v1/bookings?q=<reference> (app.fetch)', LOOKUPS, () =>
        found(randomRef(), false),
      ),
    );
    lookups.push(
      await timeSequential('GET /gate/v1/bookings?q=<reference> (HTTP)', LOOKUPS, () =>
        found(randomRef(), true),
      ),
    );
    lookups.push(
      await timeSequential('POST /gate/v1/scans, signed ticket code (app.fetch)', LOOKUPS, (i) =>
        decided(i, false),
      ),
    );
    lookups.push(
      await timeSequential('POST /gate/v1/scans, signed ticket code (HTTP)', LOOKUPS, (i) =>
        decided(i, true),
      ),
    );
    for (const run of [rawRun, ...lookups]) console.log(run);
    const scanLoad = await runHttpLoad({
      name: 'POST /gate/v1/scans',
      origin,
      connections: 10,
      seconds: 5,
      request: {
        method: 'POST',
        path: '/gate/v1/scans',
        headers: { ...json, ...auth },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ code: randomTicket().ticket_code, direction: 'check_in' }),
        }),
      },
    });
    console.log(scanLoad);
    const loadAfter = os.loadavg()[0] ?? Number.NaN;
    raw.close();

    // The offline switch at the real intervals, on the same replica behind a relay.
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    await gate.close();
    const uplink: UplinkRun[] = [];
    for (const outage of ['hang', 'refuse'] as const) {
      console.log(`Offline switch: the API ${outage === 'hang' ? 'hangs' : 'stops'}…`);
      uplink.push(
        await measureUplink({
          apiBaseUrl,
          dataDirectory,
          clerk: { email: clerk.email, password: clerk.password },
          outage,
        }),
      );
      console.log(uplink.at(-1));
    }

    const cpus = os.cpus();
    writeBenchmarksSection(
      'Gate kiosk',
      renderKioskBenchmarks({
        date: `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
        node: process.version,
        postgres: database.version.split(' on ')[0] ?? database.version,
        loaded,
        window,
        initial,
        incremental,
        replica: {
          bookings: fill.total,
          tickets: fill.tickets.length,
          fill_seconds: fill.seconds,
          file_mb: replicaMegabytes,
        },
        raw: rawRun,
        lookups,
        scan_decisions: scanDecisions,
        scan_load: scanLoad,
        lookup_load: { before: loadBefore, after: loadAfter, cores: os.cpus().length },
        uplink,
        seconds: (performance.now() - started) / 1000,
      }),
    );
    console.log('Wrote the Gate kiosk section of docs/benchmarks.md');
  } finally {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await gate?.close();
    await stopApi(api);
    await database.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Kiosk bench failed:', error);
    process.exit(1);
  },
);
