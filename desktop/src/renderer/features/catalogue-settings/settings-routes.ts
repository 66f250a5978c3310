/**
 * The catalogue settings' screens in the staff route table: partners (with their types),
 * promo codes (with their types), currencies, VAT, catering levy, conservation and vehicle
 * fees, destinations and gates; content pages (the terms among them) and page types, calls to
 * action, holidays, pick-up locations, entry modes, accommodation types and schools. A parameter route sits before its list, so the side menu's link (the last screen of a
 * feature without a parameter) opens the list.
 *
 * spec: membership-backoffice.md §2.5 (Partners, Promo codes, Catering levy, VAT, Currency,
 * conservation-fees, vehicle-fees, pages, page-types, terms-and-conditions, call-to-action,
 * facilities settings), §2.6 (Module.* pick-up locations, accommodation types), §2.6 (UpdateCurrency, VatHistory, CateringLevyHistory).
 */
import type { StaffRoute } from '../staff-shell/staff-routes';

export const catalogueSettingsRoutes: readonly StaffRoute[] = [
  { name: 'PartnerSettings', path: '/partners/settings', feature: 'partners' },
  { name: 'Partner', path: '/partner/:partner_id', feature: 'partners' },
  { name: 'Partners', path: '/partners', feature: 'partners' },
  { name: 'PromoCodeTypes', path: '/promo-code-types', feature: 'promo-codes' },
  { name: 'PromoCode', path: '/promo-code/:code_id', feature: 'promo-codes' },
  { name: 'PromoCodes', path: '/promo-codes', feature: 'promo-codes' },
  { name: 'UpdateCurrency', path: '/currency/:currency_id', feature: 'currency' },
  { name: 'Currencies', path: '/currency', feature: 'currency' },
  { name: 'VatHistory', path: '/vat', feature: 'vat' },
  { name: 'CateringLevyHistory', path: '/catering-levy', feature: 'catering-levy' },
  { name: 'ConservationFees', path: '/conservation-fees', feature: 'conservation-fees' },
  { name: 'VehicleFees', path: '/vehicle-fees', feature: 'vehicle-fees' },
  { name: 'Destinations', path: '/destinations', feature: 'destinations' },
  { name: 'Gates', path: '/gates', feature: 'gates' },
  { name: 'PageTypes', path: '/page-types', feature: 'extra-pages' },
  { name: 'ContentPage', path: '/page/:page_id', feature: 'extra-pages' },
  { name: 'ContentPages', path: '/extra-pages', feature: 'extra-pages' },
  { name: 'TermsAndConditions', path: '/terms-and-conditions', feature: 'terms-and-conditions' },
  { name: 'CallsToAction', path: '/call-to-action', feature: 'call-to-action' },
  { name: 'Holidays', path: '/holidays', feature: 'holidays' },
  { name: 'PickUpLocations', path: '/pick-up-locations', feature: 'pick-up-locations' },
  { name: 'EntryModes', path: '/entry-modes', feature: 'entry-modes' },
  { name: 'AccommodationTypes', path: '/facilities/settings', feature: 'facilities/settings' },
  { name: 'FacilityTypes', path: '/facility/types', feature: 'facility/types' },
  { name: 'Schools', path: '/schools', feature: 'schools' },
];

/**
 * Catering types (a Facilities screen): placed in the route table before Facilities, so the
 * side menu's Facilities link still opens the facilities list.
 */
export const cateringTypesRoute: StaffRoute = {
  name: 'CateringTypes',
  path: '/catering-types',
  feature: 'facilities',
};

/** The path of partner `publicId`'s page. */
export const partnerPath = (publicId: string) => `/partner/${encodeURIComponent(publicId)}`;

/** The path of promo code `code`'s page. */
export const promoCodePath = (code: string) => `/promo-code/${encodeURIComponent(code)}`;

/** The path of currency `id`'s page (its rates). */
export const currencyPath = (id: string) => `/currency/${encodeURIComponent(id)}`;
