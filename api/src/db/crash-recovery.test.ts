/**
 * Crash safety, with real processes: the API (`src/server.ts`, as `npm run start:api` runs it)
 * on an embedded Postgres in a fresh DATA_DIR, killed with SIGKILL and started again; then its
 * Postgres killed under it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { postmasterPid, processAlive, recoverStalePostmaster } from './stale-postmaster';

const apiDirectory = fileURLToPath(new URL('../..', import.meta.url));

interface RunningApi {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
let env: NodeJS.ProcessEnv;
let healthUrl: string;
const started: RunningApi[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hifadhi-crash-'));
  const [port, pgPort, mpesaPort, cardPort] = await Promise.all(
    Array.from({ length: 4 }, () => freePort()),
  );
  const { DATABASE_URL, ...rest } = process.env;
  env = {
    ...rest,
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    MPESA_SIM_PORT: String(mpesaPort),
    CARD_SIM_PORT: String(cardPort),
    HOLD_EXPIRY_SWEEP_SECONDS: '3600',
    PAYMENT_SWEEP_SECONDS: '3600',
    LOG_LEVEL: 'info',
  };
  healthUrl = `http://127.0.0.1:${port}/api/v1/health`;
});

afterAll(async () => {
  for (const api of started) {
    if (api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }
  const pid = await postmasterPid(path.join(dataDir, 'postgres'));
  if (pid !== null && processAlive(pid)) process.kill(pid, 'SIGINT');
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** Starts the API as a child process; resolves once `/health` answers 200. */
async function startApi(): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDirectory,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const api = { child, output: () => output, exited };
  started.push(api);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited at start:\n${output}`);
    const ok = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Parsed log lines of the API's output (other lines skipped). */
function logLines(output: string): Array<{ level: number; msg: string }> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

describe('crash safety of the API on its embedded Postgres', () => {
  it('starts again after a kill -9, stopping the Postgres the killed API left running', async () => {
    const first = await startApi();
    first.child.kill('SIGKILL');
    await first.exited;
    const clusterDirectory = path.join(dataDir, 'postgres');
    const orphan = await postmasterPid(clusterDirectory);
    expect(orphan).not.toBeNull();
    expect(processAlive(orphan!)).toBe(true);

    const second = await startApi();
    expect(await (await fetch(healthUrl)).json()).toMatchObject({ status: 'ok' });
    expect(processAlive(orphan!)).toBe(false);
    expect(logLines(second.output()).map((line) => line.msg)).toContain(
      'stopping an embedded postgres orphaned by an API that was killed',
    );
    // A second API on the same DATA_DIR must not take the running one's database away.
    await expect(
      recoverStalePostmaster(clusterDirectory, pino({ level: 'silent' })),
    ).rejects.toThrow(/^Another process \(PID \d+\) runs the embedded Postgres in /);
    expect(await (await fetch(healthUrl)).json()).toMatchObject({ status: 'ok' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('starts again over a stale postmaster.pid whose PID now belongs to another process', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    // The lock file of a server killed with the API, whose PID was since given to an unrelated
    // process (Postgres alone would take that for a live server and refuse to start).
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
    try {
      await writeFile(pidFile, `${unrelated.pid}\n${path.join(dataDir, 'postgres')}\n`);
      const api = await startApi();
      expect(await (await fetch(healthUrl)).json()).toMatchObject({ status: 'ok' });
      expect(await readFile(pidFile, 'utf8')).not.toMatch(new RegExp(`^${unrelated.pid}\n`));
      expect(processAlive(unrelated.pid!)).toBe(true);
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    } finally {
      unrelated.kill();
    }
  }, 120_000);

  it('exits with status 1 and one plain log line when its Postgres is killed under it', async () => {
    const api = await startApi();
    const pid = await postmasterPid(path.join(dataDir, 'postgres'));
    process.kill(pid!, 'SIGKILL');
    expect(await api.exited).toBe(1);
    const fatal = logLines(api.output()).filter((line) => line.level === 60);
    expect(fatal.map((line) => line.msg)).toEqual([
      `the embedded Postgres (PID ${pid}) stopped unexpectedly: the API stops`,
    ]);
    expect(api.output()).not.toContain('TypeError');

    // And the next start recovers.
    const again = await startApi();
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
