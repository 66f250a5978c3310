/**
 * Runs the API: opens the database (`DATABASE_URL`, else the embedded Postgres under
 * `DATA_DIR`), migrates it, seeds the demo catalogue on first start, starts the payment
 * simulators of every provider without real settings (`MPESA_*`, `CARD_*`), then serves the app
 * with `@hono/node-server` on `HOST:PORT` and prints its URL, the payment providers and where
 * mail goes. It sweeps lapsed booking holds every `HOLD_EXPIRY_SWEEP_SECONDS` and settles
 * pending payments with their provider every `PAYMENT_SWEEP_SECONDS`; every 10 minutes it e-mails
 * the membership notices due (renewal, payment reminder). SIGINT or SIGTERM closes
 * the server, the sweeps, the simulators, the connections and the embedded Postgres before
 * exiting. If the embedded Postgres dies under it, the API logs that once, closes everything
 * and exits with status 1 (a supervisor, or the next `npm run start:api`, starts it again and
 * the start recovers the cluster); an external `DATABASE_URL` server is reconnected to.
 *
 * Run it with `npm run start:api` (or `npm start -w api`).
 *
 * spec: api-contract.md §Running; ARCHITECTURE.md §Running it.
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { API_BASE_PATH, createApp } from './app';
import { startHoldExpirySweep } from './bookings/hold-expiry-sweep';
import { type Clock, systemClock } from './clock';
import { type Config, demoStaffEnabled, loadConfigOrExit } from './config';
import { loadCrmConfig } from './crm/crm-config';
import { type CrmRuntime, startCrm } from './crm/crm-runtime';
import { type DatabaseKind, openDatabase } from './db/database';
import { seedDemoCatalogue, seedStaffAccess } from './db/seed';
import { createLogger } from './logger';
import { createMailer, mailDirectory } from './mail/mailer';
import {
  MEMBERSHIP_NOTICE_SWEEP_MS,
  startMembershipNoticeSweep,
} from './members-admin/membership-notice-sweep';
import { createPaymentDeps, createPaymentsRuntime } from './payments/payment-services';
import { describePaymentsModes, loadPaymentsConfig } from './payments/payments-config';
import { startPendingPaymentSweep } from './payments/pending-payment-sweep';
import { simulatorUrl } from './payments/simulators/serve-simulator';
import {
  type RunningPaymentSimulators,
  startPaymentSimulators,
} from './payments/simulators/start-payment-simulators';

export interface RunningServer {
  /** The API's base URL, e.g. `http://127.0.0.1:8787/api/v1`. */
  url: string;
  databaseKind: DatabaseKind;
  /** One line per payment provider: the real service or the simulator, and its URL. */
  payments: string[];
  /** Where mail goes: the `.eml` folder, or the SMTP server. */
  mail: string;
  /** Stops accepting requests, then closes the database (and the embedded Postgres). */
  stop(): Promise<void>;
  /** Calls `listener` once, with a plain reason, if the embedded Postgres dies under the API. */
  onDatabaseLost(listener: (reason: string) => void): void;
}

/** Longest wait for a clean stop once the database is gone, in milliseconds. */
const STOP_AFTER_LOSS_MS = 5_000;

/**
 * Starts the API as described in the module comment; `PORT` 0 picks a free port. The payment
 * settings are read from `paymentsEnv` (default the process environment).
 * @throws PaymentsConfigError for half-configured providers; CrmConfigError for a
 *   half-configured CRM (`CRM_SYNC`, `SALESFORCE_*`, read from `paymentsEnv` too); Error when
 *   the database cannot be opened, migrated or seeded, or the port is taken.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  clock: Clock = systemClock,
  paymentsEnv: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const paymentsConfig = loadPaymentsConfig(paymentsEnv);
  const crmConfig = loadCrmConfig(paymentsEnv);
  const database = await openDatabase(config, logger);
  let simulators: RunningPaymentSimulators | undefined;
  let crm: CrmRuntime | undefined;
  try {
    if (await seedDemoCatalogue(database.db, clock.now())) {
      logger.info('seeded the demo catalogue');
    }
    const staffSeeded = await seedStaffAccess(database.db, clock.now(), {
      demoStaff: demoStaffEnabled(config),
    });
    if (staffSeeded.access_control) logger.info('seeded the roles, menus and features');
    if (staffSeeded.demo_staff) logger.info('seeded the demo staff users');
    if (!staffSeeded.access_control && staffSeeded.features_added.length > 0) {
      logger.info({ features: staffSeeded.features_added }, 'added new staff features');
    }
    simulators = await startPaymentSimulators(paymentsConfig, logger);
    let publicUrl = config.PUBLIC_API_URL ?? '';
    const payments = createPaymentsRuntime(
      paymentsConfig,
      {
        apiBaseUrl: () => `${publicUrl}${API_BASE_PATH}`,
        siteUrl: config.PUBLIC_SITE_URL,
        simulatorUrls: simulators.urls,
      },
      clock,
    );
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      directory: mailDirectory(config.DATA_DIR),
    });
    crm = await startCrm(crmConfig, config.HOST);
    const app = createApp({
      db: database.db,
      config,
      clock,
      logger,
      databaseKind: database.kind,
      payments,
      mailer,
      crm: crm.client,
    });
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    publicUrl = config.PUBLIC_API_URL ?? simulatorUrl(config.HOST, port);
    const sweep = startHoldExpirySweep(
      { db: database.db, clock, logger },
      config.HOLD_EXPIRY_SWEEP_SECONDS * 1000,
    );
    const noticeSweep = startMembershipNoticeSweep(
      { db: database.db, clock, logger, mailer, siteUrl: config.PUBLIC_SITE_URL },
      MEMBERSHIP_NOTICE_SWEEP_MS,
    );
    const stopPaymentSweep = startPendingPaymentSweep(
      createPaymentDeps({ db: database.db, clock, logger, payments, mailer }),
      {
        intervalMs: config.PAYMENT_SWEEP_SECONDS * 1000,
        settleAfterSeconds: config.PAYMENT_SETTLE_AFTER_SECONDS,
      },
    );
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    const running = simulators;
    return {
      url: `http://${host}:${port}${API_BASE_PATH}`,
      databaseKind: database.kind,
      payments: describePaymentsModes({
        ...paymentsConfig,
        mpesa: {
          ...paymentsConfig.mpesa,
          baseUrl: running.urls.mpesa ?? paymentsConfig.mpesa.baseUrl,
        },
        card: { ...paymentsConfig.card, baseUrl: running.urls.card ?? paymentsConfig.card.baseUrl },
      }),
      mail: config.SMTP_URL ? 'SMTP_URL' : mailDirectory(config.DATA_DIR),
      stop: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await sweep.stop();
        await noticeSweep.stop();
        await crm?.close();
        stopPaymentSweep();
        await running.close();
        await database.close();
      },
      onDatabaseLost: database.onLost,
    };
  } catch (error) {
    await simulators?.close();
    await crm?.close();
    await database.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const running = await startServer(config, logger);
  console.log(
    `Hifadhi API: ${running.url} (docs ${running.url}/docs, ${running.databaseKind} Postgres)`,
  );
  for (const line of running.payments) console.log(`  ${line}`);
  console.log(`  Mail: ${running.mail}`);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  running.onDatabaseLost(async (reason) => {
    if (stopping) return;
    stopping = true;
    logger.fatal({ reason }, `${reason}: the API stops`);
    await Promise.race([
      running.stop().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, STOP_AFTER_LOSS_MS)),
    ]);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('Hifadhi API failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
