/**
 * The kiosk's background sync: a cycle (`syncWhenDue`, which respects the back-off) every
 * `intervalSeconds`, and one shortly after each gate operation (debounced, so a burst of scans
 * makes one cycle). Never two cycles at once: a cycle asked for while one runs waits for it and
 * then runs. A heartbeat (`client.probe`, every `heartbeatMs`, one at a time) keeps the
 * online/offline switch current even while a cycle hangs; when it brings the kiosk back online
 * the back-off is cleared and a cycle runs at once, so the outbox drains without "Sync now".
 * The switch itself lives in the sync client (connectivity.ts).
 *
 * spec: ARCHITECTURE.md §The gate kiosk; research offline-checkin-anchors.md §1.
 */
import type { SyncClient, SyncReport } from './sync-client';

/** Seconds between background cycles when not configured. */
export const DEFAULT_SYNC_INTERVAL_SECONDS = 15;
/** Quiet time after the last operation before its sync, in milliseconds. */
export const OPERATION_SYNC_DEBOUNCE_MS = 1_500;
/** Time between two heartbeats when not configured, in milliseconds. */
export const HEARTBEAT_MS = 3_000;

export interface SyncLoopOptions {
  client: SyncClient;
  intervalSeconds?: number;
  debounceMs?: number;
  /** Time between two heartbeats, in milliseconds (default `HEARTBEAT_MS`). */
  heartbeatMs?: number;
}

/** A sync loop over `client`; call `start` to run it in the background. */
export function createSyncLoop(options: SyncLoopOptions) {
  const { client } = options;
  const intervalMs = (options.intervalSeconds ?? DEFAULT_SYNC_INTERVAL_SECONDS) * 1000;
  const debounceMs = options.debounceMs ?? OPERATION_SYNC_DEBOUNCE_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let heartbeat: NodeJS.Timeout | null = null;
  let probing = false;
  let running: Promise<unknown> = Promise.resolve();
  let syncing = false;
  let lastError: string | null = null;
  let interval: NodeJS.Timeout | null = null;
  let debounce: NodeJS.Timeout | null = null;
  let stopped = false;

  /** The cycle queued behind the running one and not started yet, and whether it is a `syncNow`. */
  let waiting: { now: boolean; cycle: Promise<SyncReport | null> } | null = null;

  /**
   * Runs `cycle` after any running cycle, one at a time. Asks made while a cycle already waits
   * to run share it (a waiting `syncNow` also answers a due-cycle ask), so scans and operations
   * during an outage never pile up cycles behind a hung one.
   */
  function queued(
    now: boolean,
    cycle: () => Promise<SyncReport | null>,
  ): Promise<SyncReport | null> {
    if (waiting && (waiting.now || !now)) return waiting.cycle;
    const next = running.then(async () => {
      if (waiting?.cycle === next) waiting = null;
      syncing = true;
      try {
        const report = await cycle();
        if (report) lastError = null;
        return report;
      } catch (error) {
        lastError = (error as Error).message;
        throw error;
      } finally {
        syncing = false;
      }
    });
    running = next.catch(() => undefined);
    waiting = { now, cycle: next };
    return next;
  }

  function inBackground(): void {
    if (!stopped && client.status().registered)
      queued(false, () => client.syncWhenDue()).catch(() => {});
  }

  /** One heartbeat (skipped while the last one runs); back online, the back-off is cleared. */
  async function beat(): Promise<void> {
    if (stopped || probing || !client.status().registered) return;
    probing = true;
    try {
      const before = client.status().mode;
      const after = await client.probe();
      if (before === 'offline' && after === 'online' && !stopped) {
        client.clearBackOff();
        inBackground();
      }
    } finally {
      probing = false;
    }
  }

  return {
    /** Starts the interval, with a first cycle now. */
    start(): void {
      stopped = false;
      interval = setInterval(inBackground, intervalMs);
      interval.unref();
      heartbeat = setInterval(() => void beat(), heartbeatMs);
      heartbeat.unref();
      inBackground();
    },

    /**
     * One cycle now, ignoring the back-off (after any running cycle).
     * @throws SyncError when it fails.
     */
    syncNow(): Promise<SyncReport | null> {
      return queued(true, () => client.syncNow());
    },

    /** Asks for a cycle soon after an operation; several asks in a row make one cycle. */
    afterOperation(): void {
      if (stopped) return;
      if (debounce) clearTimeout(debounce);
      debounce = setTimeout(inBackground, debounceMs);
      debounce.unref();
    },

    /** Whether a cycle is running, and why the last one failed (null after a success). */
    status(): { syncing: boolean; last_error: string | null } {
      return { syncing, last_error: lastError };
    },

    /** Stops the timers and waits for a running cycle. */
    async stop(): Promise<void> {
      stopped = true;
      if (interval) clearInterval(interval);
      if (heartbeat) clearInterval(heartbeat);
      if (debounce) clearTimeout(debounce);
      await running;
    },
  };
}

export type SyncLoop = ReturnType<typeof createSyncLoop>;
