/**
 * A kiosk killed (SIGKILL) in the middle of its first download, against the real API and a real
 * SQLite file: a child process syncs 60 bookings in pages of 5 over a slow network and is
 * killed once it has kept three pages; a new sync client on the same file then resumes. The
 * replica holds only whole pages after the kill, and in the end every booking of the window
 * exactly once, the resumed download fetching only the pages it did not have.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReplicaDatabase, type ReplicaDatabase } from './replica-database';
import { createSyncClient } from './sync-client';
import {
  feedPages,
  fetchedBookingIds,
  replicaBookingIds,
  startTestApi,
  type TestApi,
  tracingFetch,
} from './test/test-api';

const BOOKINGS = 60;
const PAGE_LIMIT = 5;
const PAGES = BOOKINGS / PAGE_LIMIT;
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const childScript = path.join(import.meta.dirname, 'test/sync-child.ts');

let api: TestApi;
const opened: ReplicaDatabase[] = [];

beforeAll(async () => {
  api = await startTestApi();
  await api.bookDayVisits(BOOKINGS, 14);
}, 120_000);

afterAll(async () => {
  for (const replica of opened) replica.close();
  await api.close();
});

/** Runs the child's sync and SIGKILLs it once it printed `kept <pages>`; its output. */
async function syncKilledAfter(
  dataDirectory: string,
  pages: number,
): Promise<{ output: string; signal: NodeJS.Signals | null }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', childScript, dataDirectory, api.apiBaseUrl, String(PAGE_LIMIT), '40'],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    if (output.includes(`kept ${pages}\n`) && child.exitCode === null) child.kill('SIGKILL');
  });
  const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, exitSignal) => resolve(exitSignal)),
  );
  if (signal !== 'SIGKILL') throw new Error(`The child was not killed: ${output}${errors}`);
  return { output, signal };
}

describe('a kiosk killed mid-download', () => {
  it('keeps whole pages only and resumes with the pages it lacks, each booking once', async () => {
    const dataDirectory = api.newDataDirectory();
    const setUp = openReplicaDatabase(dataDirectory);
    await api.registeredClient('Main gate kiosk', { db: setUp });
    setUp.close();

    const killed = await syncKilledAfter(dataDirectory, 3);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.output).not.toContain('done');

    const replica = openReplicaDatabase(dataDirectory);
    opened.push(replica);
    const state = replica.prepare('select cursor, complete from sync_state').get() as {
      cursor: string | null;
      complete: number;
    };
    expect(state.complete).toBe(0);
    expect(state.cursor).not.toBeNull();
    const kept = replicaBookingIds(replica);
    expect(kept.length % PAGE_LIMIT).toBe(0);
    const keptPages = kept.length / PAGE_LIMIT;
    expect(keptPages).toBeGreaterThanOrEqual(3);
    expect(keptPages).toBeLessThan(PAGES);
    expect(replica.prepare('select count(*) from staff_verifiers').pluck().get()).toBeGreaterThan(
      0,
    );

    const trace = tracingFetch();
    const resumed = await createSyncClient({
      db: replica,
      apiBaseUrl: api.apiBaseUrl,
      fetch: trace.fetch,
      pageLimit: PAGE_LIMIT,
    }).syncNow();

    expect(resumed.pages).toBe(PAGES - keptPages);
    const fetched = fetchedBookingIds(trace.calls);
    expect(fetched).toHaveLength(BOOKINGS - kept.length);
    expect(fetched.filter((id) => kept.includes(id))).toEqual([]);
    expect(feedPages(trace.calls).map((page) => page.changes.staff)).toEqual(
      Array(PAGES - keptPages).fill(null),
    );

    const onServer = (await api.database.sql`select booking_public_id from bookings
      order by booking_public_id`.values()) as string[][];
    expect(onServer).toHaveLength(BOOKINGS);
    expect(replicaBookingIds(replica)).toEqual(onServer.map(([id]) => id));
    expect(replica.prepare('select complete from sync_state').pluck().get()).toBe(1);
  });
});
