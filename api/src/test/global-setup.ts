/**
 * Vitest global set-up of the `api` project: one Postgres server for the whole run. It is the
 * server at `DATABASE_URL` when that is set (CI: the Debian PostgreSQL 15 cluster; its role
 * needs CREATEDB), otherwise a throwaway embedded Postgres deleted afterwards. Each test file
 * then creates its own database on it (`test-database.ts`), so files run in parallel.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the test server, as a role allowed to create databases. */
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return;
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'hifadhi-test-postgres-'));
  const server = await startEmbeddedPostgres({
    directory,
    port: await freePort(),
    logger: pino({ level: 'silent' }),
    persistent: false,
  });
  project.provide('adminDatabaseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  };
}
