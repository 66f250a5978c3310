/**
 * A fresh database per test file on the run's Postgres server (see `global-setup.ts`):
 * created under a unique name, migrated, seeded with the demo catalogue unless told not to,
 * and dropped afterwards.
 *
 * @example
 * const database = useTestDatabase();               // in a test file, outside `it`
 * it('…', async () => { await database.db.select()… });
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type Database, migrateDatabase } from '../db/database';
import { seedDemoCatalogue } from '../db/seed';
import { dropDatabase } from './drop-database';
import { testNow } from './test-clock';

export interface TestDatabase {
  db: Database;
  sql: ReturnType<typeof postgres>;
  /** postgres:// URL of this database. */
  url: string;
  name: string;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

async function onServer(statement: string): Promise<void> {
  const admin = postgres(inject('adminDatabaseUrl'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/** Creates, migrates and (unless `seed: false`) seeds a new database at `testNow`. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const name = `hifadhi_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await onServer(`create database "${name}"`);
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  await migrateDatabase(url.href);
  const { db, sql } = connectDatabase(url.href, undefined, { max: 5 });
  if (options.seed ?? true) await seedDemoCatalogue(db, testNow);
  return {
    db,
    sql,
    url: url.href,
    name,
    drop: async () => {
      await sql.end();
      await dropDatabase(inject('adminDatabaseUrl'), name);
    },
  };
}

/**
 * Registers `beforeAll`/`afterAll` hooks giving the calling test file its own database; read
 * its fields inside tests (they are set once `beforeAll` has run).
 */
export function useTestDatabase(options: { seed?: boolean } = {}): TestDatabase {
  const holder = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(holder, await createTestDatabase(options));
  });
  afterAll(async () => {
    await holder.drop?.();
  });
  return holder;
}
