/**
 * Filter fields the people and logs lists share: Is Paid (`is_paid=true|false`) and a day range
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

/** `from` … `to`: on or after / on or before these days. */
export const dayRangeFilters: readonly FilterField<'from' | 'to'>[] = [
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];
