/**
 * The catalogue settings' screens by route name (settings-routes.ts), for the staff app's
 * screen table; null for a route that is not one of them.
 *
 * spec: membership-backoffice.md §2.5 (Partners, Promo codes, Catering levy, VAT, Currency,
 * conservation-fees, vehicle-fees).
 */
import type { ReactNode } from 'react';
import { CurrenciesPage } from './CurrenciesPage';
import { CurrencyPage } from './CurrencyPage';
import { FeeSchedulesPage } from './FeeSchedulesPage';
import { NamedTypesPage } from './NamedTypesPage';
import { PartnerPage } from './PartnerPage';
import { PartnersPage } from './PartnersPage';
import { DestinationsPage, GatesPage } from './PlacesPage';
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
};

/** The screen of route `name` when it is a catalogue settings screen, else null. */
export function catalogueSettingsScreen(name: string): ReactNode | null {
  return screens[name]?.() ?? null;
}
