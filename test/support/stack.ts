/**
 * The real stack for one journey file, each part its own process: the API
 * (`api/src/server.ts` through `node --import tsx`) on a free port against a fresh database —
 * a new database on the server at `DATABASE_URL` when that is set, otherwise the API's own
 * embedded Postgres in a temporary `DATA_DIR` — with its payment simulators on free ports; and
 * the built public site under `vite preview` (this run's build, see global-setup.ts), proxying
 * `/api` to that API. `stop()` tears it
 * all down (the API stops its embedded Postgres; the external database is dropped).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { dropDatabase } from '../../api/src/test/drop-database';
import { freePort } from '../../api/src/test/free-port';
import { repositoryRoot } from './repository';

export interface Stack {
  /** The public site's origin, e.g. http://127.0.0.1:41234. */
  siteUrl: string;
  /** The API's base URL, e.g. http://127.0.0.1:41235/api/v1. */
  apiUrl: string;
  /**
   * postgres:// URL of the API's database, for the rare set-up no API call can make (a
   * partner's booking, until the staff create a booking).
   */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** A child process started by `startProcess`, with its recent output. */
export interface Started {
  child: ChildProcess;
  output: string[];
}

/** Starts `node <args>` in `cwd` with `env` added, keeping its last output lines. */
export function startProcess(args: string[], cwd: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

/** Waits until `url` answers 2xx; throws with the output when `started` exits or times out. */
export async function waitForHttp(url: string, started: Started, what: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (started.child.exitCode !== null) {
      throw new Error(`${what} exited early:\n${started.output.join('')}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${what} did not answer at ${url}:\n${started.output.join('')}`);
}

/** Stops `started` (SIGTERM, then SIGKILL after 15 s) and waits for it to exit. */
export async function stopProcess(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timeout = sleep(15_000).then(() => child.kill('SIGKILL'));
  await Promise.race([exited, timeout]);
}

/** A fresh database: a new one on `DATABASE_URL`'s server, or a temporary embedded one. */
export async function freshDatabase(): Promise<{
  env: Record<string, string>;
  /** Its postgres:// URL; for the embedded one, once the API has started it. */
  url(): Promise<string>;
  drop(): Promise<void>;
}> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `hifadhi_journey_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = postgres(external, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(external);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.href },
      url: async () => url.href,
      drop: () => dropDatabase(external, name),
    };
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'hifadhi-journey-'));
  const port = await freePort();
  return {
    env: { DATA_DIR: directory, EMBEDDED_PG_PORT: String(port), DATABASE_URL: '' },
    // The API's embedded server (api/src/db/embedded-postgres.ts): superuser `postgres` with the
    // password it keeps in DATA_DIR, database `hifadhi`.
    url: async () => {
      const password = (await readFile(path.join(directory, 'postgres-password'), 'utf8')).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/hifadhi`;
    },
    drop: () => rm(directory, { recursive: true, force: true }),
  };
}

/** The built site: this test run's own build (global-setup.ts), else `web/dist`. */
function siteDirectory(): string {
  return process.env.SITE_DIST_DIR || path.join(repositoryRoot, 'web', 'dist');
}

/** Starts the API and the site (see the module comment). */
export async function startStack(): Promise<Stack> {
  const database = await freshDatabase();
  const [apiPort, sitePort, mpesaPort, cardPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const api = startProcess(['--import', 'tsx', 'src/server.ts'], path.join(repositoryRoot, 'api'), {
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    SITE_ORIGINS: siteUrl,
    PUBLIC_SITE_URL: siteUrl,
    MPESA_SIM_PORT: String(mpesaPort),
    MPESA_SIM_CALLBACK_DELAY_MS: '300',
    CARD_SIM_PORT: String(cardPort),
  });
  const site = startProcess(
    [
      path.join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      siteDirectory(),
      '--logLevel',
      'warn',
    ],
    path.join(repositoryRoot, 'web'),
    // CARD_SIM_PORT: the site's Content-Security-Policy lets the card form post there.
    {
      HOST: '127.0.0.1',
      WEB_PORT: String(sitePort),
      API_URL: apiOrigin,
      CARD_SIM_PORT: String(cardPort),
    },
  );
  const stop = async () => {
    await Promise.all([stopProcess(site), stopProcess(api)]);
    await database.drop();
  };
  try {
    await waitForHttp(`${apiOrigin}/api/v1/health`, api, 'The API');
    await waitForHttp(`${siteUrl}/api/v1/health`, site, 'The site (vite preview)');
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl, apiUrl: `${apiOrigin}/api/v1`, databaseUrl: await database.url(), stop };
}
