/**
 * Opens the API's database: the Postgres server at `DATABASE_URL` when it is set, otherwise an
 * embedded one under `DATA_DIR`; then brings its schema up to date with the versioned
 * migrations in `api/drizzle/` (on every start; applied migrations are skipped).
 *
 * postgres.js is the only driver. `numeric` columns read back as exact decimal strings and
 * `date` columns as `YYYY-MM-DD` strings.
 *
 * spec: ARCHITECTURE.md §Ownership (persistence), §Running it.
 */
import { fileURLToPath } from 'node:url';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsQueryResultHKT } from 'drizzle-orm/postgres-js/session';
import type { Logger } from 'pino';
import postgres, { type Sql } from 'postgres';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';

/** The Drizzle handle every service takes as `db` (`db.$client` is its postgres.js client). */
export type Database = PostgresJsDatabase & { $client: Sql };

/** A transaction opened with `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a query runs on: the database itself or a transaction on it. */
export type Executor = PgDatabase<PostgresJsQueryResultHKT>;

/** Where the database runs: an embedded server this process started, or an external one. */
export type DatabaseKind = 'embedded' | 'external';

export interface DatabaseHandle {
  db: Database;
  /** The postgres.js client under `db`, for raw SQL and `sql.begin`. */
  sql: Sql;
  kind: DatabaseKind;
  /** Closes the connections and stops the embedded server if there is one. */
  close(): Promise<void>;
  /**
   * Calls `listener` once, with a plain reason, if the embedded server dies under the API (an
   * external server is reconnected to by postgres.js, so it never calls it).
   */
  onLost(listener: (reason: string) => void): void;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Key of the advisory lock that lets one API instance migrate at a time. */
const MIGRATION_LOCK = 4_810_231;

/** Connects to `url` with postgres.js and wraps it in Drizzle; nothing is run yet. */
export function connectDatabase(
  url: string,
  logger?: Logger,
  options: { max?: number } = {},
): { db: Database; sql: Sql } {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: (notice) => logger?.debug({ notice: notice.message }, 'postgres notice'),
  });
  return { db: drizzle({ client: sql }), sql };
}

/**
 * Applies every migration of `api/drizzle/` not yet applied to the database at `url`. It runs
 * on one dedicated connection holding an advisory lock, so that instances starting together
 * migrate one after the other.
 */
export async function migrateDatabase(url: string, logger?: Logger): Promise<void> {
  const { db, sql } = connectDatabase(url, logger, { max: 1 });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function openMigrated(
  url: string,
  kind: DatabaseKind,
  server: Pick<DatabaseHandle, 'onLost'> & { stop(): Promise<void> },
  logger: Logger,
  poolSize: number,
): Promise<DatabaseHandle> {
  const stopServer = () => server.stop();
  try {
    await migrateDatabase(url, logger);
  } catch (error) {
    await stopServer();
    throw error;
  }
  const { db, sql } = connectDatabase(url, logger, { max: poolSize });
  const close = async () => {
    await sql.end({ timeout: 5 });
    await stopServer();
  };
  return { db, sql, kind, close, onLost: server.onLost };
}

/**
 * Opens and migrates the database named by `config` (see the module comment).
 * @throws Error when the server cannot be reached or started, or a migration fails.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT' | 'DATABASE_POOL_SIZE'>,
  logger: Logger,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return openMigrated(
      config.DATABASE_URL,
      'external',
      { stop: async () => {}, onLost: () => {} },
      logger,
      config.DATABASE_POOL_SIZE,
    );
  }
  const embedded = await startEmbeddedPostgres({
    directory: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    logger,
  });
  const server = {
    stop: embedded.stop,
    onLost: (listener: (reason: string) => void) =>
      embedded.onUnexpectedExit((pid) =>
        listener(`the embedded Postgres (PID ${pid}) stopped unexpectedly`),
      ),
  };
  return openMigrated(embedded.url, 'embedded', server, logger, config.DATABASE_POOL_SIZE);
}
