/**
 * What applying one outbox operation needs and gives. Each kind has an applier that parses its
 * payload, applies it, and says whether it was `applied` or `forced` (applied, but conflicting
 * with what the server knew). Check-ins and receipt prints write inside the transaction they
 * are given, the same one that records the idempotency key, so the two commit together or not
 * at all. Walk-ins and cash go through the booking and payment services, which commit on
 * their own; those writes are made idempotent by a key of their own (the walk-in's booking
 * public id, the cash's ledger reference), so a retry after a lost commit finds them instead
 * of writing them again. An applier throws a `DomainError` (or the payload's `ZodError`) for
 * an operation it cannot apply at all; the outbox records that as `rejected`.
 *
 * spec: research offline-checkin-anchors.md §1 (queue and idempotency; conflicts are recorded,
 * not rejected).
 */
import type { OutboxStatus } from '@hifadhi/shared/schemas/sync';
import type { DevicePrincipal } from '../auth/auth-env';
import type { Database, Transaction } from '../db/database';

export interface OperationContext {
  device: DevicePrincipal;
  idempotency_key: string;
  /** When it happened on the kiosk. */
  device_time: Date;
  /** When the server applies it. */
  now: Date;
}

export interface AppliedOperation {
  status: Exclude<OutboxStatus, 'rejected'>;
  /** What the kiosk is told (snake_case JSON). */
  result: Record<string, unknown>;
}

/**
 * How an operation is applied: `transaction` appliers write inside the outbox transaction;
 * `services` appliers call services that commit on their own, outside it (so an upload never
 * holds a connection while waiting for another, however many kiosks upload at once).
 */
export type OperationApplier =
  | {
      within: 'transaction';
      apply(
        tx: Transaction,
        context: OperationContext,
        payload: unknown,
      ): Promise<AppliedOperation>;
    }
  | {
      within: 'services';
      apply(db: Database, context: OperationContext, payload: unknown): Promise<AppliedOperation>;
    };

/** The actor named in a booking's events for a kiosk. */
export function deviceActor(device: DevicePrincipal): string {
  return `device:${device.device_public_id}`;
}
