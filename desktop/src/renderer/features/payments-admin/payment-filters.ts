/**
 * The filters of the payments lists (as their `GET` query parameters) and their page size.
 *
 * spec: staff-booking.md §2.9 (searches by key and by date range), §9 (page sizes).
 */
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { channelOptions } from './payment-words';

/** Records a page of each list holds. spec: staff-booking.md §9. */
export const PAYMENTS_PER_PAGE = 15;

const search = (label: string) => ({ name: 'search', label, kind: 'text' }) as const;
const from = { name: 'from', label: 'From', kind: 'date' } as const;
const to = { name: 'to', label: 'To', kind: 'date' } as const;

export const paymentFilters: readonly FilterField<
  'search' | 'from' | 'to' | 'method' | 'status'
>[] = [
  search('Search (reference, receipt, phone, e-mail)'),
  from,
  to,
  { name: 'method', label: 'Method', kind: 'choice', options: channelOptions },
  {
    name: 'status',
    label: 'Status',
    kind: 'choice',
    options: [
      { value: 'paid', label: 'Received' },
      { value: 'pending', label: 'Waiting' },
    ],
  },
];

export const failureFilters: readonly FilterField<
  'search' | 'from' | 'to' | 'method' | 'outcome'
>[] = [
  search('Search (reference, phone, e-mail)'),
  from,
  to,
  {
    name: 'method',
    label: 'Method',
    kind: 'choice',
    options: channelOptions.filter((option) => ['mpesa', 'card'].includes(option.value)),
  },
  {
    name: 'outcome',
    label: 'Outcome',
    kind: 'choice',
    options: [
      { value: 'failed', label: 'Failed' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
  },
];

export const bankSlipFilters: readonly FilterField<'search' | 'state' | 'from' | 'to'>[] = [
  search('Search (slip reference, bank, payer, booking)'),
  {
    name: 'state',
    label: 'Allocation',
    kind: 'choice',
    options: [
      { value: 'unallocated', label: 'Not allocated' },
      { value: 'allocated', label: 'Allocated' },
    ],
  },
  { name: 'from', label: 'Paid from', kind: 'date' },
  { name: 'to', label: 'Paid to', kind: 'date' },
];
