/**
 * Every public catalogue read a price preview needs, or null until all have arrived.
 *
 * spec: api-contract.md §Catalogue.
 */
import { useMemo } from 'react';
import {
  useActivities,
  useConservationFees,
  useCurrencies,
  useFacilities,
  useLookups,
  useVehicleFees,
} from '../../catalogue/catalogue-queries';
import type { PublicCatalogueParts } from './pricing-catalogue';

export function useCatalogueParts(): PublicCatalogueParts | null {
  const facilities = useFacilities().data;
  const activities = useActivities().data;
  const conservationFees = useConservationFees().data;
  const vehicleFees = useVehicleFees().data;
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
