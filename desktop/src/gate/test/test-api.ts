/**
 * What the gate's sync tests share: the real API listening on a free port of 127.0.0.1 over a
 * fresh Postgres database of its own (demo catalogue and staff seeded, clock at `testNow`),
 * which a test can take off the network and bring back on the same port, registration codes
 * issued by the demo administrator, replicas in throwaway data directories, and a `fetch` that
 * records what the sync client asked for and was given. With `mpesa`, the payment simulators run
 * too (the Daraja simulator calling back the API; its requests stamped in real time, as the
 * simulator checks), so the gate can take M-Pesa.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChangeFeed } from '@hifadhi/shared/schemas/sync';
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
import { freePort } from '../../../../api/src/test/free-port';
import { createTestApp } from '../../../../api/src/test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../api/src/test/test-database';
import { openReplicaDatabase, type ReplicaDatabase } from '../replica-database';

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
  return {
    database,
    app,
    apiBaseUrl,
    adminToken,
    async registrationCode(gate = 'gate-main') {
      const response = await app.request(
        '/api/v1/devices/registration-codes',
        postJson({ gate_public_id: gate }, adminToken),
      );
      if (response.status !== 201) throw new Error(`Issuing a code: ${response.status}`);
      return ((await response.json()) as { code: string }).code;
    },
    goOffline: stop,
    async goOnline() {
      server ??= await listen();
    },
    newDataDirectory,
    newReplica() {
      const replica = openReplicaDatabase(newDataDirectory());
      replicas.push(replica);
      return replica;
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
