/**
 * The kiosk's sync client, over real HTTP with `fetch`: it registers the kiosk with a one-time
 * code (keeping the device token in the replica), and runs sync cycles that upload the outbox
 * first (`POST /sync/outbox`, in batches; each answered operation is marked with the server's
 * result, unanswered ones stay queued) and then download the change feed page by page
 * (`GET /sync/changes?cursor=…`), each page applied with its cursor in one transaction so an
 * interrupted download resumes where it stopped. Failures back off exponentially; every answer
 * feeds the automatic online/offline switch; the time of the last successful sync is kept.
 *
 * spec: api-contract.md §Staff and devices; ARCHITECTURE.md §The gate kiosk; research
 * offline-checkin-anchors.md §1 (upload before download, back-off, automatic offline switching).
 */
import {
  changeFeedSchema,
  type DeviceRegistered,
  deviceRegisteredSchema,
  OUTBOX_BATCH_MAX,
  type OutboxResult,
  outboxResponseSchema,
} from '@hifadhi/shared/schemas/sync';
import { applyChangePage } from './apply-change-page';
import {
  type ApiResult,
  backOffMs,
  type Connectivity,
  initialConnectivity,
  recordApiResult,
} from './connectivity';
import { pendingOperations, recordUpload } from './outbox';
import type { ReplicaDatabase } from './replica-database';

export interface SyncClientOptions {
  db: ReplicaDatabase;
  /** The API's base URL, e.g. `http://127.0.0.1:8787/api/v1`. */
  apiBaseUrl: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Defaults to the system clock. */
  now?: () => Date;
  /** Change-feed page size (1–500); the server's default when unset. */
  pageLimit?: number;
  /** Average answer time (ms) above which the kiosk goes offline; default 5,000. */
  slowLimitMs?: number;
}

/** Why a sync could not run or broke off (HTTP status, or 0 when there was no answer). */
export class SyncError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

/** What a sync cycle did. */
export interface SyncReport {
  uploaded: number;
  pages: number;
  cursor: string | null;
}

/** What the kiosk shows of its sync. */
export interface SyncStatus {
  mode: Connectivity['mode'];
  registered: boolean;
  /** ISO instant of the last completed sync cycle, or null. */
  last_success_at: string | null;
  /** Failed cycles in a row. */
  failures: number;
  /** ISO instant before which `syncWhenDue` waits, or null. */
  next_attempt_at: string | null;
  pending_operations: number;
}

interface DeviceRow {
  device_public_id: string;
  device_token: string;
  gate_public_id: string;
}

/** A sync client bound to one replica and API (see the module comment). */
export function createSyncClient(options: SyncClientOptions) {
  const { db, apiBaseUrl } = options;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const slowLimitMs = options.slowLimitMs ?? 5_000;
  let connectivity = initialConnectivity;
  let failures = 0;
  let nextAttemptAt: Date | null = null;

  function device(): DeviceRow | undefined {
    return db.prepare('select * from device where id = 1').get() as DeviceRow | undefined;
  }

  function note(result: ApiResult): void {
    connectivity = recordApiResult(connectivity, result, slowLimitMs);
  }

  /** One HTTP call, timed and counted; non-2xx answers throw `SyncError`. */
  async function call(pathAndQuery: string, init: RequestInit): Promise<unknown> {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetchImpl(`${apiBaseUrl}${pathAndQuery}`, init);
    } catch (error) {
      note({ ok: false, ms: performance.now() - started });
      throw new SyncError(`No answer from the server: ${(error as Error).message}`, 0);
    }
    const body = await response.json().catch(() => null);
    note({ ok: response.ok, ms: performance.now() - started });
    if (!response.ok) {
      const message = (body as { message?: string } | null)?.message ?? response.statusText;
      throw new SyncError(message, response.status);
    }
    return body;
  }

  function authorised(token: string, init: RequestInit = {}): RequestInit {
    return {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    };
  }

  async function upload(token: string): Promise<number> {
    let uploaded = 0;
    for (;;) {
      const batch = pendingOperations(db, OUTBOX_BATCH_MAX);
      if (batch.length === 0) return uploaded;
      const operations = batch.map(({ idempotency_key, kind, payload, device_time }) => ({
        idempotency_key,
        kind,
        payload,
        device_time,
      }));
      let results: OutboxResult[];
      try {
        const body = await call(
          '/sync/outbox',
          authorised(token, { method: 'POST', body: JSON.stringify({ operations }) }),
        );
        results = outboxResponseSchema.parse(body).results;
      } catch (error) {
        recordUpload(db, operations, [], (error as Error).message);
        throw error;
      }
      recordUpload(db, operations, results, null);
      uploaded += results.length;
      if (operations.length < OUTBOX_BATCH_MAX || results.length < operations.length) {
        return uploaded;
      }
    }
  }

  async function download(token: string): Promise<{ pages: number; cursor: string | null }> {
    let pages = 0;
    for (;;) {
      const state = db.prepare('select cursor from sync_state where id = 1').get() as {
        cursor: string | null;
      };
      const query = new URLSearchParams();
      if (state.cursor) query.set('cursor', state.cursor);
      if (options.pageLimit) query.set('limit', String(options.pageLimit));
      const body = await call(`/sync/changes?${query}`, authorised(token));
      const page = changeFeedSchema.parse(body);
      applyChangePage(db, page, now());
      pages++;
      if (page.complete) return { pages, cursor: page.cursor };
    }
  }

  return {
    /**
     * Trades a registration `code` for the device token and keeps it in the replica.
     * @throws SyncError with the server's message (e.g. an unknown or used code).
     */
    async register(code: string, name: string): Promise<DeviceRegistered> {
      const body = await call('/devices/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, name }),
      });
      const registered = deviceRegisteredSchema.parse(body);
      db.prepare(
        `insert into device (id, device_public_id, device_token, gate_public_id, name, registered_at)
         values (1, ?, ?, ?, ?, ?)
         on conflict (id) do update set device_public_id = excluded.device_public_id,
           device_token = excluded.device_token, gate_public_id = excluded.gate_public_id,
           name = excluded.name, registered_at = excluded.registered_at`,
      ).run(
        registered.device_public_id,
        registered.device_token,
        registered.gate_public_id,
        name,
        now().toISOString(),
      );
      return registered;
    },

    /**
     * One sync cycle now: upload the outbox, then download every page of changes. A failure
     * counts towards the back-off and is rethrown; what was done before it is kept.
     * @throws SyncError when the kiosk is not registered (status 0) or a call fails.
     */
    async syncNow(): Promise<SyncReport> {
      const registered = device();
      if (!registered) throw new SyncError('This kiosk is not registered', 0);
      try {
        const uploaded = await upload(registered.device_token);
        const { pages, cursor } = await download(registered.device_token);
        failures = 0;
        nextAttemptAt = null;
        db.prepare('update sync_state set last_success_at = ? where id = 1').run(
          now().toISOString(),
        );
        return { uploaded, pages, cursor };
      } catch (error) {
        failures++;
        nextAttemptAt = new Date(now().getTime() + backOffMs(failures));
        throw error;
      }
    },

    /** Runs `syncNow` unless the back-off says wait; null when it waited. */
    async syncWhenDue(): Promise<SyncReport | null> {
      if (nextAttemptAt && now() < nextAttemptAt) return null;
      return this.syncNow();
    },

    /** The mode, the last successful sync and the queue, as the kiosk shows them. */
    status(): SyncStatus {
      const state = db.prepare('select last_success_at from sync_state where id = 1').get() as {
        last_success_at: string | null;
      };
      const pending = db
        .prepare("select count(*) as count from outbox where status = 'pending'")
        .get() as { count: number };
      return {
        mode: connectivity.mode,
        registered: device() !== undefined,
        last_success_at: state.last_success_at,
        failures,
        next_attempt_at: nextAttemptAt?.toISOString() ?? null,
        pending_operations: pending.count,
      };
    },
  };
}

export type SyncClient = ReturnType<typeof createSyncClient>;
