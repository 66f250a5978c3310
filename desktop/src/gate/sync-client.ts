/**
 * The kiosk's sync client, over real HTTP with `fetch`: it registers the kiosk with a one-time
 * code (keeping the device token in the replica), and runs sync cycles that upload the outbox
 * first (`POST /sync/outbox`, in batches; each answered operation is marked with the server's
 * result, unanswered ones stay queued) and then download the change feed page by page
 * (`GET /sync/changes?cursor=…`), each page applied with its cursor in one transaction so an
 * interrupted download resumes where it stopped. Failures back off exponentially; every answer
 * feeds the automatic online/offline switch, and so does `probe` (a `GET /health`, the sync
 * loop's heartbeat); the time of the last successful sync is kept. Every call has a time limit
 * (`callTimeoutMs`, the heartbeat `probeTimeoutMs`), so a hung API is an error, never a wait,
 * and every call reports the kiosk's app version (`X-App-Version`).
 *
 * One bad operation never holds the queue: an operation whose envelope the server would refuse
 * is marked `rejected` here with the reason and not sent; a batch the server still refuses as
 * malformed (400) is split in halves until the refused operations are found, and those are
 * marked `rejected` with the server's message, so the good ones go through. A revoked device
 * (401/403 on `/sync/*`) stops syncing and wipes the device token, the staff verifiers, the
 * bookings, the ticket keys and revocations (and the cursor, so a kiosk registered again
 * downloads afresh); the outbox is kept (the record of money and check-ins taken), its unsent
 * operations counted, and sent once the kiosk is registered again.
 *
 * spec: api-contract.md §Staff and devices; ARCHITECTURE.md §The gate kiosk; research
 * offline-checkin-anchors.md §1 (upload before download, back-off, automatic offline switching,
 * 400 answers a retry would never fix, a revoked device wipes its data).
 */
import { messages } from '@hifadhi/shared/messages';
import {
  APP_VERSION_HEADER,
  changeFeedSchema,
  type DeviceRegistered,
  deviceRegisteredSchema,
  OUTBOX_BATCH_MAX,
  type OutboxOperation,
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
import {
  outboxCounts,
  pendingOperations,
  REFUSED_PREFIX,
  recordUpload,
  rejectUnsent,
  sendableOperation,
  type UnsentRejection,
} from './outbox';
import { type ReplicaDatabase, statement } from './replica-database';

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
  /** Time limit of each sync call (registration, outbox batch, change page), ms; default 15,000. */
  callTimeoutMs?: number;
  /** Time limit of a heartbeat `probe`, ms; default 2,000. */
  probeTimeoutMs?: number;
  /** The kiosk app's version, reported with every call; default "0.0.0". */
  appVersion?: string;
}

/** Default time limit of one sync call, in milliseconds. */
export const SYNC_CALL_TIMEOUT_MS = 15_000;
/** Default time limit of a heartbeat probe, in milliseconds. */
export const PROBE_TIMEOUT_MS = 2_000;

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

/**
 * The server no longer accepts this kiosk (revoked, or its token names no device): syncing has
 * stopped and the replica was wiped; `unsent_operations` outbox operations wait for the kiosk
 * to be registered again.
 */
export class DeviceRevokedError extends SyncError {
  constructor(
    message: string,
    status: number,
    readonly unsent_operations: number,
  ) {
    super(message, status);
    this.name = 'DeviceRevokedError';
  }
}

/** Statuses with which the server refuses a batch as malformed: resending it never helps. */
const BATCH_REFUSALS: ReadonlySet<number> = new Set([400, 413, 422]);
/** Statuses with which `/sync/*` refuses a revoked or unknown device. */
const DEVICE_REFUSALS: ReadonlySet<number> = new Set([401, 403]);
/** The device token a revoked kiosk keeps in place of its token (the row names the device). */
const REVOKED_TOKEN = '';

/** What a sync cycle did. */
export interface SyncReport {
  /** Operations the server answered (applied, forced or rejected). */
  uploaded: number;
  /** Operations marked rejected here: never sendable, or refused with their batch. */
  refused: number;
  /** Change-feed pages downloaded. */
  pages: number;
  cursor: string | null;
}

/** What the kiosk shows of its sync. */
export interface SyncStatus {
  mode: Connectivity['mode'];
  registered: boolean;
  /** The server revoked this kiosk: it no longer syncs until registered again. */
  revoked: boolean;
  /** ISO instant of the last completed sync cycle, or null. */
  last_success_at: string | null;
  /** Failed cycles in a row. */
  failures: number;
  /** ISO instant before which `syncWhenDue` waits, or null. */
  next_attempt_at: string | null;
  /** Outbox operations not yet sent (or unanswered). */
  pending_operations: number;
  /** Outbox operations rejected (by the server, or never sendable), kept for review. */
  rejected_operations: number;
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
  const callTimeoutMs = options.callTimeoutMs ?? SYNC_CALL_TIMEOUT_MS;
  const probeTimeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const appVersion = options.appVersion ?? '0.0.0';
  let connectivity = initialConnectivity;
  let failures = 0;
  let nextAttemptAt: Date | null = null;

  function deviceRow(): DeviceRow | undefined {
    return statement(db, 'select * from device where id = 1').get() as DeviceRow | undefined;
  }

  /** Whether the server revoked this kiosk (and it was not registered again since). */
  function revoked(): boolean {
    return deviceRow()?.device_token === REVOKED_TOKEN;
  }

  /** The registered device, unless there is none or it was revoked. */
  function device(): DeviceRow | undefined {
    return revoked() ? undefined : deviceRow();
  }

  function note(result: ApiResult): void {
    connectivity = recordApiResult(connectivity, result, slowLimitMs);
  }

  /**
   * One HTTP call within `timeoutMs`, timed and counted (an answer below 500 shows the server
   * reachable, so only no answer in time or a 5xx counts as an error of the connection);
   * non-2xx answers throw `SyncError`.
   */
  async function call(
    pathAndQuery: string,
    init: RequestInit,
    timeoutMs = callTimeoutMs,
  ): Promise<unknown> {
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    const headers = {
      ...(init.headers as Record<string, string>),
      [APP_VERSION_HEADER]: appVersion,
    };
    let response: Response;
    let body: unknown;
    try {
      response = await fetchImpl(`${apiBaseUrl}${pathAndQuery}`, { ...init, headers, signal });
      body = await response.json().catch((error: Error) => {
        if (signal.aborted) throw error;
        return null;
      });
    } catch (error) {
      note({ ok: false, ms: performance.now() - started });
      const reason = signal.aborted
        ? `no answer within ${timeoutMs / 1000} s`
        : (error as Error).message;
      throw new SyncError(`No answer from the server: ${reason}`, 0);
    }
    note({ ok: response.status < 500, ms: performance.now() - started });
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

  /**
   * Sends `operations` as one batch. A batch refused as malformed is split in halves, in order,
   * until each refused operation is alone; that one is marked rejected with the server's message.
   * @returns how many the server answered, how many were refused, and whether every operation
   *   was settled (false when the server answered fewer than it was sent).
   * @throws SyncError for any other failure (the batch stays pending, the error noted).
   */
  async function send(
    token: string,
    operations: readonly OutboxOperation[],
  ): Promise<{ answered: number; refused: number; settled: boolean }> {
    let results: OutboxResult[];
    try {
      const body = await call(
        '/sync/outbox',
        authorised(token, { method: 'POST', body: JSON.stringify({ operations }) }),
      );
      results = outboxResponseSchema.parse(body).results;
    } catch (error) {
      if (error instanceof SyncError && BATCH_REFUSALS.has(error.status)) {
        const [only] = operations;
        if (only && operations.length === 1) {
          const reason = `${REFUSED_PREFIX}${error.message}`;
          rejectUnsent(db, [{ idempotency_key: only.idempotency_key, reason }]);
          return { answered: 0, refused: 1, settled: true };
        }
        const middle = Math.ceil(operations.length / 2);
        const first = await send(token, operations.slice(0, middle));
        if (!first.settled) return first;
        const second = await send(token, operations.slice(middle));
        return {
          answered: first.answered + second.answered,
          refused: first.refused + second.refused,
          settled: second.settled,
        };
      }
      recordUpload(db, operations, [], (error as Error).message);
      throw error;
    }
    recordUpload(db, operations, results, null);
    return { answered: results.length, refused: 0, settled: results.length >= operations.length };
  }

  /** Uploads the outbox in batches, oldest first (see the module comment). */
  async function upload(token: string): Promise<{ uploaded: number; refused: number }> {
    let uploaded = 0;
    let refused = 0;
    for (;;) {
      const batch = pendingOperations(db, OUTBOX_BATCH_MAX);
      if (batch.length === 0) break;
      const operations: OutboxOperation[] = [];
      const unsendable: UnsentRejection[] = [];
      for (const entry of batch) {
        const checked = sendableOperation(entry);
        if (checked.ok) operations.push(checked.operation);
        else unsendable.push(checked.rejection);
      }
      rejectUnsent(db, unsendable);
      refused += unsendable.length;
      if (operations.length > 0) {
        const sent = await send(token, operations);
        uploaded += sent.answered;
        refused += sent.refused;
        if (!sent.settled) break;
      }
      if (batch.length < OUTBOX_BATCH_MAX) break;
    }
    return { uploaded, refused };
  }

  /**
   * Wipes what a revoked kiosk must not keep (see the module comment), in one transaction.
   * @returns how many outbox operations are left unsent.
   */
  function wipeRevokedKiosk(): number {
    db.transaction(() => {
      db.prepare('update device set device_token = ? where id = 1').run(REVOKED_TOKEN);
      for (const table of ['staff_verifiers', 'bookings', 'ticket_keys', 'ticket_revocations']) {
        db.prepare(`delete from ${table}`).run();
      }
      db.prepare(
        `update sync_state set cursor = null, complete = 0, window_from = null, window_to = null
         where id = 1`,
      ).run();
    })();
    return outboxCounts(db).pending;
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
        `insert into device (id, device_public_id, device_token, gate_public_id, name, registered_at,
           walk_in_ref_prefix, walk_ins_numbered)
         values (1, ?, ?, ?, ?, ?, ?, 0)
         on conflict (id) do update set device_public_id = excluded.device_public_id,
           device_token = excluded.device_token, gate_public_id = excluded.gate_public_id,
           name = excluded.name, registered_at = excluded.registered_at,
           walk_in_ref_prefix = excluded.walk_in_ref_prefix, walk_ins_numbered = 0`,
      ).run(
        registered.device_public_id,
        registered.device_token,
        registered.gate_public_id,
        name,
        now().toISOString(),
        registered.walk_in_ref_prefix,
      );
      return registered;
    },

    /**
     * One sync cycle now: upload the outbox, then download every page of changes. A failure
     * counts towards the back-off and is rethrown; what was done before it is kept.
     * @throws DeviceRevokedError when the server refuses the device (the replica is wiped
     *   then) or it was refused before.
     * @throws SyncError when the kiosk is not registered (status 0) or a call fails.
     */
    async syncNow(): Promise<SyncReport> {
      if (revoked()) {
        throw new DeviceRevokedError(messages.deviceRevoked, 401, outboxCounts(db).pending);
      }
      const registered = device();
      if (!registered) throw new SyncError('This kiosk is not registered', 0);
      try {
        const { uploaded, refused } = await upload(registered.device_token);
        const { pages, cursor } = await download(registered.device_token);
        failures = 0;
        nextAttemptAt = null;
        db.prepare('update sync_state set last_success_at = ? where id = 1').run(
          now().toISOString(),
        );
        return { uploaded, refused, pages, cursor };
      } catch (error) {
        if (error instanceof SyncError && DEVICE_REFUSALS.has(error.status)) {
          failures = 0;
          nextAttemptAt = null;
          throw new DeviceRevokedError(error.message, error.status, wipeRevokedKiosk());
        }
        failures++;
        nextAttemptAt = new Date(now().getTime() + backOffMs(failures));
        throw error;
      }
    },

    /**
     * The heartbeat: asks `GET /health` within `probeTimeoutMs` and counts the answer towards
     * the online/offline switch. Never throws.
     * @returns the mode after it.
     */
    async probe(): Promise<Connectivity['mode']> {
      await call('/health', {}, probeTimeoutMs).catch(() => undefined);
      return connectivity.mode;
    },

    /** Clears the back-off, so the next `syncWhenDue` runs at once (e.g. back online). */
    clearBackOff(): void {
      failures = 0;
      nextAttemptAt = null;
    },

    /** Runs `syncNow` unless the back-off says wait or the kiosk is revoked; null then. */
    async syncWhenDue(): Promise<SyncReport | null> {
      if (revoked()) return null;
      if (nextAttemptAt && now() < nextAttemptAt) return null;
      return this.syncNow();
    },

    /** True when the kiosk is registered (not revoked) and in online mode: cheap, per scan. */
    online(): boolean {
      return connectivity.mode === 'online' && device() !== undefined;
    },

    /** The mode, the last successful sync and the queue, as the kiosk shows them. */
    status(): SyncStatus {
      const state = statement(db, 'select last_success_at from sync_state where id = 1').get() as {
        last_success_at: string | null;
      };
      const counts = outboxCounts(db);
      return {
        mode: connectivity.mode,
        registered: device() !== undefined,
        revoked: revoked(),
        last_success_at: state.last_success_at,
        failures,
        next_attempt_at: nextAttemptAt?.toISOString() ?? null,
        pending_operations: counts.pending,
        rejected_operations: counts.rejected,
      };
    },
  };
}

export type SyncClient = ReturnType<typeof createSyncClient>;
