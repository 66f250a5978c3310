/**
 * The catalogue settings' screens by route name (settings-routes.ts), for the staff app's
 * screen table; one chunk the staff app loads on demand (staff-screens.tsx).
 *
 * spec: membership-backoffice.md §2.5 (Partners, Promo codes, Catering levy, VAT, Currency,
 * conservation-fees, vehicle-fees).
 */
import type { ReactNode } from 'react';
import { CallsToActionPage } from './CallsToActionPage';
import { ContentPagePage, ContentPagesPage } from './ContentPagesPage';
import { CurrenciesPage } from './CurrenciesPage';
import { CurrencyPage } from './CurrencyPage';
import { FacilityTypesPage } from './FacilityTypesPage';
import { FeeSchedulesPage } from './FeeSchedulesPage';
import { GatesPage } from './GatesPage';
import { HolidaysPage } from './HolidaysPage';
import { NamedTypesPage } from './NamedTypesPage';
import { PartnerPage } from './PartnerPage';
import { PartnersPage } from './PartnersPage';
import { DestinationsPage } from './PlacesPage';
import { PromoCodePage } from './PromoCodePage';
import { PromoCodesPage } from './PromoCodesPage';
import { TaxRatesPage } from './TaxRatesPage';

const screens: Record<string, () => ReactNode> = {
  Partners: () => <PartnersPage />,
  Partner: () => <PartnerPage />,
  PartnerSettings: () => (
    <NamedTypesPage
      title="Partner types"
      path="/partner-types"
      noun="partner type"
      backTo="/partners"
      backLabel="Partners"
    />
  ),
  PromoCodes: () => <PromoCodesPage />,
  PromoCode: () => <PromoCodePage />,
  PromoCodeTypes: () => (
    <NamedTypesPage
      title="Promo code types"
      path="/promo-code-types"
      noun="promo code type"
      backTo="/promo-codes"
      backLabel="Promo codes"
    />
  ),
  Currencies: () => <CurrenciesPage />,
  UpdateCurrency: () => <CurrencyPage />,
  VatHistory: () => <TaxRatesPage tax="vat" />,
  CateringLevyHistory: () => <TaxRatesPage tax="catering_levy" />,
  ConservationFees: () => <FeeSchedulesPage kind="conservation" />,
  VehicleFees: () => <FeeSchedulesPage kind="vehicle" />,
  Destinations: () => <DestinationsPage />,
  Gates: () => <GatesPage />,
  ContentPages: () => <ContentPagesPage />,
  ContentPage: () => <ContentPagePage />,
  TermsAndConditions: () => <ContentPagesPage pageType="terms" />,
  PageTypes: () => (
    <NamedTypesPage
      title="Page types"
      path="/page-types"
      noun="page type"
      backTo="/extra-pages"
      backLabel="Content pages"
    />
  ),
  CallsToAction: () => <CallsToActionPage />,
  Holidays: () => <HolidaysPage />,
  PickUpLocations: () => (
    <NamedTypesPage
      title="Pick-up locations"
      path="/pick-up-locations"
      noun="pick-up location"
      backTo="/inventory"
      backLabel="Activities"
    />
  ),
  EntryModes: () => (
    <NamedTypesPage
      title="Entry modes"
      path="/entry-modes"
      noun="entry mode"
      backTo="/gates"
      backLabel="Gates"
    />
  ),
  AccommodationTypes: () => (
    <NamedTypesPage
      title="Accommodation types"
      path="/accommodation-types"
      noun="accommodation type"
      backTo="/facilities"
      backLabel="Facilities"
    />
  ),
  FacilityTypes: () => <FacilityTypesPage />,
  CateringTypes: () => (
    <NamedTypesPage
      title="Catering types"
      path="/catering-types"
      noun="catering type"
      backTo="/facilities"
      backLabel="Facilities"
      withPack
    />
  ),
  Schools: () => (
    <NamedTypesPage
      title="Schools"
      path="/schools"
      noun="school"
      backTo="/school-fees"
      backLabel="School fees"
    />
  ),
};

/** The screen of route `name` when it is a catalogue settings screen, else nothing. */
export function CatalogueSettingsScreen({ name }: { name: string }) {
  return screens[name]?.() ?? null;
}
