/**
 * Filter fields the people and logs lists share: Is Paid (`is_paid=true|false`), deleted
 * (`deleted=true`) and a day range
 * (`from`, `to`, Nairobi days), as their `GET` query parameters.
 *
 * spec: membership-backoffice.md §2.5 (Members, Donations, Logs: filterable by date);
 * api-contract.md §People and logs.
 */
import type { FilterField } from '../../lib/paged-list/FilterBar';

/** `is_paid`: paid or not (members, donations). */
export const isPaidFilter: FilterField<'is_paid'> = {
  name: 'is_paid',
  label: 'Is Paid',
  kind: 'choice',
  options: [
    { value: 'true', label: 'Paid' },
    { value: 'false', label: 'Not paid' },
  ],
};

/** `deleted=true`: only soft-deleted records (to restore one); otherwise they are left out. */
export const deletedFilter: FilterField<'deleted'> = {
  name: 'deleted',
  label: 'Deleted',
  kind: 'choice',
  anyLabel: 'Not deleted',
  options: [{ value: 'true', label: 'Deleted only' }],
};

/** `from` … `to`: on or after / on or before these days. */
export const dayRangeFilters: readonly FilterField<'from' | 'to'>[] = [
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];
