/**
 * Runs the API: opens the database (`DATABASE_URL`, else the embedded Postgres under
 * `DATA_DIR`), migrates it, seeds the demo catalogue on first start, then serves the app with
 * `@hono/node-server` on `HOST:PORT` and prints its URL, and sweeps lapsed booking holds every
 * `HOLD_EXPIRY_SWEEP_SECONDS`. SIGINT or SIGTERM closes the server, the sweep, the connections
 * and the embedded Postgres before exiting.
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
import { type Config, loadConfigOrExit } from './config';
import { type DatabaseKind, openDatabase } from './db/database';
import { seedDemoCatalogue } from './db/seed';
import { createLogger } from './logger';

export interface RunningServer {
  /** The API's base URL, e.g. `http://127.0.0.1:8787/api/v1`. */
  url: string;
  databaseKind: DatabaseKind;
  /** Stops accepting requests, then closes the database (and the embedded Postgres). */
  stop(): Promise<void>;
}

/**
 * Starts the API as described in the module comment; `PORT` 0 picks a free port.
 * @throws Error when the database cannot be opened, migrated or seeded, or the port is taken.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  clock: Clock = systemClock,
): Promise<RunningServer> {
  const database = await openDatabase(config, logger);
  try {
    if (await seedDemoCatalogue(database.db, clock.now())) {
      logger.info('seeded the demo catalogue');
    }
    const app = createApp({
      db: database.db,
      config,
      clock,
      logger,
      databaseKind: database.kind,
    });
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const sweep = startHoldExpirySweep(
      { db: database.db, clock, logger },
      config.HOLD_EXPIRY_SWEEP_SECONDS * 1000,
    );
    const { port } = server.address() as AddressInfo;
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    return {
      url: `http://${host}:${port}${API_BASE_PATH}`,
      databaseKind: database.kind,
      stop: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await sweep.stop();
        await database.close();
      },
    };
  } catch (error) {
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
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('Hifadhi API failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
