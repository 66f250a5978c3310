/**
 * The catalogue settings' screens in the staff route table: partners (with their types),
 * promo codes (with their types), currencies, VAT, catering levy, conservation and vehicle
 * fees, destinations and gates. A parameter route sits before its list, so the side menu's link (the last screen of a
 * feature without a parameter) opens the list.
 *
 * spec: membership-backoffice.md §2.5 (Partners, Promo codes, Catering levy, VAT, Currency,
 * conservation-fees, vehicle-fees), §2.6 (UpdateCurrency, VatHistory, CateringLevyHistory).
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
];

/** The path of partner `publicId`'s page. */
export const partnerPath = (publicId: string) => `/partner/${encodeURIComponent(publicId)}`;

/** The path of promo code `code`'s page. */
export const promoCodePath = (code: string) => `/promo-code/${encodeURIComponent(code)}`;

/** The path of currency `id`'s page (its rates). */
export const currencyPath = (id: string) => `/currency/${encodeURIComponent(id)}`;
