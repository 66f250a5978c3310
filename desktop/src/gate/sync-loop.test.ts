/**
 * The sync loop over a stand-in sync client: asks made while a cycle hangs share one waiting
 * cycle instead of piling up, and the heartbeat that sees the API back clears the back-off and
 * syncs at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncClient, SyncReport } from './sync-client';
import { createSyncLoop, type SyncLoop } from './sync-loop';

const report: SyncReport = { uploaded: 0, refused: 0, pages: 1, cursor: 'c' };

/** A client whose cycles wait until `release` and whose mode the test sets. */
function standInClient() {
  let mode: 'online' | 'offline' = 'online';
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = { syncNow: 0, syncWhenDue: 0, clearBackOff: 0, probe: 0 };
  const client = {
    status: () => ({ registered: true, mode }),
    syncNow: async () => {
      calls.syncNow++;
      await gate;
      return report;
    },
    syncWhenDue: async () => {
      calls.syncWhenDue++;
      await gate;
      return report;
    },
    probe: async () => {
      calls.probe++;
      return mode;
    },
    clearBackOff: () => {
      calls.clearBackOff++;
    },
  } as unknown as SyncClient;
  return {
    client,
    calls,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    release: () => {
      release();
      gate = Promise.resolve();
    },
  };
}

let loop: SyncLoop | null = null;
afterEach(async () => {
  await loop?.stop();
  loop = null;
});

describe('the sync loop', () => {
  it('runs one waiting cycle for every ask made while a cycle hangs', async () => {
    const standIn = standInClient();
    loop = createSyncLoop({ client: standIn.client, heartbeatMs: 60_000 });
    const hanging = loop.syncNow();
    await vi.waitFor(() => expect(standIn.calls.syncNow).toBe(1));
    const asks = [hanging, ...Array.from({ length: 5 }, () => loop!.syncNow())];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(standIn.calls.syncNow).toBe(1);
    standIn.release();
    await Promise.all(asks);
    expect(standIn.calls.syncNow).toBe(2);
  });

  it('syncs at once when the heartbeat finds the API back, clearing the back-off', async () => {
    const standIn = standInClient();
    standIn.release();
    standIn.setMode('offline');
    loop = createSyncLoop({ client: standIn.client, intervalSeconds: 3_600, heartbeatMs: 10 });
    loop.start();
    await vi.waitFor(() => expect(standIn.calls.probe).toBeGreaterThan(1));
    const before = standIn.calls.syncWhenDue;
    expect(standIn.calls.clearBackOff).toBe(0);
    // The first probe after the outage answers: the status said offline, the probe says online.
    const probe = standIn.client.probe;
    standIn.client.probe = async () => {
      standIn.setMode('online');
      return probe();
    };
    await vi.waitFor(() => expect(standIn.calls.clearBackOff).toBe(1));
    await vi.waitFor(() => expect(standIn.calls.syncWhenDue).toBe(before + 1));
  });
});
