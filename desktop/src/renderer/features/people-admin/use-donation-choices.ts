/**
 * The pickers of the donation screens: payment methods, frequencies and anonymity options
 * (`GET /public/lookups`) and every live cause, private ones included (`GET /donation-causes`).
 *
 * spec: membership-backoffice.md §3 (Donation: anonymity, frequency, payment method, cause).
 */
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

export interface Named {
  public_id: string;
  name: string;
}

export interface StaffCause extends Named {
  is_public: boolean;
  deleted_at: string | null;
}

interface DonationLookups {
  frequencies: Named[];
  anonymity: Named[];
  donation_payment_methods: Named[];
}

export function useDonationChoices() {
  return useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<DonationLookups>('/public/lookups'),
    staleTime: 5 * 60_000,
  });
}

export function useCauses(deleted = false) {
  const path = `/donation-causes${deleted ? '?deleted=true' : ''}`;
  return useQuery({
    queryKey: ['/donation-causes', path],
    queryFn: () => staffGet<StaffCause[]>(path),
  });
}

/** `list` as select options. */
export function optionsOf(list: Named[] | undefined) {
  return (list ?? []).map((entry) => ({ value: entry.public_id, label: entry.name }));
}
