/**
 * Facilities and activities in words for the back-office screens: their pages' paths, a
 * status's label and tag, residency names, and a price entry as one line.
 *
 * spec: membership-backoffice.md §2.5 (m-facility/{facility_id}, single-inventory/{inventory_id}),
 * §4 (active, inactive, deleted).
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import type { ItemStatus } from '@hifadhi/shared/schemas/facility-admin';
import type { FilterField } from '../../lib/paged-list/FilterBar';

export function facilityPath(publicId: string): string {
  return `/m-facility/${encodeURIComponent(publicId)}`;
}

export function activityPath(publicId: string): string {
  return `/single-inventory/${encodeURIComponent(publicId)}`;
}

export const statusLabels: Record<ItemStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  deleted: 'Deleted',
};

/** The tag class of a status: inactive and deleted items stand out. */
export function statusTone(status: ItemStatus): string {
  if (status === 'active') return 'tag tag-success';
  return status === 'deleted' ? 'tag tag-error' : 'tag tag-warning';
}

export const residencyLabels: Record<Residency, string> = {
  citizen: 'Citizen',
  resident: 'Resident',
  non_resident: 'Non-resident',
};

/** The list filters both lists share: name and status. */
export const itemFilters = [
  { name: 'search', label: 'Name', kind: 'text' },
  {
    name: 'status',
    label: 'Status',
    kind: 'choice',
    anyLabel: 'Active and inactive',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
      { value: 'deleted', label: 'Deleted' },
    ],
  },
] as const satisfies readonly FilterField<string>[];

/** `KES 5,000 a unit, adults 0, children 0` style amounts of one price entry. */
export function priceLine(entry: {
  currency_type: string;
  mandatory_price?: string;
  adult_price: string;
  child_price: string;
}): string {
  const amount = (value: string) => Number(value).toLocaleString('en-KE');
  return [
    entry.mandatory_price !== undefined
      ? `${entry.currency_type} ${amount(entry.mandatory_price)} a unit`
      : null,
    `adult ${entry.currency_type} ${amount(entry.adult_price)}`,
    `child ${entry.currency_type} ${amount(entry.child_price)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** `1 day`, `3 days`. */
export const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
