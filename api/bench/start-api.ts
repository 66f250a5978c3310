/**
 * The benchmarks' API process: `api/src/server.ts` run with tsx on a free port of 127.0.0.1
 * against a bench database (LOG_LEVEL=warn), and stopped again. Used by the API's
 * `npm run bench` and the kiosk's bench (desktop/bench).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A running API: its origin (`http://127.0.0.1:port`) and process. */
export interface BenchApi {
  origin: string;
  child: ChildProcess;
}

/**
 * Starts the API on `databaseUrl` with `env` added, and resolves once it listens.
 * @throws Error when the process exits first.
 */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchApi> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repositoryRoot, 'api/src/server.ts')],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The API exited with status ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Hifadhi API:')) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** Stops `api` (SIGTERM) and waits for it to exit; nothing when it is gone already. */
export async function stopApi(api: BenchApi | undefined): Promise<void> {
  const child = api?.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
