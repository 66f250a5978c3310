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

/**
 * Which day and destination fee amounts are asked for: `date` `YYYY-MM-DD` (absent or '':
 * today), `destination` a destination public id (absent or '': the conservancy-wide amounts).
 */
export interface FeesOn {
  date?: string;
  destination?: string;
}

/** `path` with the `on` query (`?date=…&destination=…`), or `path` alone when `on` asks nothing. */
export function feesPath(path: string, on: FeesOn = {}): string {
  const query = new URLSearchParams();
  if (on.date) query.set('date', on.date);
  if (on.destination) query.set('destination', on.destination);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Conservation fee per guest category, the amounts in force on `on` (default today). */
export function useConservationFees(on: FeesOn = {}) {
  const path = feesPath(QUERY_KEYS.conservationFees, on);
  return useApiQuery(path, () => apiGet<PublicConservationFee[]>(path));
}

/** Vehicle fee per vehicle category, the amounts in force on `on` (default today). */
export function useVehicleFees(on: FeesOn = {}) {
  const path = feesPath(QUERY_KEYS.vehicleFees, on);
  return useApiQuery(path, () => apiGet<PublicVehicleFee[]>(path));
}

/** KES and USD with the rates in force. */
export function useCurrencies() {
  return useApiQuery(QUERY_KEYS.currencies, () => apiGet<PublicCurrency[]>(QUERY_KEYS.currencies));
}

/** Countries, causes, gates, entry modes, pricing groups, pick-up locations, … */
export function useLookups() {
  return useApiQuery(QUERY_KEYS.lookups, () => apiGet<Lookups>(QUERY_KEYS.lookups));
}
