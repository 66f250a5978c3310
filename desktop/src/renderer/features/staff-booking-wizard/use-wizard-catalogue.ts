/**
 * The staff wizard's catalogue from the API (the walk-in's comes from the kiosk's replica):
 * `GET /public/lookups` (destinations, countries, catering types, partners, and schools when the
 * API lists them), the fee categories, facilities, activities and currencies. Each is fetched
 * once a session (TanStack Query). Offline the first failure is given, so the screen says the
 * mode needs the server.
 *
 * spec: staff-booking.md §3.2 (lookups), §7 (get_all_destinations, get_all_countries,
 * get_all_partners, fetch_all_schools, …), §2.4 (partner lodges); api-contract.md §Catalogue.
 */
import type { PartnerLodge } from '@hifadhi/shared/catalogue/catalogue';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';
import type { WizardCatalogue } from '../walk-in/wizard-catalogue';

/** The lookups the staff wizard reads beyond the walk-in's. */
export interface StaffLookups {
  countries: WizardCatalogue['countries'];
  destinations: WizardCatalogue['destinations'];
  pricing_groups: WizardCatalogue['pricing_groups'];
  partners: { public_id: string; name: string; type_public_id: string }[];
  /** Schools (school bookings), when the API lists them. */
  schools?: { school_public_id: string; school_name: string }[];
  /** Partner lodges (Escapes), when the API lists them. */
  partner_lodges?: PartnerLodgeChoice[];
}

/** A partner lodge as the Escapes dialog offers it (prices decimal strings in `currency`). */
export type PartnerLodgeChoice = Pick<
  PartnerLodge,
  'public_id' | 'name' | 'partner_name' | 'currency' | 'quantity' | 'parameters' | 'supplements'
>;

export interface StaffWizardCatalogue extends WizardCatalogue {
  partners: StaffLookups['partners'];
  schools: NonNullable<StaffLookups['schools']>;
  partner_lodges: PartnerLodgeChoice[];
}

const forever = { staleTime: Number.POSITIVE_INFINITY };

function useCatalogueList<T>(path: string) {
  return useQuery({ queryKey: ['catalogue', path], queryFn: () => staffGet<T>(path), ...forever });
}

/** The catalogue (undefined while loading) and the first error met, or null. */
export function useWizardCatalogue(): { catalogue?: StaffWizardCatalogue; error: unknown } {
  const lookups = useCatalogueList<StaffLookups>('/public/lookups');
  const fees = useCatalogueList<WizardCatalogue['conservation_fees']>('/public/conservation-fees');
  const vehicles = useCatalogueList<WizardCatalogue['vehicle_fees']>('/public/vehicle-fees');
  const facilities = useCatalogueList<WizardCatalogue['facilities']>('/public/facilities');
  const activities = useCatalogueList<WizardCatalogue['activities']>('/public/activities');
  const currencies = useCatalogueList<WizardCatalogue['currencies']>('/public/currencies');
  const queries = [lookups, fees, vehicles, facilities, activities, currencies];
  const error = queries.find((query) => query.error)?.error ?? null;
  if (
    !lookups.data ||
    !fees.data ||
    !vehicles.data ||
    !facilities.data ||
    !activities.data ||
    !currencies.data
  ) {
    return { error };
  }
  return {
    error,
    catalogue: {
      destinations: lookups.data.destinations,
      countries: lookups.data.countries,
      pricing_groups: lookups.data.pricing_groups,
      partners: lookups.data.partners,
      schools: lookups.data.schools ?? [],
      partner_lodges: lookups.data.partner_lodges ?? [],
      conservation_fees: fees.data,
      vehicle_fees: vehicles.data,
      facilities: facilities.data,
      activities: activities.data,
      currencies: currencies.data,
    },
  };
}
