/**
 * Test support for the payment journeys: the API served over real HTTP on 127.0.0.1 on a test
 * database, both payment simulators on free ports (the Daraja simulator posting its callbacks to
 * the API), mail written to a temporary folder, and a clock that runs in real time (the Daraja
 * simulator checks timestamps against it) and that a test can move on.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { API_BASE_PATH, createApp } from '../app';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { type ReadMessage, readEml } from '../mail/eml-reader';
import { createMailer } from '../mail/mailer';
import { testConfig } from '../test/test-app';
import type { TestDatabase } from '../test/test-database';
import { iveriReturnForm } from './card/iveri-return-form';
import { createPaymentDeps, createPaymentsRuntime } from './payment-services';
import { loadPaymentsConfig } from './payments-config';
import type { PaymentDeps, PaymentsRuntime } from './payments-runtime';
import { startCardSimulator } from './simulators/card-simulator';
import { startDarajaSimulator } from './simulators/daraja-simulator';

/** Real time, moved on by `advance`. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  today(): string;
}

export interface PaymentTestServer {
  /** e.g. http://127.0.0.1:41234/api/v1 */
  apiUrl: string;
  siteUrl: string;
  clock: MovableClock;
  /** The payment services, for calling them directly (sweeps, gate payments). */
  deps: PaymentDeps;
  darajaUrl: string;
  cardUrl: string;
  /** Every STK push the Daraja simulator accepted, oldest first. */
  stkPushes: StkPushSeen[];
  /** Every message written so far, oldest first. */
  mail(): Promise<ReadMessage[]>;
  close(): Promise<void>;
}

/** The public site's origin in payment tests. */
const TEST_SITE_URL = 'http://127.0.0.1:5173';

function movableClock(): MovableClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance: (ms) => {
      offset += ms;
    },
    today: () => calendarDateAt(now()),
  };
}

/** An STK push as the Daraja simulator received it. */
export interface StkPushSeen {
  phone: string;
  amount: number;
  checkoutRequestId: string;
}

/** Both payment simulators on free ports and the payments runtime that reaches them. */
export interface TestPayments {
  payments: PaymentsRuntime;
  darajaUrl: string;
  cardUrl: string;
  /** Every STK push the Daraja simulator accepted, oldest first. */
  stkPushes: StkPushSeen[];
  close(): Promise<void>;
}

/**
 * Starts the Daraja and card simulators and the payments runtime for an API reached at
 * `apiBaseUrl()` (read when a payment starts); Daraja callbacks come `callbackDelayMs` after a
 * push. `clock` stamps Daraja requests: it must run near real time, as the simulator checks.
 */
export async function startTestPayments(
  apiBaseUrl: () => string,
  clock: Clock,
  options: { callbackDelayMs?: number } = {},
): Promise<TestPayments> {
  const stkPushes: StkPushSeen[] = [];
  const daraja = await startDarajaSimulator({
    port: 0,
    callbackDelayMs: options.callbackDelayMs ?? 150,
    onStkPush: (push) => stkPushes.push(push),
  });
  const card = await startCardSimulator({ port: 0 });
  const payments = createPaymentsRuntime(
    loadPaymentsConfig({}),
    {
      apiBaseUrl,
      siteUrl: TEST_SITE_URL,
      simulatorUrls: { mpesa: daraja.url, card: card.url },
    },
    clock,
  );
  return {
    payments,
    darajaUrl: daraja.url,
    cardUrl: card.url,
    stkPushes,
    async close() {
      for (const simulator of [daraja, card]) await simulator.close();
    },
  };
}

/**
 * Starts the API and the simulators for `db`; callbacks come `callbackDelayMs` after a push.
 * `config` overrides settings of the test configuration (e.g. `UNPAID_HOLDS_PER_CLIENT` for
 * tests that hold many bookings from one address).
 */
export async function startPaymentTestServer(
  db: Database,
  options: { callbackDelayMs?: number; config?: Partial<Config> } = {},
): Promise<PaymentTestServer> {
  const clock = movableClock();
  const logger = pino({ level: 'silent' });
  const siteUrl = TEST_SITE_URL;
  const mailDir = await mkdtemp(path.join(tmpdir(), 'hifadhi-payments-mail-'));
  let apiUrl = '';
  const {
    payments,
    darajaUrl,
    cardUrl,
    stkPushes,
    close: closeSimulators,
  } = await startTestPayments(() => apiUrl, clock, options);
  const mailer = createMailer({ directory: mailDir });
  const app = createApp({
    db,
    config: { ...testConfig, ...options.config },
    clock,
    logger,
    databaseKind: 'external',
    payments,
    mailer,
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    ) as Server;
  });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`;

  return {
    apiUrl,
    siteUrl,
    clock,
    deps: createPaymentDeps({ db, clock, logger, payments, mailer }),
    darajaUrl,
    cardUrl,
    stkPushes,
    async mail() {
      const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
      return Promise.all(
        files.map(async (file) => readEml(await readFile(path.join(mailDir, file)))),
      );
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeSimulators();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers `beforeAll`/`afterAll` hooks giving the calling test file the API and the payment
 * simulators over `database` (`startPaymentTestServer` with `options`), closed after its tests;
 * read its fields inside tests and later hooks (they are set once this `beforeAll` has run).
 */
export function usePaymentTestServer(
  database: Pick<TestDatabase, 'db'>,
  options: Parameters<typeof startPaymentTestServer>[1] = {},
): PaymentTestServer {
  const server = {} as PaymentTestServer;
  beforeAll(async () => {
    Object.assign(server, await startPaymentTestServer(database.db, options));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}

/** Polls `probe` every 50 ms until it returns a value other than undefined (5 s at most). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

/** JSON of `method path` on the API, with its status. */
export async function call(
  server: PaymentTestServer,
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${server.apiUrl}${route}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Plays the payer on the simulated card page: POSTs the API's checkout form to it, chooses
 * (approve, decline with a reason, try later), and returns the form the page auto-submits back
 * to the API's return URL.
 */
export async function payOnCardPage(
  form: { action: string; fields: Record<string, string> },
  choice: 'approve' | 'decline' | 'try_later',
  reason?: string,
): Promise<{ action: string; fields: Record<string, string> }> {
  await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  const page = await fetch(new URL('/Lite/Simulator/Choose', form.action), {
    method: 'POST',
    body: new URLSearchParams({
      Lite_Merchant_Trace: form.fields.Lite_Merchant_Trace ?? '',
      choice,
      ...(reason ? { reason } : {}),
    }),
  });
  return iveriReturnForm(await page.text());
}

/** POSTs a return form as the browser does; answers the status and where it is sent. */
export async function returnToApi(form: {
  action: string;
  fields: Record<string, string>;
}): Promise<{ status: number; location: string | null }> {
  const response = await fetch(form.action, {
    method: 'POST',
    body: new URLSearchParams(form.fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}
