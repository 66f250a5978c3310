/**
 * A fresh `Idempotency-Key` for one money-moving request (a payment, a credit note): 128 random
 * bits as 32 hex digits, from `crypto.getRandomValues`, which browsers offer on plain-http
 * pages too (unlike `crypto.randomUUID`). A screen makes one when a form opens and sends it with
 * every attempt of that form, so a double click or a retry after a lost answer is recorded once.
 *
 * spec: api-contract.md §Staff bookings (payments, credit notes: optional Idempotency-Key).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
