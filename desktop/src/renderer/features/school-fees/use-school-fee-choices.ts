/**
 * What a school fee rate can name: the catalogue's destinations and guest categories
 * (conservation fees), as select options and as names by public id for the list.
 *
 * spec: staff-booking.md §4, §7; membership-backoffice.md §3.
 */
import type { ConservationFee } from '@hifadhi/shared/catalogue/catalogue';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

interface Destination {
  destination_public_id: string;
  destination_name: string;
}

export interface Choice {
  value: string;
  label: string;
}

/** The destination and guest category options (empty while loading) and the first error. */
export function useSchoolFeeChoices(): {
  destinations: Choice[];
  categories: Choice[];
  error: Error | null;
} {
  const lookups = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<{ destinations: Destination[] }>('/public/lookups'),
  });
  const fees = useQuery({
    queryKey: ['catalogue', '/public/conservation-fees'],
    queryFn: () => staffGet<ConservationFee[]>('/public/conservation-fees'),
  });
  return {
    destinations: (lookups.data?.destinations ?? []).map((place) => ({
      value: place.destination_public_id,
      label: place.destination_name,
    })),
    categories: (fees.data ?? []).map((fee) => ({
      value: fee.payment_public_id,
      label: fee.payment_person,
    })),
    error: lookups.error ?? fees.error,
  };
}

/** The label of `value` among `choices`, or `value` itself when not (yet) known. */
export const labelOf = (choices: Choice[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? value;
