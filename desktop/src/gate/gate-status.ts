/**
 * The kiosk's registration and what its status line shows: registered or not, its gate, the
 * online/offline mode, the last sync, the queue, the operations the server flagged, today.
 *
 * spec: k-contract.md §Device and sync; research offline-checkin-anchors.md §1 (device set-up,
 * automatic offline switching).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { gateDevice } from './gate-bookings';
import { kioskGate } from './kiosk-gate';
import { replicaCatalogue } from './replica-catalogue';
import type { ReplicaDatabase } from './replica-database';
import type { SyncClient } from './sync-client';
import type { SyncLoop } from './sync-loop';

/** What the kiosk shows of itself: `GET /gate/v1/status`. */
export interface GateStatus {
  registered: boolean;
  /** True when the API withdrew this kiosk: it no longer syncs; register it again. */
  revoked: boolean;
  device_name: string | null;
  gate_public_id: string | null;
  gate_name: string | null;
  mode: 'online' | 'offline';
  last_sync_at: string | null;
  pending_operations: number;
  flagged_operations: number;
  syncing: boolean;
  today: string;
}

export interface StatusDeps {
  db: ReplicaDatabase;
  syncClient: SyncClient;
  syncLoop: SyncLoop;
  now: () => Date;
}

/** The kiosk's status now. */
export function gateStatus(deps: StatusDeps): GateStatus {
  const device = gateDevice(deps.db);
  const sync = deps.syncClient.status();
  const flagged = deps.db
    .prepare("select count(*) from outbox where status in ('forced', 'rejected')")
    .pluck()
    .get() as number;
  const gate = kioskGate(deps.db, replicaCatalogue(deps.db));
  return {
    registered: sync.registered,
    revoked: sync.revoked,
    device_name: device?.name ?? null,
    gate_public_id: device?.gate_public_id ?? null,
    gate_name: gate?.gate_name ?? null,
    mode: sync.mode,
    last_sync_at: sync.last_success_at,
    pending_operations: sync.pending_operations,
    flagged_operations: flagged,
    syncing: deps.syncLoop.status().syncing,
    today: calendarDateAt(deps.now()),
  };
}

/**
 * Registers the kiosk with a one-time `code` under `name`, then runs a first full sync.
 * @throws DomainError CONFLICT when it is registered already; SyncError when the API refuses
 *   the code or cannot be reached.
 */
export async function registerKiosk(
  deps: StatusDeps,
  code: string,
  name: string,
): Promise<GateStatus> {
  if (deps.syncClient.status().registered)
    throw new DomainError('CONFLICT', 'This kiosk is registered already.');
  await deps.syncClient.register(code, name);
  await deps.syncLoop.syncNow();
  return gateStatus(deps);
}
