/**
 * Reads of the public catalogue (no login), each loaded once per page visit and shared by
 * every screen through `useApiQuery`. `QUERY_KEYS` names them.
 *
 * spec: api-contract.md §Catalogue; public-site.md §7 (get active camping / accommodation,
 * activities, conservation and vehicle fees, currencies, lookups).
 */
import { apiGet } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';
import type {
  Lookups,
  PublicActivity,
  PublicConservationFee,
  PublicCurrency,
  PublicFacility,
  PublicVehicleFee,
} from './catalogue-types';

export const QUERY_KEYS = {
  facilities: '/public/facilities',
  activities: '/public/activities',
  conservationFees: '/public/conservation-fees',
  vehicleFees: '/public/vehicle-fees',
  currencies: '/public/currencies',
  lookups: '/public/lookups',
} as const;

/** Camping sites and accommodation, in catalogue order. */
export function useFacilities() {
  return useApiQuery(QUERY_KEYS.facilities, () => apiGet<PublicFacility[]>(QUERY_KEYS.facilities));
}

/** Activities, in catalogue order. */
export function useActivities() {
  return useApiQuery(QUERY_KEYS.activities, () => apiGet<PublicActivity[]>(QUERY_KEYS.activities));
}

/** Conservation fee per guest category. */
export function useConservationFees() {
  return useApiQuery(QUERY_KEYS.conservationFees, () =>
    apiGet<PublicConservationFee[]>(QUERY_KEYS.conservationFees),
  );
}

/** Vehicle fee per vehicle category. */
export function useVehicleFees() {
  return useApiQuery(QUERY_KEYS.vehicleFees, () =>
    apiGet<PublicVehicleFee[]>(QUERY_KEYS.vehicleFees),
  );
}

/** KES and USD with the rates in force. */
export function useCurrencies() {
  return useApiQuery(QUERY_KEYS.currencies, () => apiGet<PublicCurrency[]>(QUERY_KEYS.currencies));
}

/** Countries, causes, gates, entry modes, pricing groups, pick-up locations, … */
export function useLookups() {
  return useApiQuery(QUERY_KEYS.lookups, () => apiGet<Lookups>(QUERY_KEYS.lookups));
}
