/**
 * The optional `Idempotency-Key` request header of a POST a retry could repeat (a payment, a
 * credit note, a ban, an alert): the same key again answers what the first request made.
 * `idempotencyKeyOf` reads it from a route's validated headers (null when not sent).
 *
 * spec: ARCHITECTURE.md §Errors (every state change a retry could repeat is idempotent);
 * api-contract.md §Staff bookings.
 */
import { z } from '@hono/zod-openapi';

export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});

/** The key sent, or null. */
export function idempotencyKeyOf(headers: z.infer<typeof idempotencyHeaders>): string | null {
  return headers['idempotency-key'] ?? null;
}
