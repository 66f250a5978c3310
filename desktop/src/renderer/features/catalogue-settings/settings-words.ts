/**
 * Words the catalogue settings' screens share: a record's status as a tag, a percentage and a
 * rate as shown, the status filter's choices.
 *
 * spec: membership-backoffice.md §4 (active, inactive, suspended, deleted).
 */

/** The tag class of a record's status: green while in use, amber when paused, red deleted. */
export function statusTone(status: string): string {
  if (status === 'active') return 'tag tag-success';
  if (status === 'deleted') return 'tag tag-error';
  return 'tag tag-warning';
}

/** A status as a word with a capital ('suspended' → 'Suspended'). */
export function statusWord(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The choices of a status filter of `statuses`. */
export function statusOptions(statuses: readonly string[]) {
  return statuses.map((status) => ({ value: status, label: statusWord(status) }));
}

/** A percentage string as shown ('12.5' → '12.5 %'). */
export const percentText = (value: string) => `${value} %`;
