/**
 * The pricing engine's entry: a cart (quote request) priced line by line in the booking
 * currency. Each line is computed exactly, discounted, then rounded up once to a whole unit;
 * section totals and the grand total are sums of the rounded lines, so a receipt adds up.
 * The API, the public site and the kiosk all price with this one function.
 *
 * `request.member`, `request.partner` and `request.promo_code` are public ids for the caller
 * to resolve: the engine reads the discounts it is given in `context` (a promo already
 * checked valid, see payment-terms.ts `isPromoCodeValid`).
 *
 * The staff desk's requests may also carry camping multi-arrivals (multi-arrivals-line.ts,
 * priced as accommodation), external accommodation (external-accommodation-line.ts, the
 * `external_accommodation` total) and a school booking's type, school and destination (its
 * conservation fees at the school rates, school-conservation-fees.ts). When the catalogue
 * carries the conservancy's tax rates the quote also carries `taxes`: what its grand total
 * contains (taxes-contained.ts; the same figures as the receipt and invoice). When the catalogue
 * carries the fee schedules, conservation and vehicle fees are priced day by day at the amounts
 * in force at `request.destination` (fee-schedules.ts; none given: the schedules for every
 * destination).
 *
 * spec: pricing-rules.md; api-contract.md §Quote, §Staff bookings (`POST /quotes`);
 * staff-booking.md §2.3, §2.4, §3.8, §3.9, §9; public-site.md §9.
 */
import type { Catalogue } from '../catalogue/catalogue';
import { conservationDays, nights, vehicleDays } from '../dates/fee-days';
import { DomainError } from '../errors';
import type { TaxRates } from '../money/contained-tax';
import { foreignRates, type Rates, rateOf, ratesFromCurrencies } from '../money/rates';
import { ceilToWhole } from '../money/round';
import type { Quote, QuoteLine, QuoteRequest, QuoteTaxes } from '../schemas/quote';
import { accommodationLine } from './accommodation-line';
import { activityLine } from './activity-line';
import { conservationLine } from './conservation-line';
import { defaultResidency } from './default-residency';
import { applyDiscounts, discountsFor, type Percentage } from './discounts';
import { donationLine } from './donation-line';
import type { ExactLine } from './exact-line';
import { externalAccommodationLine } from './external-accommodation-line';
import type { FeeScheduleEntry } from './fee-schedules';
import { atRequestPath } from './line-errors';
import { multiArrivalsLine } from './multi-arrivals-line';
import { schoolRatesFor } from './school-conservation-fees';
import { quoteLineTaxTreatment, taxesContained } from './taxes-contained';
import { vehicleLine } from './vehicle-line';

/**
 * The parts of the catalogue a quote is priced from. Partner lodges, school rates, the
 * conservancy's tax rates and the fee schedules are optional: the public site and the kiosk
 * price without the first ones. With `fee_schedules` the fees' own amounts are the ones before
 * any schedule.
 */
export type PricingCatalogue = Pick<
  Catalogue,
  | 'conservation_fees'
  | 'vehicle_fees'
  | 'facilities'
  | 'activities'
  | 'currencies'
  | 'pricing_groups'
  | 'causes'
> &
  Partial<Pick<Catalogue, 'partner_lodges' | 'school_conservation_fees'>> & {
    conservancy?: TaxRates;
    fee_schedules?: readonly FeeScheduleEntry[];
  };

/** A member's discount percentages ("100", "10"), from their membership setting. */
export interface MemberDiscounts {
  entry_discount: string;
  accommodation_discount: string;
  activity_discount: string;
}

/**
 * A partner's (tour operator's) discount and commission percentages, and its partner type: a
 * facility's deal for that type replaces facility_discount and facility_commission on its
 * lines (discounts.ts). Absent type (bookings priced before types were kept): no deals.
 */
export interface PartnerDiscounts {
  conservation_fee_discount: string;
  facility_discount: string;
  facility_commission: string;
  type_public_id?: string;
}

/** Everything besides the cart that a quote depends on. */
export interface PricingContext {
  catalogue: PricingCatalogue;
  /** An existing booking's stored rates; default: the catalogue's currencies. */
  rates?: Rates;
  member?: MemberDiscounts | null;
  partner?: PartnerDiscounts | null;
  /** Already checked valid by the caller. */
  promo?: { code: string; percentage_off: string } | null;
}

/** A line's own (staff) discount; donation lines have none. */
function lineDiscount(line: object): Percentage {
  return 'discount' in line ? (line.discount as Percentage) : undefined;
}

/**
 * Prices `request`: whole units of `request.currency` per line and per section;
 * grand_total = conservation + vehicles + accommodation + external_accommodation +
 * activities; amount_due = grand_total + donations. Lines with a zero count are left out.
 * Lines come in this order: conservation, vehicles, facilities, multi-arrivals, external
 * accommodation, activities, donations (each in request order).
 * @throws DomainError UNKNOWN_REFERENCE (fields name the request path, e.g.
 * `guests.0.payment_public_id`), PRICING_NOT_SET, NO_SPECIAL_PRICING,
 * ROOM_CAPACITY_EXCEEDED, VALIDATION_FAILED, CURRENCY_NOT_SUPPORTED.
 * @example priceQuote(stablesTripInKes, { catalogue }).totals.grand_total //=> 48160
 */
export function priceQuote(request: QuoteRequest, context: PricingContext): Quote {
  const { catalogue } = context;
  if (request.check_out < request.check_in) {
    const message = 'Check-out cannot be before check-in';
    throw new DomainError('VALIDATION_FAILED', message, { fields: { check_out: message } });
  }
  const rates = context.rates ?? ratesFromCurrencies(catalogue.currencies);
  rateOf(rates, request.currency);
  const money = { currency: request.currency, rates };
  const days = {
    nights: nights(request.check_in, request.check_out),
    conservation_days: conservationDays(request.check_in, request.check_out),
    vehicle_days: vehicleDays(request.check_in, request.check_out),
  };

  const priceEach = <L extends object>(
    path: string,
    lines: readonly L[],
    price: (line: L) => ExactLine | null,
  ): QuoteLine[] =>
    lines.flatMap((line, index) => {
      const exact = atRequestPath(`${path}.${index}`, () => price(line));
      if (!exact) return [];
      const discounts = discountsFor(exact, lineDiscount(line), context);
      return [{ ...exact, amount: ceilToWhole(applyDiscounts(exact.amount, discounts)) }];
    });

  const schoolRates = schoolRatesFor(request, catalogue.school_conservation_fees ?? []);
  const scheduling = catalogue.fee_schedules && {
    schedules: catalogue.fee_schedules,
    destination: request.destination ?? null,
  };
  const conservation = priceEach('guests', request.guests, (line) =>
    conservationLine(
      line,
      catalogue.conservation_fees,
      { first: request.check_in, count: days.conservation_days },
      money,
      schoolRates.get(line.payment_public_id),
      scheduling,
    ),
  );
  const residency = defaultResidency(request.guests, catalogue.conservation_fees);
  const booking = { check_in: request.check_in, check_out: request.check_out, residency };
  const lines = [
    ...conservation,
    ...priceEach('vehicles', request.vehicles, (line) =>
      vehicleLine(
        line,
        catalogue.vehicle_fees,
        { first: request.check_in, count: days.vehicle_days },
        money,
        scheduling,
      ),
    ),
    ...priceEach('facilities', request.facilities, (line) =>
      accommodationLine(line, catalogue, booking, money),
    ),
    ...priceEach('multi', request.multi ?? [], (line) =>
      multiArrivalsLine(line, catalogue.facilities, residency, money),
    ),
    ...priceEach('external_facilities', request.external_facilities ?? [], (line) =>
      externalAccommodationLine(line, catalogue.partner_lodges ?? [], booking, money),
    ),
    ...priceEach('inventory', request.inventory, (line) =>
      activityLine(line, catalogue.activities, residency, money),
    ),
    ...priceEach('donations', request.donations, (line) =>
      donationLine(line, catalogue.causes, money),
    ),
  ];

  const sectionTotal = (kind: QuoteLine['kind']) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
  const totals = {
    conservation: sectionTotal('conservation'),
    vehicles: sectionTotal('vehicle'),
    accommodation: sectionTotal('accommodation'),
    external_accommodation: sectionTotal('external_accommodation'),
    activities: sectionTotal('activity'),
    donations: sectionTotal('donation'),
  };
  const grandTotal =
    totals.conservation +
    totals.vehicles +
    totals.accommodation +
    totals.external_accommodation +
    totals.activities;
  return {
    currency: request.currency,
    ...days,
    lines,
    totals: { ...totals, grand_total: grandTotal, amount_due: grandTotal + totals.donations },
    rates: foreignRates(rates),
    ...(catalogue.conservancy
      ? { taxes: quoteTaxes(lines, catalogue, catalogue.conservancy) }
      : {}),
  };
}

/** The taxes the grand total's lines contain (donations left out), to the cent. */
function quoteTaxes(
  lines: readonly QuoteLine[],
  catalogue: PricingCatalogue,
  rates: TaxRates,
): QuoteTaxes {
  const contained = taxesContained(
    lines
      .filter((line) => line.kind !== 'donation')
      .map((line) => ({ amount: line.amount, tax: quoteLineTaxTreatment(line, catalogue) })),
    rates,
  );
  return {
    vat_rate: rates.vat_rate,
    catering_levy_rate: rates.catering_levy_rate,
    exempt: contained.exempt.toFixed(2),
    net: contained.net.toFixed(2),
    vat: contained.vat.toFixed(2),
    catering_levy: contained.levy.toFixed(2),
  };
}
