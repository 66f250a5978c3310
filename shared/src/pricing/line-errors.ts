/**
 * Errors that name the request field at fault. Line pricers throw with field names relative
 * to their line (`payment_public_id`); `atRequestPath` prefixes them with the line's place in
 * the request (`guests.0.payment_public_id`), so a form can show the message beside the field.
 *
 * spec: ARCHITECTURE.md §Errors (`fields` maps a form field to its message).
 */
import { DomainError } from '../errors';

/**
 * The item of `items` that `matches`.
 * @throws DomainError UNKNOWN_REFERENCE "Unknown {what}: {id}" with `fields[field]`.
 */
export function findReference<T>(
  items: readonly T[],
  matches: (item: T) => boolean,
  reference: { field: string; what: string; id: string },
): T {
  const found = items.find(matches);
  if (found !== undefined) return found;
  const message = `Unknown ${reference.what}: ${reference.id}`;
  throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { [reference.field]: message } });
}

/**
 * Runs `price` and, when it throws a DomainError naming fields, throws it again with each
 * field prefixed by `path` (`guests.0` + `payment_public_id`).
 */
export function atRequestPath<T>(path: string, price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [`${path}.${field}`, message]),
    );
    throw new DomainError(error.code, error.message, {
      fields,
      ...(error.messages ? { messages: error.messages } : {}),
    });
  }
}
