/**
 * The benchmark's own database, `hifadhi_bench`, recreated empty on every run, migrated and
 * seeded with the demo catalogue. It lives on the Postgres server of `DATABASE_URL` when that
 * is set (it must be on this machine: the benchmark only talks to 127.0.0.1), otherwise on a
 * throwaway embedded Postgres deleted afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import postgres from 'postgres';
import { connectDatabase, migrateDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { seedDemoCatalogue } from '../src/db/seed';
import { freePort } from '../src/test/free-port';

const BENCH_DATABASE = 'hifadhi_bench';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface BenchDatabase {
  /** postgres:// URL of `hifadhi_bench`. */
  url: string;
  /** Where the server runs: `external` (DATABASE_URL) or a throwaway `embedded` one. */
  kind: 'external' | 'embedded';
  /** The server's `select version()`. */
  version: string;
  /** Drops the bench database (external) or stops and deletes the embedded server. */
  close(): Promise<void>;
}

async function adminServer(): Promise<{
  url: string;
  kind: BenchDatabase['kind'];
  stop: () => Promise<void>;
}> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const host = new URL(external).hostname;
    if (!LOCAL_HOSTS.has(host)) {
      throw new Error(`The benchmark only runs against 127.0.0.1; DATABASE_URL names ${host}`);
    }
    return { url: external, kind: 'external', stop: async () => {} };
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'hifadhi-bench-postgres-'));
  const server = await startEmbeddedPostgres({
    directory,
    port: await freePort(),
    logger: pino({ level: 'silent' }),
    persistent: false,
  });
  return {
    url: server.url,
    kind: 'embedded',
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Creates `name` (`hifadhi_bench` unless told; the reports' bench uses its own) afresh,
 * migrated and seeded at `now`.
 */
export async function openBenchDatabase(
  now: Date,
  name: string = BENCH_DATABASE,
): Promise<BenchDatabase> {
  const server = await adminServer();
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    const [{ version }] = (await admin`select version()`) as unknown as [{ version: string }];
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    await migrateDatabase(url.href);
    const { db, sql } = connectDatabase(url.href, undefined, { max: 1 });
    await seedDemoCatalogue(db, now);
    await sql.end();
    return {
      url: url.href,
      kind: server.kind,
      version,
      close: async () => {
        if (server.kind === 'external') {
          await admin.unsafe(`drop database if exists "${name}" with (force)`);
        }
        await admin.end();
        await server.stop();
      },
    };
  } catch (error) {
    await admin.end();
    await server.stop();
    throw error;
  }
}
