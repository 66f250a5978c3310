/**
 * Properties of facility and activity discounts: whatever offers, per-type deals, partner,
 * member, promo and line discounts are set, every line is a whole non-negative amount no larger
 * than its undiscounted price, the totals are sums of the rounded lines, and an offer or a deal
 * of 100 % makes the line 0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { decimalText } from '../money/arbitrary-rates';
import { type QuoteRequest, staffQuoteRequestSchema } from '../schemas/quote';
import { type PricingContext, priceQuote } from './price-quote';

const demo = demoCatalogue('2026-11-21');
const partnerTypes = ['6bac8c28', 'corporate', 'agent'];
/** A partner giving nothing of its own, for when the drawn context has none. */
const plainPartner = {
  conservation_fee_discount: '0',
  facility_discount: '0',
  facility_commission: '0',
};

const percentage = fc
  .integer({ min: 0, max: 10_000 })
  .map((hundredths) => decimalText(hundredths, 2));
const offer = fc.record({ discount: percentage, discount_status: fc.boolean() });
const deals = fc.uniqueArray(
  fc.record({
    discount_type_id: fc.constantFrom('dt-a', 'dt-b', 'dt-c'),
    partner_type_public_id: fc.constantFrom(...partnerTypes),
    discount: percentage,
    commission: percentage,
  }),
  { selector: (deal) => deal.partner_type_public_id, maxLength: 3 },
);

/** The demo catalogue with an arbitrary offer and deals on every facility and activity. */
const catalogue: fc.Arbitrary<Catalogue> = fc
  .tuple(
    fc.array(fc.tuple(offer, deals), {
      minLength: demo.facilities.length,
      maxLength: demo.facilities.length,
    }),
    fc.array(offer, { minLength: demo.activities.length, maxLength: demo.activities.length }),
  )
  .map(([facilityDiscounts, activityOffers]) => ({
    ...demo,
    facilities: demo.facilities.map((facility, index) => {
      const [own, discounts] = facilityDiscounts[index]!;
      return { ...facility, ...own, discounts };
    }),
    activities: demo.activities.map((activity, index) => ({
      ...activity,
      ...activityOffers[index],
    })),
  }));

const context = fc.record({
  member: fc.option(
    fc.record({
      entry_discount: percentage,
      accommodation_discount: percentage,
      activity_discount: percentage,
    }),
    { nil: null },
  ),
  partner: fc.option(
    fc.record({
      conservation_fee_discount: percentage,
      facility_discount: percentage,
      facility_commission: percentage,
      type_public_id: fc.option(fc.constantFrom(...partnerTypes), { nil: undefined }),
    }),
    { nil: null },
  ),
  promo: fc.option(
    percentage.map((percentage_off) => ({ code: 'PROMO', percentage_off })),
    { nil: null },
  ),
});

const lineDiscount = fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined });
const cart: fc.Arbitrary<QuoteRequest> = fc
  .record({
    stables: fc.integer({ min: 1, max: 4 }),
    campers: fc.integer({ min: 1, max: 8 }),
    trackers: fc.integer({ min: 0, max: 4 }),
    currency: fc.constantFrom('KES' as const, 'USD' as const),
    discounts: fc.tuple(lineDiscount, lineDiscount, lineDiscount),
  })
  .map(({ stables, campers, trackers, currency, discounts: [one, two, three] }) =>
    staffQuoteRequestSchema.parse({
      check_in: '2026-12-10',
      check_out: '2026-12-13',
      currency,
      facilities: [
        { public_id: 'fac-stables', adults: stables, residency: 'non_resident', discount: one },
        { public_id: 'fac-murera', adults: campers, residency: 'citizen', discount: two },
      ],
      inventory: [
        {
          public_id: 'act-lion',
          date: '2026-12-11',
          adults: trackers,
          children: 1,
          discount: three,
        },
      ],
    }),
  );

describe('facility and activity discount properties', () => {
  it('lines stay whole, non-negative and at most undiscounted; totals are the sums of the lines', () => {
    fc.assert(
      fc.property(cart, catalogue, context, (request, discounted, parties) => {
        const full = priceQuote(request, { catalogue: demo });
        const quote = priceQuote(request, { catalogue: discounted, ...parties });
        quote.lines.forEach((line, index) => {
          expect(Number.isInteger(line.amount) && line.amount >= 0).toBe(true);
          expect(line.amount).toBeLessThanOrEqual(full.lines[index]!.amount);
        });
        const sum = (kind: string) =>
          quote.lines.filter((line) => line.kind === kind).reduce((s, line) => s + line.amount, 0);
        expect(quote.totals.accommodation).toBe(sum('accommodation'));
        expect(quote.totals.activities).toBe(sum('activity'));
        expect(quote.totals.grand_total).toBe(
          quote.lines.reduce((total, line) => total + line.amount, 0),
        );
      }),
    );
  });

  it('an offer of 100 % on, or a deal of 100 % for the partner’s type, makes the line 0', () => {
    fc.assert(
      fc.property(
        cart,
        catalogue,
        context,
        fc.constantFrom('offer', 'deal discount', 'deal commission'),
        (request, discounted, parties, which) => {
          const partner = { ...(parties.partner ?? plainPartner), type_public_id: 'agent' };
          const full = { discount_type_id: 'dt-x', partner_type_public_id: 'agent' };
          const stables = {
            offer: { discount: '100', discount_status: true },
            'deal discount': { discounts: [{ ...full, discount: '100', commission: '0' }] },
            'deal commission': { discounts: [{ ...full, discount: '0', commission: '100' }] },
          }[which];
          const withFree: Catalogue = {
            ...discounted,
            facilities: discounted.facilities.map((facility) =>
              facility.public_id === 'fac-stables' ? { ...facility, ...stables } : facility,
            ),
          };
          const context: PricingContext = { catalogue: withFree, ...parties, partner };
          const line = priceQuote(request, context).lines.find((row) => row.ref === 'fac-stables');
          expect(line?.amount).toBe(0);
        },
      ),
    );
  });
});
