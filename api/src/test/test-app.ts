/**
 * Builds the app for route tests (`app.request()`), on a test database, at `testNow`, with a
 * logger whose lines the test can read.
 */
import pino from 'pino';
import { createApp } from '../app';
import type { Clock } from '../clock';
import { type Config, parseConfig } from '../config';
import type { CrmClient } from '../crm/salesforce-client';
import type { Database, DatabaseKind } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { PaymentsRuntime } from '../payments/payments-runtime';
import { testClock } from './test-clock';

/** The configuration with every default (site origins: 127.0.0.1/localhost on 5173, 5174). */
export const testConfig: Config = parseConfig({});

export interface CapturedLogger {
  logger: pino.Logger;
  /** Every line logged so far, parsed. */
  lines: Array<{ level: number; msg: string; [key: string]: unknown }>;
}

/** A pino logger at `info` that keeps its lines in memory. */
export function captureLogger(): CapturedLogger {
  const lines: CapturedLogger['lines'] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** `createApp` on `db` at `testNow` (or `clock`), logging into memory. */
export function createTestApp(
  db: Database,
  overrides: {
    config?: Partial<Config>;
    databaseKind?: DatabaseKind;
    clock?: Clock;
    mailer?: Mailer;
    /** Payment providers (default: the simulators on their configured ports, not started). */
    payments?: PaymentsRuntime;
    /** The CRM (default none: the sync is off). */
    crm?: CrmClient;
  } = {},
) {
  const captured = captureLogger();
  const app = createApp({
    db,
    config: { ...testConfig, ...overrides.config },
    clock: overrides.clock ?? testClock,
    logger: captured.logger,
    databaseKind: overrides.databaseKind ?? 'external',
    ...(overrides.mailer ? { mailer: overrides.mailer } : {}),
    ...(overrides.payments ? { payments: overrides.payments } : {}),
    ...(overrides.crm ? { crm: overrides.crm } : {}),
  });
  return { app, logs: captured.lines };
}
