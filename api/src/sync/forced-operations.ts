/**
 * The review list of gate operations administrators look at: every outbox operation recorded
 * `forced` (applied, but conflicting with the server: a ticket already used at another gate, a
 * cancelled or unpaid booking, a second original receipt) or `rejected` (could not be applied
 * at all), newest first, with the device and gate it came from.
 *
 * spec: research offline-checkin-anchors.md §1 (forced check-ins recorded, never dropped).
 */
import { count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { devices, syncOperations } from '../db/schema/sync';

export const forcedOperationSchema = z.object({
  idempotency_key: z.string(),
  kind: z.string(),
  status: z.enum(['forced', 'rejected']),
  device_public_id: z.string(),
  device_name: z.string(),
  gate_public_id: z.string(),
  device_time: z.string(),
  received_at: z.string(),
  payload: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.record(z.string(), z.unknown()).nullable(),
});
export type ForcedOperation = z.infer<typeof forcedOperationSchema>;

export const forcedOperationsPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  operations: z.array(forcedOperationSchema),
});
export type ForcedOperationsPage = z.infer<typeof forcedOperationsPageSchema>;

/** A page (from 1) of forced and rejected operations, newest first. */
export async function listForcedOperations(
  db: Executor,
  query: { page: number; items: number },
): Promise<ForcedOperationsPage> {
  const forReview = ne(syncOperations.status, 'applied');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        idempotency_key: syncOperations.idempotency_key,
        kind: syncOperations.kind,
        status: syncOperations.status,
        device_public_id: devices.device_public_id,
        device_name: devices.name,
        gate_public_id: devices.gate_public_id,
        device_time: syncOperations.device_time,
        received_at: syncOperations.received_at,
        payload: syncOperations.payload,
        result: syncOperations.result,
        error: syncOperations.error,
      })
      .from(syncOperations)
      .innerJoin(devices, eq(devices.id, syncOperations.device_id))
      .where(forReview)
      .orderBy(desc(syncOperations.received_at), desc(syncOperations.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db.select({ total: count() }).from(syncOperations).where(forReview),
  ]);
  return {
    ...query,
    total: counted?.total ?? 0,
    operations: rows.map((row) => ({
      ...row,
      status: row.status === 'forced' ? 'forced' : 'rejected',
      device_time: row.device_time.toISOString(),
      received_at: row.received_at.toISOString(),
      payload: row.payload as Record<string, unknown>,
      result: (row.result as Record<string, unknown> | null) ?? null,
      error: (row.error as Record<string, unknown> | null) ?? null,
    })),
  };
}
