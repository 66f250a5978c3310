/**
 * The kiosk's outbox: every operation made at the gate (check-in, check-out, walk-in booking,
 * cash payment, receipt printed) is queued here with an idempotency key made once from 192
 * random bits and the kiosk's clock, kept through every retry, until the server answers it.
 * Payloads are checked with the shared schema of their kind before they are queued.
 *
 * spec: api-contract.md §Staff and devices (`POST /sync/outbox`); research
 * offline-checkin-anchors.md §1 (queue and nonce idempotency).
 */
import { randomBytes } from 'node:crypto';
import {
  type cashPaymentPayloadSchema,
  type checkInPayloadSchema,
  type OutboxKind,
  type OutboxOperation,
  type OutboxResult,
  outboxOperationSchema,
  outboxPayloadSchemas,
  type receiptPrintedPayloadSchema,
  type walkInBookingPayloadSchema,
} from '@hifadhi/shared/schemas/sync';
import type { z } from 'zod';
import { type ReplicaDatabase, statement } from './replica-database';

/** An outbox row as the kiosk keeps it. */
export interface OutboxEntry extends OutboxOperation {
  status: 'pending' | OutboxResult['status'];
  attempts: number;
  last_error: string | null;
  /** The server's answer (`OutboxResult`), once it gave one. */
  server_result: OutboxResult | null;
}

/** A fresh idempotency key: 192 random bits, base64url (32 characters). */
export function newIdempotencyKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Queues an operation of `kind` made at `deviceTime` (the kiosk's injected clock, never read
 * here); `payload` is checked against the kind's schema first.
 * @returns the queued operation (its idempotency key names it from now on).
 * @throws ZodError when the payload does not fit its kind.
 */
export function enqueue<K extends OutboxKind>(
  db: ReplicaDatabase,
  kind: K,
  payload: z.input<(typeof outboxPayloadSchemas)[K]>,
  deviceTime: Date,
): OutboxOperation {
  const parsed = outboxPayloadSchemas[kind].parse(payload) as Record<string, unknown>;
  const operation: OutboxOperation = {
    idempotency_key: newIdempotencyKey(),
    kind,
    payload: parsed,
    device_time: deviceTime.toISOString(),
  };
  db.prepare(
    'insert into outbox (idempotency_key, kind, payload, device_time) values (?, ?, ?, ?)',
  ).run(operation.idempotency_key, kind, JSON.stringify(parsed), operation.device_time);
  return operation;
}

/** Queues a check-in of a booking (by public id, reference or scanned ticket code). */
export function enqueueCheckIn(
  db: ReplicaDatabase,
  booking: Omit<z.input<typeof checkInPayloadSchema>, 'direction'>,
  deviceTime: Date,
): OutboxOperation {
  return enqueue(db, 'check_in', { ...booking, direction: 'check_in' }, deviceTime);
}

/** Queues a check-out of a booking. */
export function enqueueCheckOut(
  db: ReplicaDatabase,
  booking: Omit<z.input<typeof checkInPayloadSchema>, 'direction'>,
  deviceTime: Date,
): OutboxOperation {
  return enqueue(db, 'check_in', { ...booking, direction: 'check_out' }, deviceTime);
}

/** Queues a walk-in booking made at the gate (priced again by the server). */
export function enqueueWalkInBooking(
  db: ReplicaDatabase,
  payload: z.input<typeof walkInBookingPayloadSchema>,
  deviceTime: Date,
): OutboxOperation {
  return enqueue(db, 'walk_in_booking', payload, deviceTime);
}

/** Queues cash taken at the gate (whole units of `currency`). */
export function enqueueCashPayment(
  db: ReplicaDatabase,
  payload: z.input<typeof cashPaymentPayloadSchema>,
  deviceTime: Date,
): OutboxOperation {
  return enqueue(db, 'cash_payment', payload, deviceTime);
}

/** Queues a printed receipt (`copy` when reprinted). */
export function enqueueReceiptPrinted(
  db: ReplicaDatabase,
  payload: z.input<typeof receiptPrintedPayloadSchema>,
  deviceTime: Date,
): OutboxOperation {
  return enqueue(db, 'receipt_printed', payload, deviceTime);
}

interface OutboxRow {
  idempotency_key: string;
  kind: OutboxKind;
  payload: string;
  device_time: string;
  status: OutboxEntry['status'];
  attempts: number;
  last_error: string | null;
  server_result: string | null;
}

function entryOf(row: OutboxRow): OutboxEntry {
  return {
    idempotency_key: row.idempotency_key,
    kind: row.kind,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    device_time: row.device_time,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    server_result: row.server_result ? (JSON.parse(row.server_result) as OutboxResult) : null,
  };
}

/** Operations the server has not answered yet, oldest first, at most `limit`. */
export function pendingOperations(db: ReplicaDatabase, limit: number): OutboxEntry[] {
  const rows = db
    .prepare("select * from outbox where status = 'pending' order by seq limit ?")
    .all(limit) as OutboxRow[];
  return rows.map(entryOf);
}

/** Why an operation was never sent: its idempotency key and the reason, in plain words. */
export interface UnsentRejection {
  idempotency_key: string;
  reason: string;
}

/** How the reason of an operation the kiosk would not send begins. */
export const UNSENDABLE_PREFIX = 'Not sent, the server would refuse it: ';

/** How the reason of an operation the server refused with its whole batch begins. */
export const REFUSED_PREFIX = 'The server refused this operation: ';

/**
 * The operation as it goes on the wire, or why it cannot: an envelope (idempotency key, kind,
 * payload object, device time) the server's `outboxOperationSchema` would refuse makes the
 * server refuse the whole batch, so such an entry is never sent.
 */
export function sendableOperation(
  entry: OutboxEntry,
): { ok: true; operation: OutboxOperation } | { ok: false; rejection: UnsentRejection } {
  const { idempotency_key, kind, payload, device_time } = entry;
  const checked = outboxOperationSchema.safeParse({ idempotency_key, kind, payload, device_time });
  if (checked.success) return { ok: true, operation: checked.data };
  const problems = checked.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || 'operation'}: ${issue.message}`,
  );
  return {
    ok: false,
    rejection: { idempotency_key, reason: `${UNSENDABLE_PREFIX}${problems.join('; ')}` },
  };
}

/**
 * Marks operations the server will never accept as `rejected` here, each with its reason in
 * `last_error` and no server result: they stay in the outbox (listed, counted), never sent
 * again. One transaction.
 */
export function rejectUnsent(db: ReplicaDatabase, rejections: readonly UnsentRejection[]): void {
  const reject = db.prepare(
    `update outbox set status = 'rejected', server_result = null, last_error = ?
     where idempotency_key = ? and status = 'pending'`,
  );
  db.transaction(() => {
    for (const { idempotency_key, reason } of rejections) reject.run(reason, idempotency_key);
  })();
}

/** How many operations wait to be sent, and how many were rejected (by the server or here). */
export function outboxCounts(db: ReplicaDatabase): { pending: number; rejected: number } {
  const row = statement(
    db,
    `select count(*) filter (where status = 'pending') as pending,
            count(*) filter (where status = 'rejected') as rejected
     from outbox`,
  ).get() as { pending: number; rejected: number };
  return row;
}

/** The outbox entries under the SQL condition `where` (every one by default), oldest first. */
export function outboxEntries(
  db: ReplicaDatabase,
  where = 'true',
  params: Record<string, string> = {},
): OutboxEntry[] {
  return (
    statement(db, `select * from outbox where ${where} order by seq`).all(params) as OutboxRow[]
  ).map(entryOf);
}

/**
 * Records an upload of `sent`: each operation the server answered takes the answer's status
 * (`applied`, `forced` or `rejected`: answered, so never sent again) and its result; any it did
 * not answer stays pending with `error` noted. One transaction.
 */
export function recordUpload(
  db: ReplicaDatabase,
  sent: readonly OutboxOperation[],
  results: readonly OutboxResult[],
  error: string | null,
): void {
  const byKey = new Map(results.map((result) => [result.idempotency_key, result]));
  const answered = db.prepare(
    `update outbox set status = ?, server_result = ?, attempts = attempts + 1, last_error = ?
     where idempotency_key = ?`,
  );
  const unanswered = db.prepare(
    'update outbox set attempts = attempts + 1, last_error = ? where idempotency_key = ?',
  );
  db.transaction(() => {
    for (const operation of sent) {
      const result = byKey.get(operation.idempotency_key);
      if (result) {
        answered.run(
          result.status,
          JSON.stringify(result),
          result.error?.message ?? null,
          operation.idempotency_key,
        );
      } else {
        unanswered.run(error ?? 'No answer from the server', operation.idempotency_key);
      }
    }
  })();
}
