/**
 * The residency categories a visitor picks for activity participants, and the one a party
 * defaults to: that of its first adult guest category (else its first category).
 *
 * spec: public-site.md §3 "Cart activity line" (residency categories for adults, children,
 * extra adults, extra children); pricing-rules.md §Lines (default residency).
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import type { PublicConservationFee } from '../../catalogue/catalogue-types';
import type { ConservationEntry } from '../trip/trip-types';

export const RESIDENCY_OPTIONS: { value: Residency; label: string }[] = [
  { value: 'citizen', label: 'Citizen (Kenyan / East African)' },
  { value: 'resident', label: 'East African resident' },
  { value: 'non_resident', label: 'Non-resident' },
];

/** The residency of the party's first adult guest category, else its first; null if none. */
export function partyResidency(
  conservation: readonly ConservationEntry[],
  fees: readonly PublicConservationFee[],
): Residency | null {
  const categories = conservation
    .filter((entry) => entry.payment_guests > 0)
    .map((entry) => fees.find((fee) => fee.payment_public_id === entry.payment_public_id))
    .filter((fee) => fee !== undefined);
  return (categories.find((fee) => fee.marker === 'A') ?? categories[0])?.residency ?? null;
}

/** The document that proves each residency at the gate (as the demo catalogue words it). */
export const RESIDENCY_PROOF: Record<Residency, string> = {
  citizen: 'National ID or East African passport',
  resident: 'Alien ID or residence permit',
  non_resident: 'Passport',
};
