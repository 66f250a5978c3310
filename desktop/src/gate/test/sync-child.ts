/**
 * A kiosk's sync in a process of its own, for the kill -9 test: it opens the (registered)
 * replica in the data directory given and runs one sync cycle with the page size given, over a
 * slow network (each change-feed request waits `delayMs` first). Before requesting page n + 1
 * it prints `kept <n>` (page n is then in the replica), so the parent knows when to kill it.
 *
 * Usage: node --import tsx sync-child.ts <dataDirectory> <apiBaseUrl> <pageLimit> <delayMs>
 */
import { setTimeout as delay } from 'node:timers/promises';
import { openReplicaDatabase } from '../replica-database';
import { createSyncClient } from '../sync-client';

const [dataDirectory, apiBaseUrl, pageLimit, delayMs] = process.argv.slice(2);
if (!dataDirectory || !apiBaseUrl || !pageLimit || !delayMs) {
  throw new Error('Usage: sync-child.ts <dataDirectory> <apiBaseUrl> <pageLimit> <delayMs>');
}

let requested = 0;
const slowFetch: typeof fetch = async (input, init) => {
  if (String(input).includes('/sync/changes')) {
    if (requested > 0) process.stdout.write(`kept ${requested}\n`);
    requested++;
    await delay(Number(delayMs));
  }
  return fetch(input, init);
};

const db = openReplicaDatabase(dataDirectory);
const client = createSyncClient({
  db,
  apiBaseUrl,
  fetch: slowFetch,
  pageLimit: Number(pageLimit),
});
const report = await client.syncNow();
process.stdout.write(`done ${report.pages}\n`);
db.close();
