/**
 * What the gate's sync tests share: the real API listening on a free port of 127.0.0.1 over a
 * fresh Postgres database of its own (demo catalogue and staff seeded, clock at `testNow`),
 * which a test can take off the network and bring back on the same port, registration codes
 * issued by the demo administrator, replicas in throwaway data directories, and a `fetch` that
 * records what the sync client asked for and was given; day-visit bookings (KES 3,500 each), sync
 * clients registered on fresh replicas, and kiosks registered straight through the API that take
 * cash. With `mpesa`, the payment simulators run too (the Daraja simulator calling back the API;
 * its requests stamped in real time, as the simulator checks), so the gate can take M-Pesa.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import type { ChangeFeed, DeviceRegistered } from '@hifadhi/shared/schemas/sync';
import { type ServerType, serve } from '@hono/node-server';
import {
  capturingMailer,
  postJson,
  seedStaff,
  signInAs,
} from '../../../../api/src/auth/test-staff';
import { systemClock } from '../../../../api/src/clock';
import {
  startTestPayments,
  type TestPayments,
} from '../../../../api/src/payments/payment-test-server';
import { dayVisit, operation, push, registerKiosk } from '../../../../api/src/sync/test-kiosk';
import { book, bookingDeps } from '../../../../api/src/test/booking-fixtures';
import { freePort } from '../../../../api/src/test/free-port';
import { createTestApp } from '../../../../api/src/test/test-app';
import { testNow } from '../../../../api/src/test/test-clock';
import { createTestDatabase, type TestDatabase } from '../../../../api/src/test/test-database';
import { openReplicaDatabase, type ReplicaDatabase } from '../replica-database';
import { createSyncClient, type SyncClient, type SyncClientOptions } from '../sync-client';

/** A booking on the server, by its public id and reference. */
export interface Booked {
  booking_public_id: string;
  booking_ref_code: string;
}

/** A sync client registered at `gate-main`, and the replica it fills. */
export interface RegisteredClient {
  replica: ReplicaDatabase;
  client: SyncClient;
  registered: DeviceRegistered;
}

/** A kiosk registered through the API alone (no replica), as another gate's would be. */
export interface CashKiosk {
  device_token: string;
  /**
   * Takes the whole amount due of a day visit (KES 3,500) in cash for each of `bookings`, at
   * `deviceTime` (ISO instant); the server's status of each payment.
   */
  takeCash(bookings: readonly Booked[], deviceTime: string): Promise<string[]>;
}

/** The API of one test file, and what the file made, to clean up with `close`. */
export interface TestApi {
  database: TestDatabase;
  app: ReturnType<typeof createTestApp>['app'];
  /** `http://127.0.0.1:<port>/api/v1`. */
  apiBaseUrl: string;
  adminToken: string;
  /** A registration code for a kiosk at `gate` (default `gate-main`). */
  registrationCode(gate?: string): Promise<string>;
  /** Stops listening and drops open connections: kiosks get no answer (connection refused). */
  goOffline(): Promise<void>;
  /** Listens again on the same port. */
  goOnline(): Promise<void>;
  /** A new data directory, removed on `close`. */
  newDataDirectory(): string;
  /** A new, empty replica in its own data directory, closed on `close`. */
  newReplica(): ReplicaDatabase;
  /** Books a day visit (two citizen adults, one 6-seater: KES 3,500) on `date`. */
  bookDayVisit(date: string, overrides?: Partial<PublicBookingRequestInput>): Promise<Booked>;
  /**
   * Books `count` day visits, the n-th for guest `Guest<n>` on the test clock's day + (n mod
   * `days`) (default: one a day); in order.
   */
  bookDayVisits(count: number, days?: number): Promise<Booked[]>;
  /**
   * A sync client on a new replica (or `options.db`), registered at `gate-main` as `name` with
   * a fresh code.
   */
  registeredClient(
    name: string,
    options?: Partial<Omit<SyncClientOptions, 'apiBaseUrl'>>,
  ): Promise<RegisteredClient>;
  /** A kiosk registered at `gate` (as `name`) through the API, to take cash there. */
  cashKiosk(gate: string, name?: string): Promise<CashKiosk>;
  close(): Promise<void>;
}

/**
 * Starts the API on a new database (call in `beforeAll`; `close` in `afterAll`); with `mpesa`,
 * also the payment simulators it takes STK pushes through.
 */
export async function startTestApi(options: { mpesa?: boolean } = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  await seedStaff(database.db);
  const port = await freePort();
  const apiBaseUrl = `http://127.0.0.1:${port}/api/v1`;
  const simulators: TestPayments | null = options.mpesa
    ? await startTestPayments(() => apiBaseUrl, systemClock)
    : null;
  const { app } = createTestApp(database.db, {
    mailer: capturingMailer(),
    ...(simulators ? { payments: simulators.payments } : {}),
  });
  const adminToken = await signInAs(app, 'Administrator');
  const listen = async (): Promise<ServerType> => {
    const listening = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    return listening;
  };
  let server: ServerType | null = await listen();
  const stop = async () => {
    const stopping = server;
    server = null;
    if (!stopping) return;
    const closed = new Promise((resolve) => stopping.close(resolve));
    if ('closeAllConnections' in stopping) stopping.closeAllConnections();
    await closed;
  };
  const directories: string[] = [];
  const replicas: ReplicaDatabase[] = [];
  const newDataDirectory = () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'hifadhi-gate-'));
    directories.push(directory);
    return directory;
  };
  const newReplica = () => {
    const replica = openReplicaDatabase(newDataDirectory());
    replicas.push(replica);
    return replica;
  };
  const registrationCode = async (gate = 'gate-main') => {
    const response = await app.request(
      '/api/v1/devices/registration-codes',
      postJson({ gate_public_id: gate }, adminToken),
    );
    if (response.status !== 201) throw new Error(`Issuing a code: ${response.status}`);
    return ((await response.json()) as { code: string }).code;
  };
  const deps = bookingDeps(database.db);
  const bookDayVisit = (date: string, overrides: Partial<PublicBookingRequestInput> = {}) =>
    book(deps, dayVisit(date, overrides));
  return {
    database,
    app,
    apiBaseUrl,
    adminToken,
    registrationCode,
    goOffline: stop,
    async goOnline() {
      server ??= await listen();
    },
    newDataDirectory,
    newReplica,
    bookDayVisit,
    async bookDayVisits(count, days = count) {
      const today = calendarDateAt(testNow);
      const booked: Booked[] = [];
      for (let n = 0; n < count; n++) {
        booked.push(await bookDayVisit(addDays(today, n % days), { first_name: `Guest${n}` }));
      }
      return booked;
    },
    async registeredClient(name, options = {}) {
      const replica = options.db ?? newReplica();
      const client = createSyncClient({ ...options, db: replica, apiBaseUrl });
      const registered = await client.register(await registrationCode(), name);
      return { replica, client, registered };
    },
    async cashKiosk(gate, name) {
      const { device_token } = await registerKiosk(app, adminToken, gate, name);
      return {
        device_token,
        async takeCash(bookings, deviceTime) {
          const results = await push(
            app,
            device_token,
            bookings.map(({ booking_public_id }) =>
              operation(
                'cash_payment',
                { booking_public_id, amount: 3500, currency: 'KES' },
                deviceTime,
              ),
            ),
          );
          return results.map((result) => result.status);
        },
      };
    },
    async close() {
      for (const replica of replicas) if (replica.open) replica.close();
      await stop();
      await simulators?.close();
      await database.drop();
      for (const directory of directories) rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One call the sync client made: path, status, and the change-feed page when it was one. */
export interface TracedCall {
  method: string;
  path: string;
  status: number;
  page: ChangeFeed | null;
}

/** A `fetch` over the real one that records each call in `calls`. */
export function tracingFetch(): { fetch: typeof fetch; calls: TracedCall[] } {
  const calls: TracedCall[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(String(input));
      const page = url.pathname.endsWith('/sync/changes') && response.ok;
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        status: response.status,
        page: page ? ((await response.clone().json()) as ChangeFeed) : null,
      });
      return response;
    },
  };
}

/** The change-feed pages among the traced calls, in order. */
export function feedPages(calls: readonly TracedCall[]): ChangeFeed[] {
  return calls.flatMap((call) => (call.page ? [call.page] : []));
}

/** Public ids of the bookings the traced change-feed pages carried, in order. */
export function fetchedBookingIds(calls: readonly TracedCall[]): string[] {
  return feedPages(calls).flatMap((page) => page.changes.bookings.map((b) => b.booking_public_id));
}

/** Public ids of the replica's bookings, sorted. */
export function replicaBookingIds(replica: ReplicaDatabase): string[] {
  return replica
    .prepare('select booking_public_id from bookings order by booking_public_id')
    .pluck()
    .all() as string[];
}
