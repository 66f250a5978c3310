import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { startServer } from './server';
import { freePort } from './test/free-port';
import { testClock } from './test/test-clock';

describe('startServer without DATABASE_URL', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('runs on an embedded Postgres in DATA_DIR, seeded, and stops cleanly', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hifadhi-server-test-'));
    directories.push(dataDir);
    const config = parseConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    const logger = pino({ level: 'silent' });
    const first = await startServer(config, logger, testClock);
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
      const health = await fetch(`${first.url}/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'embedded', version: '0.1.0' });
      const currencies = await (await fetch(`${first.url}/public/currencies`)).json();
      expect(currencies).toContainEqual(
        expect.objectContaining({ currency_public_id: 'USD', buy_amount: '128.00' }),
      );
    } finally {
      await first.stop();
    }
    await expect(fetch(`${first.url}/health`)).rejects.toThrow();

    const second = await startServer(config, logger, testClock);
    try {
      const currencies = await (await fetch(`${second.url}/public/currencies`)).json();
      expect(currencies).toHaveLength(2);
    } finally {
      await second.stop();
    }
  });
});
