/** A random id for a new cart line, so it can be found again to delete it. */
export function newLineId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
