/**
 * `POST /sync/outbox`: applies a kiosk's outbox operations in order, each exactly once by its
 * idempotency key. The key is recorded (unique index) with the answer given, in the
 * transaction the operation is applied in (see `outbox-operation.ts`); a key seen before is
 * answered with that first answer and applies nothing. Two uploads of one key racing each
 * other: the second waits on the unique index, then reads the first's answer (`transaction`
 * appliers), or applies to the same effect through the services' own keys and then reads the
 * first's answer (`services` appliers). An operation that cannot be applied is
 * recorded `rejected` with its error, so a retry gets the same answer and the review list
 * shows it: nothing is dropped. So is one whose clerk's role lacks the gate ability of its kind
 * (`clerk.ts`): a partner or public user signed in at a kiosk can record nothing.
 *
 * spec: api-contract.md §Staff and devices (`POST /sync/outbox` → one result per operation; a
 * key seen before returns its first result); research offline-checkin-anchors.md §1 (queue
 * and idempotency; forced check-ins).
 */
import { DomainError, type ErrorBody } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { OutboxKind, OutboxOperation, OutboxResult } from '@hifadhi/shared/schemas/sync';
import { toValidationErrorBody } from '@hifadhi/shared/schemas/validation-error';
import { eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { DevicePrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { syncOperations } from '../db/schema/sync';
import { checkClerkAbility } from './clerk';
import type { OperationApplier } from './outbox-operation';

export interface OutboxDeps {
  db: Database;
  clock: Clock;
  /** The applier of each kind. */
  appliers: Record<OutboxKind, OperationApplier>;
}

type StoredOperation = typeof syncOperations.$inferSelect;

function answerOf(row: StoredOperation, device: DevicePrincipal): OutboxResult {
  if (row.device_id !== device.device_id) {
    return {
      idempotency_key: row.idempotency_key,
      kind: row.kind,
      status: 'rejected',
      result: null,
      error: { code: 'CONFLICT', message: messages.idempotencyKeyTaken },
      received_at: row.received_at.toISOString(),
    };
  }
  return {
    idempotency_key: row.idempotency_key,
    kind: row.kind,
    status: row.status,
    result: (row.result as Record<string, unknown> | null) ?? null,
    error: (row.error as ErrorBody | null) ?? null,
    received_at: row.received_at.toISOString(),
  };
}

async function stored(db: Database, key: string): Promise<StoredOperation | undefined> {
  const [row] = await db
    .select()
    .from(syncOperations)
    .where(eq(syncOperations.idempotency_key, key));
  return row;
}

/** The error body of an operation that could not be applied; defects are thrown on. */
function rejection(error: unknown): ErrorBody {
  if (error instanceof DomainError) return error.toBody();
  if (error instanceof ZodError) return toValidationErrorBody(error);
  throw error;
}

/** Applies one operation once (see the module comment) and gives its (first) answer. */
async function applyOnce(
  deps: OutboxDeps,
  device: DevicePrincipal,
  operation: OutboxOperation,
): Promise<OutboxResult> {
  const seen = await stored(deps.db, operation.idempotency_key);
  if (seen) return answerOf(seen, device);
  const now = deps.clock.now();
  const record = {
    idempotency_key: operation.idempotency_key,
    device_id: device.device_id,
    kind: operation.kind,
    payload: operation.payload,
    device_time: new Date(operation.device_time),
    received_at: now,
  };
  const context = {
    device,
    idempotency_key: operation.idempotency_key,
    device_time: record.device_time,
    now,
  };
  const applier = deps.appliers[operation.kind];
  try {
    await checkClerkAbility(deps.db, operation.kind, operation.payload);
    if (applier.within === 'services') {
      const applied = await applier.apply(deps.db, context, operation.payload);
      await deps.db
        .insert(syncOperations)
        .values({ ...record, status: applied.status, result: applied.result })
        .onConflictDoNothing({ target: syncOperations.idempotency_key });
    } else {
      await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(syncOperations)
          .values({ ...record, status: 'applied' })
          .onConflictDoNothing({ target: syncOperations.idempotency_key })
          .returning({ id: syncOperations.id });
        if (!claimed) return;
        const applied = await applier.apply(tx, context, operation.payload);
        await tx
          .update(syncOperations)
          .set({ status: applied.status, result: applied.result })
          .where(eq(syncOperations.id, claimed.id));
      });
    }
  } catch (error) {
    await deps.db
      .insert(syncOperations)
      .values({ ...record, status: 'rejected', error: rejection(error) })
      .onConflictDoNothing({ target: syncOperations.idempotency_key });
  }
  const row = await stored(deps.db, operation.idempotency_key);
  if (!row) throw new Error(`Outbox operation ${operation.idempotency_key} was not recorded`);
  return answerOf(row, device);
}

/** Applies `operations` from `device` in order; one answer per operation, in order. */
export async function applyOutbox(
  deps: OutboxDeps,
  device: DevicePrincipal,
  operations: readonly OutboxOperation[],
): Promise<OutboxResult[]> {
  const results: OutboxResult[] = [];
  for (const operation of operations) results.push(await applyOnce(deps, device, operation));
  return results;
}
