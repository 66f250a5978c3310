/**
 * Properties of the staff desk's pricing rules, each held against an independent reference
 * written from docs/pricing.md with BigInt fractions (rational-reference.ts), never with the
 * engine's own helpers: camping multi-arrivals, external accommodation, school conservation
 * fee rates, and the taxes a quote contains. Random rates, discounts, dates and parties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Residency } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { addDays } from '../dates/calendar-date';
import { DomainError } from '../errors';
import { arbitraryBankRates, decimalText } from '../money/arbitrary-rates';
import type { Rates } from '../money/rates';
import {
  ceiling,
  discounted,
  over,
  plus,
  type Rational,
  rational,
  times,
} from '../money/rational-reference';
import { staffDeskQuoteRequestSchema } from '../schemas/staff-quote';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const percentage = fc.integer({ min: 0, max: 10_000 }).map((h) => decimalText(h, 2));
const residency = fc.constantFrom<Residency>('citizen', 'resident', 'non_resident');
const currency = fc.constantFrom<CurrencyCode>('KES', 'USD');
const lineDiscount = fc.option(
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
  { nil: undefined },
);
const promo = fc.option(
  percentage.map((percentage_off) => ({ code: 'PROMO', percentage_off })),
  { nil: null },
);

function toBookingIn(bookingCurrency: CurrencyCode, rates: Rates) {
  const usd = rates.USD!;
  return (amount: Rational, from: CurrencyCode): Rational => {
    if (from === bookingCurrency) return amount;
    return from === 'USD' ? times(amount, usd.sell_amount) : over(amount, usd.buy_amount);
  };
}

const dayMs = 86_400_000;
const dayIndex = (date: string) => Date.parse(date) / dayMs;

describe('camping multi-arrivals', () => {
  const arrival = fc.record({
    offset: fc.integer({ min: 0, max: 20 }),
    nights: fc.integer({ min: 0, max: 9 }),
    adults: fc.integer({ min: 0, max: 8 }),
    children: fc.integer({ min: 0, max: 6 }),
    discount: lineDiscount,
    expected_to_pay: fc.boolean(),
  });

  it('charges the site once per started 7 nights of each run and each paying arrival its own nights', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fac-murera', 'fac-ewaso'),
        fc.array(arrival, { minLength: 1, maxLength: 4 }),
        residency,
        currency,
        arbitraryBankRates,
        fc.record({ accommodation: percentage, facility: percentage, commission: percentage }),
        promo,
        (site, arrivals, stayResidency, bookingCurrency, rates, off, promoCode) => {
          const start = '2026-12-01';
          const request = staffDeskQuoteRequestSchema.parse({
            check_in: start,
            check_out: addDays(start, 30),
            currency: bookingCurrency,
            multi: [
              {
                public_id: site,
                residency: stayResidency,
                arrivals: arrivals.map((a) => ({
                  start_date: addDays(start, a.offset),
                  end_date: addDays(start, a.offset + a.nights),
                  adults: a.adults,
                  children: a.children,
                  discount: a.discount,
                  expected_to_pay: a.expected_to_pay,
                })),
              },
            ],
          });
          const context = {
            catalogue,
            rates,
            member: {
              entry_discount: '0',
              accommodation_discount: off.accommodation,
              activity_discount: '0',
            },
            partner: {
              conservation_fee_discount: '0',
              facility_discount: off.facility,
              facility_commission: off.commission,
            },
            promo: promoCode,
          };
          const facility = catalogue.facilities.find((f) => f.public_id === site)!;
          // The reference: nights as day numbers, guests per night, runs of held nights.
          const present = arrivals.filter((a) => a.adults + a.children > 0);
          const nightsOf = (a: (typeof arrivals)[number]) =>
            Array.from({ length: Math.max(1, a.nights) }, (_, i) => a.offset + i);
          const perNight = new Map<number, number>();
          for (const a of present)
            for (const n of nightsOf(a))
              perNight.set(n, (perNight.get(n) ?? 0) + a.adults + a.children);
          const priced = () => priceQuote(request, context);
          if (present.length === 0) {
            expect(priced().lines).toEqual([]);
            return;
          }
          if ([...perNight.values()].some((guests) => guests > facility.maximum_guests)) {
            expect(priced).toThrow(DomainError);
            return;
          }
          const held = [...perNight.keys()].sort((a, b) => a - b);
          let mandatoryNights = 0;
          let run = 0;
          held.forEach((night, i) => {
            run = i > 0 && held[i - 1] === night - 1 ? run + 1 : 0;
            if (run % 7 === 0) mandatoryNights += 1;
          });
          const price = facility.price.find((p) => p.residency === stayResidency)!;
          const toBooking = toBookingIn(bookingCurrency, rates);
          const guestsPart = present
            .filter((a) => a.expected_to_pay)
            .map((a) =>
              discounted(
                times(
                  plus(
                    times(rational(price.adult_price), a.adults),
                    times(rational(price.child_price), a.children),
                  ),
                  nightsOf(a).length,
                ),
                a.discount === undefined ? [] : [a.discount],
              ),
            );
          const exact = toBooking(
            plus(times(rational(price.mandatory_price), mandatoryNights), ...guestsPart),
            price.currency_type,
          );
          const expected = ceiling(
            discounted(exact, [
              off.accommodation,
              off.facility,
              off.commission,
              ...(promoCode ? [promoCode.percentage_off] : []),
            ]),
          );
          const quote = priced();
          expect(quote.lines).toHaveLength(1);
          expect(quote.lines[0]).toMatchObject({
            kind: 'accommodation',
            ref: site,
            amount: expected,
            adults: present.reduce((s, a) => s + a.adults, 0),
            children: present.reduce((s, a) => s + a.children, 0),
          });
          expect(quote.totals.accommodation).toBe(expected);
        },
      ),
    );
  });
});

describe('external accommodation', () => {
  it('prices parameters and supplements per night or per stay, converted, less its discount and the promo only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogue.partner_lodges),
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.array(fc.option(fc.boolean(), { nil: undefined }), { minLength: 2, maxLength: 2 }),
        lineDiscount,
        currency,
        arbitraryBankRates,
        promo,
        (lodge, nights, values, switches, discount, bookingCurrency, rates, promoCode) => {
          const check_in = '2026-12-10';
          const request = staffDeskQuoteRequestSchema.parse({
            check_in,
            check_out: addDays(check_in, nights),
            currency: bookingCurrency,
            external_facilities: [
              {
                public_id: lodge.public_id,
                parameters: lodge.parameters.flatMap((p, i) =>
                  values[i] === undefined
                    ? []
                    : [{ parameter_public_id: p.parameter_public_id, value: values[i] }],
                ),
                supplements: lodge.supplements.flatMap((s, i) =>
                  switches[i] === undefined
                    ? []
                    : [{ supplement_public_id: s.supplement_public_id, is_include: switches[i] }],
                ),
                discount,
              },
            ],
          });
          const member = {
            entry_discount: '50',
            accommodation_discount: '50',
            activity_discount: '50',
          };
          const quote = priceQuote(request, { catalogue, rates, member, promo: promoCode });
          const times_ = (point: string) => (point === 'per_night' ? Math.max(1, nights) : 1);
          const parts = [
            ...lodge.parameters
              .filter((p) => !p.non_priced_parameter)
              .map((p) => {
                const value = values[lodge.parameters.indexOf(p)] ?? p.parameter_default_value;
                return times(rational(p.price), value * times_(p.facility_pricing_point));
              }),
            ...lodge.supplements
              .filter((s, i) => switches[i] ?? s.is_include)
              .map((s) => times(rational(s.supplement_price), times_(s.facility_pricing_point))),
          ];
          const exact = toBookingIn(bookingCurrency, rates)(plus(...parts), lodge.currency);
          const off = [
            ...(discount === undefined ? [] : [discount]),
            ...(promoCode ? [promoCode.percentage_off] : []),
          ];
          const expected = ceiling(discounted(exact, off));
          expect(quote.lines).toEqual([
            {
              kind: 'external_accommodation',
              ref: lodge.public_id,
              description: lodge.name,
              quantity: 1,
              amount: expected,
            },
          ]);
          expect(quote.totals.external_accommodation).toBe(expected);
          expect(quote.totals.grand_total).toBe(expected);
        },
      ),
    );
  });
});

describe('school conservation fee rates', () => {
  it('a school booking pays the rate of its destination in force on check-in, else the ordinary fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom('dst-main', 'dst-research'),
        fc.constantFrom('8D7E6504', 'C3237489', 'FF9330A3'),
        fc.array(
          fc.record({
            payment_public_id: fc.constantFrom(
              ...catalogue.conservation_fees.map((f) => f.payment_public_id),
            ),
            payment_guests: fc.integer({ min: 1, max: 60 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        currency,
        arbitraryBankRates,
        (arrival, destination, bookingType, guests, bookingCurrency, rates) => {
          const check_in = addDays('2025-12-01', arrival);
          const request = staffDeskQuoteRequestSchema.parse({
            check_in,
            check_out: addDays(check_in, 1),
            currency: bookingCurrency,
            booking_type: bookingType,
            school: 'sch-nyeri-high',
            destination,
            guests,
          });
          const quote = priceQuote(request, { catalogue, rates });
          const toBooking = toBookingIn(bookingCurrency, rates);
          const expected = guests.map((line) => {
            const rate = catalogue.school_conservation_fees.find(
              (fee) =>
                bookingType === '8D7E6504' &&
                fee.destination_public_id === destination &&
                fee.payment_public_id === line.payment_public_id &&
                dayIndex(fee.start_date) <= dayIndex(check_in) &&
                dayIndex(check_in) <= dayIndex(fee.end_date),
            );
            const fee = catalogue.conservation_fees.find(
              (f) => f.payment_public_id === line.payment_public_id,
            )!;
            const amount = rate
              ? toBooking(rational(rate.amount), rate.currency)
              : toBooking(rational(fee.payment_person_amount), fee.payment_person_currency);
            return [rate?.name ?? fee.payment_person, ceiling(times(amount, line.payment_guests))];
          });
          expect(quote.lines.map((line) => [line.description, line.amount])).toEqual(expected);
        },
      ),
    );
  });
});

describe('taxes contained', () => {
  it('never change a total, and add up with the exempt lines to the grand total, to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom('fac-pelican', 'fac-murera', 'fac-stables'),
        fc.constantFrom('act-lion', 'act-night-drive'),
        fc.integer({ min: 0, max: 4 }),
        currency,
        arbitraryBankRates,
        fc.record({
          vat_rate: fc.integer({ min: 0, max: 3000 }).map((u) => decimalText(u, 4)),
          catering_levy_rate: fc.integer({ min: 0, max: 500 }).map((u) => decimalText(u, 4)),
        }),
        (nights, adults, facility, activity, vehicles, bookingCurrency, rates, taxRates) => {
          const check_in = '2026-12-10';
          const request = staffDeskQuoteRequestSchema.parse({
            check_in,
            check_out: addDays(check_in, nights),
            currency: bookingCurrency,
            guests: [{ payment_public_id: 'cf-res-a', payment_guests: adults }],
            vehicles: [{ vehicle_public_id: 'vf-14', vehicles }],
            facilities: [{ public_id: facility, adults, catering_type: '9a9a77eb' }],
            inventory: [{ public_id: activity, date: check_in, adults }],
            external_facilities: [{ public_id: 'esc-lolldaiga' }],
            donations: [{ amount: '500' }],
          });
          const withTaxes = priceQuote(request, {
            catalogue: { ...catalogue, conservancy: taxRates },
            rates,
          });
          const { conservancy: _, ...untaxed } = catalogue;
          const without = priceQuote(request, { catalogue: untaxed, rates });
          expect(without.taxes).toBeUndefined();
          expect(withTaxes.totals).toEqual(without.totals);
          const taxes = withTaxes.taxes!;
          const cents = (text: string) => BigInt(text.replace('.', ''));
          expect(
            cents(taxes.exempt) + cents(taxes.net) + cents(taxes.vat) + cents(taxes.catering_levy),
          ).toBe(BigInt(withTaxes.totals.grand_total) * 100n);
          // Reference: each taxed line's VAT and levy, half up to the cent, added up.
          const flags = (line: (typeof withTaxes.lines)[number]) => {
            const item =
              line.kind === 'accommodation'
                ? catalogue.facilities.find((f) => f.public_id === line.ref)
                : line.kind === 'activity'
                  ? catalogue.activities.find((a) => a.public_id === line.ref)
                  : line.kind === 'external_accommodation'
                    ? catalogue.partner_lodges.find((l) => l.public_id === line.ref)
                    : undefined;
            return {
              vat: Boolean(item?.vat),
              levy: Boolean(item && 'catering_levy' in item && item.catering_levy),
            };
          };
          const halfUpCents = (value: Rational) => {
            const scaled = times(value, 100);
            return (scaled.numerator * 2n + scaled.denominator) / (scaled.denominator * 2n);
          };
          let vat = 0n;
          let levy = 0n;
          for (const line of withTaxes.lines.filter((l) => l.kind !== 'donation')) {
            const { vat: hasVat, levy: hasLevy } = flags(line);
            if (!hasVat) continue;
            const gross = plus(
              rational(1),
              rational(taxRates.vat_rate),
              hasLevy ? rational(taxRates.catering_levy_rate) : rational(0),
            );
            vat += halfUpCents(over(times(rational(line.amount), taxRates.vat_rate), gross));
            if (hasLevy)
              levy += halfUpCents(
                over(times(rational(line.amount), taxRates.catering_levy_rate), gross),
              );
          }
          expect([cents(taxes.vat), cents(taxes.catering_levy)]).toEqual([vat, levy]);
        },
      ),
    );
  });
});
