/**
 * What the kiosk journeys run against: the API as a process that can stop and start again on
 * the same database (the gate goes offline and back), the gate service in browser mode
 * (`desktop/src/gate/serve.ts`) with its own data directory, and the built kiosk renderer.
 * Reuses stack.ts's process and database helpers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../api/src/test/free-port';
import { repositoryRoot } from './repository';
import { freshDatabase, type Started, startProcess, stopProcess, waitForHttp } from './stack';

/** The API on a fresh database that can be stopped and started again on the same one. */
export interface RestartableApi {
  /** The API's base URL, e.g. http://127.0.0.1:41235/api/v1. */
  apiUrl: string;
  /** The API's DATA_DIR: its e-mail is written under `mail/`. */
  dataDirectory: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and drops its database. */
  destroy(): Promise<void>;
}

/** Starts the API (payment simulators on fixed free ports, so a restart keeps them). */
export async function startRestartableApi(): Promise<RestartableApi> {
  const database = await freshDatabase();
  const ownDirectory = database.env.DATA_DIR
    ? null
    : await mkdtemp(path.join(tmpdir(), 'hifadhi-kiosk-api-'));
  const dataDirectory = database.env.DATA_DIR || (ownDirectory as string);
  const [apiPort, mpesaPort, cardPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${apiPort}`;
  const env = {
    DATA_DIR: dataDirectory,
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    MPESA_SIM_PORT: String(mpesaPort),
    MPESA_SIM_CALLBACK_DELAY_MS: '300',
    CARD_SIM_PORT: String(cardPort),
  };
  let api: Started | null = null;
  const start = async () => {
    api = startProcess(['--import', 'tsx', 'src/server.ts'], path.join(repositoryRoot, 'api'), env);
    await waitForHttp(`${origin}/api/v1/health`, api, 'The API');
  };
  const stop = async () => {
    if (api) await stopProcess(api);
    api = null;
  };
  try {
    await start();
  } catch (error) {
    await stop();
    await database.drop();
    throw error;
  }
  return {
    apiUrl: `${origin}/api/v1`,
    dataDirectory,
    start,
    stop,
    destroy: async () => {
      await stop();
      await database.drop();
      if (ownDirectory) await rm(ownDirectory, { recursive: true, force: true });
    },
  };
}

/** Builds the kiosk renderer into desktop/out/renderer (`vite build -c desktop/vite.renderer.config.ts`). */
export function buildKioskRenderer(): void {
  const build = spawnSync(
    process.execPath,
    [
      path.join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'desktop/vite.renderer.config.ts',
      '--logLevel',
      'warn',
    ],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('vite build of the kiosk renderer failed');
}

/** A gate service process in browser mode. */
export interface GateProcess {
  /** Its origin, serving the renderer and `/gate/v1`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the gate service against `apiUrl` with a temporary data directory (a file printer
 * under it), registering with `registrationCode` on start. Background syncs every
 * `syncIntervalSeconds` (default one hour: the journey syncs with "Sync now").
 */
export async function startGateProcess(options: {
  apiUrl: string;
  registrationCode: string;
  name: string;
  syncIntervalSeconds?: number;
}): Promise<GateProcess> {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'hifadhi-kiosk-'));
  const port = await freePort();
  const gate = startProcess(['--import', 'tsx', 'desktop/src/gate/serve.ts'], repositoryRoot, {
    API_URL: options.apiUrl,
    HOST: '127.0.0.1',
    KIOSK_PORT: String(port),
    KIOSK_DATA_DIR: dataDirectory,
    KIOSK_REGISTRATION_CODE: options.registrationCode,
    KIOSK_NAME: options.name,
    SYNC_INTERVAL_SECONDS: String(options.syncIntervalSeconds ?? 3600),
    PRINTER_URL: '',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/gate/v1/status`, gate, 'The gate service');
  } catch (error) {
    await stopProcess(gate);
    throw error;
  }
  return {
    url,
    stop: async () => {
      await stopProcess(gate);
      await rm(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** Quoted-printable soft line breaks and escapes undone. */
function unquote(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The ticket code in the confirmation e-mail of booking `refCode`, as the guest received it
 * (the API writes mail under `<dataDirectory>/mail`); waits up to 20 s for the e-mail.
 */
export async function ticketCodeFromMail(dataDirectory: string, refCode: string): Promise<string> {
  const directory = path.join(dataDirectory, 'mail');
  for (let attempt = 0; attempt < 80; attempt++) {
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const text = unquote(await readFile(path.join(directory, name), 'utf8'));
      const code = /Ticket code: ([A-Z2-7]{20,})/.exec(text)?.[1];
      if (code && text.includes(refCode)) return code;
    }
    await sleep(250);
  }
  throw new Error(`No confirmation e-mail with a ticket code for ${refCode}`);
}
