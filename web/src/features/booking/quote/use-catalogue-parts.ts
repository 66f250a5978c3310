/**
 * Every public catalogue read a price preview needs, or null until all have arrived; the fees
 * at the amounts in force on `feesOn` (the trip's check-in and destination).
 *
 * spec: api-contract.md §Catalogue.
 */
import { useMemo } from 'react';
import {
  type FeesOn,
  useActivities,
  useConservationFees,
  useCurrencies,
  useFacilities,
  useLookups,
  useVehicleFees,
} from '../../catalogue/catalogue-queries';
import type { PublicCatalogueParts } from './pricing-catalogue';

export function useCatalogueParts(feesOn: FeesOn = {}): PublicCatalogueParts | null {
  const facilities = useFacilities().data;
  const activities = useActivities().data;
  const conservationFees = useConservationFees(feesOn).data;
  const vehicleFees = useVehicleFees(feesOn).data;
  const currencies = useCurrencies().data;
  const lookups = useLookups().data;
  return useMemo(
    () =>
      facilities && activities && conservationFees && vehicleFees && currencies && lookups
        ? { facilities, activities, conservationFees, vehicleFees, currencies, lookups }
        : null,
    [facilities, activities, conservationFees, vehicleFees, currencies, lookups],
  );
}
