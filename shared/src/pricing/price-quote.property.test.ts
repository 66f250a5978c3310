import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Residency } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { addDays } from '../dates/calendar-date';
import { conservationDays, vehicleDays } from '../dates/fee-days';
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
import {
  type QuoteRequest,
  type QuoteRequestInput,
  staffQuoteRequestSchema,
} from '../schemas/quote';
import {
  type MemberDiscounts,
  type PartnerDiscounts,
  type PricingContext,
  priceQuote,
} from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const residencies: Residency[] = ['citizen', 'resident', 'non_resident'];

const count = (max: number) => fc.integer({ min: 0, max });
const residency = fc.constantFrom(...residencies);
const percentage = fc
  .integer({ min: 0, max: 10_000 })
  .map((hundredths) => decimalText(hundredths, 2));
const lineDiscount = fc.option(
  fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
  {
    nil: undefined,
  },
);

const guestLine = fc.record({
  payment_public_id: fc.constantFrom(
    ...catalogue.conservation_fees.map((fee) => fee.payment_public_id),
  ),
  payment_guests: count(12),
  discount: lineDiscount,
});
const vehicleLine = fc.record({
  vehicle_public_id: fc.constantFrom(...catalogue.vehicle_fees.map((fee) => fee.vehicle_public_id)),
  vehicles: count(3),
  discount: lineDiscount,
});
const stablesLine = fc
  .record({ adults: count(4), children: count(3), spare: count(2) })
  .chain(({ adults, children, spare }) =>
    fc.record({
      public_id: fc.constant('fac-stables'),
      adults: fc.constant(adults),
      children: fc.constant(children),
      extra_pax_adults: count(2),
      extra_pax_children: count(2),
      number_of_rooms: fc.constantFrom(0, Math.max(1, Math.ceil((adults + children) / 2)) + spare),
      residency: fc.option(residency, { nil: undefined }),
      discount: lineDiscount,
    }),
  );
const facilityLine = fc.oneof(
  stablesLine,
  fc.record({
    public_id: fc.constantFrom('fac-murera', 'fac-ewaso'),
    adults: fc.integer({ min: 1, max: 8 }),
    children: count(4),
    residency: fc.option(residency, { nil: undefined }),
    discount: lineDiscount,
  }),
  fc.integer({ min: 1, max: 3 }).chain((rooms) =>
    fc.record({
      public_id: fc.constant('fac-rc-double'),
      number_of_rooms: fc.constant(rooms),
      adults: fc.integer({ min: 1, max: rooms * 2 }),
      residency: fc.option(residency, { nil: undefined }),
      discount: lineDiscount,
    }),
  ),
  fc.record({
    public_id: fc.constant('fac-pelican'),
    adults: fc.integer({ min: 1, max: 8 }),
    children: count(2),
    catering_type: fc.constantFrom(...catalogue.pricing_groups.map((group) => group.public_id)),
    discount: lineDiscount,
  }),
);
const activityLine = fc.record({
  public_id: fc.constantFrom(
    'act-lion',
    'act-night-drive',
    'act-chimp',
    'act-ranger-walk',
    'act-rhino-boma',
  ),
  date: fc.constant('2026-12-11'),
  adults: count(4),
  children: count(3),
  extra_pax_adults: count(2),
  extra_pax_children: count(2),
  rangers: count(3),
  residency_adults: fc.option(residency, { nil: undefined }),
  residency_children: fc.option(residency, { nil: undefined }),
  residency_extra_adults: fc.option(residency, { nil: undefined }),
  residency_extra_children: fc.option(residency, { nil: undefined }),
  discount: lineDiscount,
});
const donationLine = fc.record({
  amount: fc
    .tuple(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 2 }))
    .map(([units, places]) => decimalText(units, places)),
  currency: fc.constantFrom<CurrencyCode>('KES', 'USD'),
  cause: fc.option(fc.constantFrom(...catalogue.causes.map((cause) => cause.public_id)), {
    nil: undefined,
  }),
});

const quoteRequest = fc
  .record({
    arrival: fc.integer({ min: 0, max: 60 }),
    nights: fc.integer({ min: 0, max: 16 }),
    currency: fc.constantFrom<CurrencyCode>('KES', 'USD'),
    guests: fc.array(guestLine, { maxLength: 4 }),
    vehicles: fc.array(vehicleLine, { maxLength: 2 }),
    facilities: fc.array(facilityLine, { maxLength: 2 }),
    inventory: fc.array(activityLine, { maxLength: 2 }),
    donations: fc.array(donationLine, { maxLength: 2 }),
  })
  .map(({ arrival, nights, ...lines }): QuoteRequest => {
    const check_in = addDays('2026-12-01', arrival);
    const input: QuoteRequestInput = { check_in, check_out: addDays(check_in, nights), ...lines };
    return staffQuoteRequestSchema.parse(input);
  });

const member = fc.record<MemberDiscounts>({
  entry_discount: percentage,
  accommodation_discount: percentage,
  activity_discount: percentage,
});
const partner = fc.record<PartnerDiscounts>({
  conservation_fee_discount: percentage,
  facility_discount: percentage,
  facility_commission: percentage,
});
const discounts = fc.record({
  member: fc.option(member, { nil: null }),
  partner: fc.option(partner, { nil: null }),
  promo: fc.option(
    percentage.map((percentage_off) => ({ code: 'PROMO', percentage_off })),
    { nil: null },
  ),
});

function withoutLineDiscounts(request: QuoteRequest): QuoteRequest {
  const strip = <L extends { discount?: number }>(lines: L[]) =>
    lines.map((line) => ({ ...line, discount: undefined }));
  return {
    ...request,
    guests: strip(request.guests),
    vehicles: strip(request.vehicles),
    facilities: strip(request.facilities),
    inventory: strip(request.inventory),
  };
}

describe('quote properties', () => {
  it('totals are sums of the rounded lines, and every line is a whole non-negative amount', () => {
    fc.assert(
      fc.property(quoteRequest, arbitraryBankRates, discounts, (request, rates, context) => {
        const quote = priceQuote(request, { catalogue, rates, ...context });
        for (const line of quote.lines) {
          expect(Number.isInteger(line.amount) && line.amount >= 0).toBe(true);
        }
        const sum = (kind: string) =>
          quote.lines
            .filter((line) => line.kind === kind)
            .reduce((total, line) => total + line.amount, 0);
        expect(quote.totals).toEqual({
          conservation: sum('conservation'),
          vehicles: sum('vehicle'),
          accommodation: sum('accommodation'),
          external_accommodation: 0,
          activities: sum('activity'),
          donations: sum('donation'),
          grand_total: quote.lines
            .filter((line) => line.kind !== 'donation')
            .reduce((total, line) => total + line.amount, 0),
          amount_due: quote.lines.reduce((total, line) => total + line.amount, 0),
        });
      }),
    );
  });

  it('a discount never raises a price', () => {
    fc.assert(
      fc.property(quoteRequest, arbitraryBankRates, discounts, (request, rates, context) => {
        const full = priceQuote(withoutLineDiscounts(request), { catalogue, rates });
        const less = priceQuote(request, { catalogue, rates, ...context });
        expect(less.lines.map((line) => line.ref)).toEqual(full.lines.map((line) => line.ref));
        less.lines.forEach((line, index) => {
          expect(line.amount).toBeLessThanOrEqual(full.lines[index]!.amount);
        });
        expect(less.totals.amount_due).toBeLessThanOrEqual(full.totals.amount_due);
      }),
    );
  });

  it('random buy and sell rates never break exactness: every line agrees with a BigInt reference', () => {
    fc.assert(
      fc.property(quoteRequest, arbitraryBankRates, discounts, (request, rates, context) => {
        const quote = priceQuote(request, { catalogue, rates, ...context });
        expect(quote.lines.map((line) => [line.ref, line.amount])).toEqual(
          referenceLines(request, rates, context),
        );
      }),
    );
  });

  it('a discounted KES price that comes to a whole number of USD at any buy rate stays whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 100, max: 20_000 }),
        fc.constantFrom(10, 25, 40, 70, 85),
        (usd, rateUnit, off) => {
          const buy = decimalText((100 - off) * rateUnit, 2);
          const kes = String(usd * rateUnit);
          const fees = [{ ...catalogue.vehicle_fees[0]!, vehicle_charge_category_cost: kes }];
          const request = staffQuoteRequestSchema.parse({
            check_in: '2026-12-10',
            check_out: '2026-12-11',
            currency: 'USD',
            vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: off }],
          });
          const rates = { USD: { buy_amount: buy, sell_amount: buy } };
          const quote = priceQuote(request, {
            catalogue: { ...catalogue, vehicle_fees: fees },
            rates,
          });
          expect(quote.lines[0]?.amount).toBe(usd);
        },
      ),
    );
  });
});

/** The lines re-derived from pricing-rules.md with BigInt fractions only. */
function referenceLines(
  request: QuoteRequest,
  rates: Rates,
  { member, partner, promo }: Pick<PricingContext, 'member' | 'partner' | 'promo'>,
): [string, number][] {
  const usd = rates.USD!;
  const toBooking = (amount: Rational, from: CurrencyCode): Rational => {
    if (from === request.currency) return amount;
    return from === 'USD' ? times(amount, usd.sell_amount) : over(amount, usd.buy_amount);
  };
  const price = (amount: Rational, percentages: (string | number | undefined | null)[]) =>
    ceiling(
      discounted(
        amount,
        percentages.filter((p): p is string | number => p != null),
      ),
    );
  const promoOff = promo?.percentage_off;
  const fee = (id: string) => catalogue.conservation_fees.find((f) => f.payment_public_id === id)!;
  const adult = request.guests
    .filter((g) => g.payment_guests > 0)
    .map((g) => fee(g.payment_public_id));
  const bookingResidency =
    (adult.find((f) => f.marker === 'A') ?? adult[0])?.residency ?? 'non_resident';
  const lines: [string, number][] = [];

  const cdays = conservationDays(request.check_in, request.check_out);
  for (const line of request.guests.filter((g) => g.payment_guests > 0)) {
    const f = fee(line.payment_public_id);
    const amount = times(
      toBooking(rational(f.payment_person_amount), f.payment_person_currency),
      line.payment_guests * cdays,
    );
    const off = [
      line.discount,
      member?.entry_discount,
      partner?.conservation_fee_discount,
      promoOff,
    ];
    lines.push([f.payment_public_id, price(amount, off)]);
  }
  const vdays = vehicleDays(request.check_in, request.check_out);
  for (const line of request.vehicles.filter((v) => v.vehicles > 0)) {
    const f = catalogue.vehicle_fees.find((v) => v.vehicle_public_id === line.vehicle_public_id)!;
    const cost = toBooking(
      rational(f.vehicle_charge_category_cost),
      f.vehicle_charge_cost_currency,
    );
    lines.push([
      f.vehicle_public_id,
      price(times(cost, line.vehicles * vdays), [line.discount, promoOff]),
    ]);
  }
  for (const line of request.facilities) {
    if (line.adults + line.children + line.extra_pax_adults + line.extra_pax_children === 0)
      continue;
    const facility = catalogue.facilities.find((f) => f.public_id === line.public_id)!;
    const off = [
      line.discount,
      member?.accommodation_discount,
      partner?.facility_discount,
      partner?.facility_commission,
      promoOff,
    ];
    lines.push([
      facility.public_id,
      price(referenceStay(line, request, bookingResidency, toBooking), off),
    ]);
  }
  for (const line of request.inventory) {
    const activity = catalogue.activities.find((a) => a.public_id === line.public_id)!;
    const groups: [number, Residency | null | undefined, 'adult_price' | 'child_price'][] =
      activity.ranger_marker
        ? [[line.rangers, line.residency_adults, 'adult_price']]
        : [
            [line.adults, line.residency_adults, 'adult_price'],
            [line.children, line.residency_children, 'child_price'],
            [line.extra_pax_adults, line.residency_extra_adults, 'adult_price'],
            [line.extra_pax_children, line.residency_extra_children, 'child_price'],
          ];
    if (groups.every(([n]) => n === 0)) continue;
    const amount = plus(
      ...groups.map(([n, res, field]) => {
        const entry = activity.price.find((p) => p.residency === (res ?? bookingResidency))!;
        return times(toBooking(rational(entry[field]), entry.currency_type), n);
      }),
    );
    lines.push([
      activity.public_id,
      price(amount, [line.discount, member?.activity_discount, promoOff]),
    ]);
  }
  for (const line of request.donations.filter((d) => Number(d.amount) > 0)) {
    lines.push([line.cause ?? '', price(toBooking(rational(line.amount), line.currency), [])]);
  }
  return lines;
}

function referenceStay(
  line: QuoteRequest['facilities'][number],
  request: QuoteRequest,
  bookingResidency: Residency,
  toBooking: (amount: Rational, from: CurrencyCode) => Rational,
): Rational {
  const facility = catalogue.facilities.find((f) => f.public_id === line.public_id)!;
  const nights = Math.max(
    1,
    (Date.parse(request.check_out) - Date.parse(request.check_in)) / 86_400_000,
  );
  if (facility.public_id === 'fac-pelican') {
    const group = catalogue.pricing_groups.find((g) => g.public_id === line.catering_type)!;
    if (group.pack) {
      const pack = facility.pack_prices.find((p) => p.catering_type === group.public_id)!;
      const tier = pack.tiers.find(
        (t) => t.lower_limit <= line.adults && line.adults <= t.upper_limit,
      )!;
      return times(toBooking(rational(tier.price), pack.currency), nights);
    }
    const tier = facility.group_price[0]!;
    const party = line.adults + line.children;
    const nightly = plus(
      rational(tier.mandatory_price),
      times(rational(tier.extra_price), Math.max(0, party - tier.maximum_number)),
    );
    return times(toBooking(nightly, tier.currency_type), nights);
  }
  const entry = facility.price.find((p) => p.residency === (line.residency ?? bookingResidency))!;
  const mandatory = rational(entry.mandatory_price);
  const extrasApart = facility.public_id === 'fac-stables';
  const adults = line.adults + (extrasApart ? 0 : line.extra_pax_adults);
  const children = line.children + (extrasApart ? 0 : line.extra_pax_children);
  const perPerson = plus(
    times(rational(entry.adult_price), adults),
    times(rational(entry.child_price), children),
  );
  let amount: Rational;
  if (facility.facility_type === 'Camping Sites') {
    amount = plus(times(mandatory, Math.ceil(nights / 7)), times(perPerson, nights));
  } else if (extrasApart) {
    const rooms = line.number_of_rooms || Math.max(1, Math.ceil((line.adults + line.children) / 2));
    const share = over(mandatory, facility.maximum_guests);
    const nightly = plus(
      times(mandatory, rooms),
      perPerson,
      times(share, line.extra_pax_adults),
      times(over(share, 2), line.extra_pax_children),
    );
    amount = times(nightly, nights);
  } else {
    amount = times(plus(times(mandatory, line.number_of_rooms), perPerson), nights);
  }
  return toBooking(amount, entry.currency_type);
}
