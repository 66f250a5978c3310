/**
 * What a change-log entry changed, field by field: each top-level field whose value differs
 * between `before` and `after` (every field of a created record, before shown as '—'), values
 * as text.
 *
 * spec: membership-backoffice.md §2.5 (change logs); api-contract.md §People and logs.
 */

export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The fields `after` changed from `before` (`before` null: created). */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return names
    .filter((field) => text(was[field]) !== text(now[field]))
    .map((field) => ({ field, before: text(was[field]), after: text(now[field]) }));
}
