/**
 * Facility and activity discounts in the engine: an item's own offer (step 1b, after the line's
 * own discount, before the member's) and a facility's deal for the partner's type (replacing
 * the partner's facility_discount and facility_commission), with the worked example of
 * docs/pricing.md "Facility and activity discounts" computed by hand on the demo catalogue.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, Facility } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '../schemas/quote';
import { discountsFor } from './discounts';
import { type PartnerDiscounts, type PricingContext, priceQuote } from './price-quote';

const demo = demoCatalogue('2026-11-21');
const savanna: PartnerDiscounts = {
  conservation_fee_discount: '10',
  facility_discount: '15',
  facility_commission: '5',
  type_public_id: '6bac8c28',
};
const tourOperatorDeal = {
  discount_type_id: 'dt-tour',
  partner_type_public_id: '6bac8c28',
  discount: '20',
  commission: '8',
};

/** The demo catalogue with `changes` made to facility `id`. */
function withFacility(id: string, changes: Partial<Facility>, catalogue: Catalogue = demo) {
  return {
    ...catalogue,
    facilities: catalogue.facilities.map((facility) =>
      facility.public_id === id ? { ...facility, ...changes } : facility,
    ),
  };
}

/** The Stables offering 10 % off, with a 20 % + 8 % deal for tour operators. */
const stablesOnOffer = withFacility('fac-stables', {
  discount: '10',
  discount_status: true,
  discounts: [tourOperatorDeal],
});

const request = (input: Omit<QuoteRequestInput, 'check_in' | 'check_out'>) =>
  staffQuoteRequestSchema.parse({ check_in: '2026-12-10', check_out: '2026-12-12', ...input });

/** Two non-resident adults in one room at The Stables for two nights: USD 80 × 131 × 2. */
const stablesStay = (discount?: number) =>
  request({
    currency: 'KES',
    facilities: [
      {
        public_id: 'fac-stables',
        adults: 2,
        number_of_rooms: 1,
        residency: 'non_resident',
        discount,
      },
    ],
  });

const lineAmount = (
  input: ReturnType<typeof request>,
  context: Omit<PricingContext, 'catalogue'> & { catalogue: Catalogue },
) => priceQuote(input, context).lines[0]?.amount;

describe('discountsFor with facility and activity discounts', () => {
  const context = { catalogue: stablesOnOffer, member: null, promo: null };

  it('puts the facility’s own offer after the line’s discount and before the member’s', () => {
    const member = { entry_discount: '100', accommodation_discount: '10', activity_discount: '5' };
    expect(
      discountsFor({ kind: 'accommodation', ref: 'fac-stables' }, 5, {
        ...context,
        member,
        partner: null,
      }),
    ).toEqual([5, '10', '10', undefined, undefined, undefined]);
  });

  it('leaves the offer out while its discount_status is off', () => {
    const off = withFacility('fac-stables', { discount: '10', discount_status: false });
    expect(
      discountsFor({ kind: 'accommodation', ref: 'fac-stables' }, undefined, {
        catalogue: off,
        partner: null,
      }),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('replaces the partner’s facility discount and commission by the deal for its type', () => {
    const percentages = discountsFor({ kind: 'accommodation', ref: 'fac-stables' }, undefined, {
      ...context,
      partner: savanna,
    });
    expect(percentages).toEqual([undefined, '10', undefined, '20', '8', undefined]);
  });

  it('keeps the partner’s own percentages for a partner of another type or of no known type', () => {
    for (const partner of [
      { ...savanna, type_public_id: 'corporate' },
      { ...savanna, type_public_id: undefined },
    ]) {
      expect(
        discountsFor({ kind: 'accommodation', ref: 'fac-stables' }, undefined, {
          ...context,
          partner,
        }),
      ).toEqual([undefined, '10', undefined, '15', '5', undefined]);
    }
  });

  it('gives an activity its own offer before the member’s activity discount', () => {
    const catalogue = {
      ...demo,
      activities: demo.activities.map((activity) =>
        activity.public_id === 'act-lion'
          ? { ...activity, discount: '10', discount_status: true }
          : activity,
      ),
    };
    const member = { entry_discount: '100', accommodation_discount: '10', activity_discount: '5' };
    expect(
      discountsFor({ kind: 'activity', ref: 'act-lion' }, undefined, {
        catalogue,
        member,
        partner: savanna,
        promo: { code: 'P', percentage_off: '3' },
      }),
    ).toEqual([undefined, '10', '5', '3']);
  });

  it('gives nothing of a facility’s offer to conservation fees, vehicles or donations', () => {
    for (const kind of ['conservation', 'vehicle', 'donation'] as const) {
      expect(
        discountsFor({ kind, ref: 'fac-stables' }, undefined, { ...context, partner: null }),
      ).not.toContain('10');
    }
  });
});

describe('worked example (docs/pricing.md "Facility and activity discounts")', () => {
  it('prices The Stables: 20,960 undiscounted, 18,864 on offer', () => {
    expect(lineAmount(stablesStay(), { catalogue: demo })).toBe(20_960);
    expect(lineAmount(stablesStay(), { catalogue: stablesOnOffer })).toBe(18_864);
  });

  it('a tour operator without a deal: 20,960 × 0.90 × 0.85 × 0.95 = 15,232.68, so 15,233', () => {
    const noDeal = withFacility('fac-stables', { discounts: [] }, stablesOnOffer);
    expect(lineAmount(stablesStay(), { catalogue: noDeal, partner: savanna })).toBe(15_233);
  });

  it('with the tour operators’ deal: 20,960 × 0.90 × 0.80 × 0.92 = 13,883.904, so 13,884', () => {
    expect(lineAmount(stablesStay(), { catalogue: stablesOnOffer, partner: savanna })).toBe(13_884);
  });

  it('with a 5 % line discount first: 20,960 × 0.95 × 0.90 × 0.80 × 0.92 = 13,189.7088, so 13,190', () => {
    expect(lineAmount(stablesStay(5), { catalogue: stablesOnOffer, partner: savanna })).toBe(
      13_190,
    );
  });

  it('Lion Tracking offering 10 %: 7,200; a citizen member’s 10 % after it: 6,480', () => {
    const catalogue = {
      ...demo,
      activities: demo.activities.map((activity) =>
        activity.public_id === 'act-lion'
          ? { ...activity, discount: '10', discount_status: true }
          : activity,
      ),
    };
    const lion = request({
      currency: 'KES',
      inventory: [
        { public_id: 'act-lion', date: '2026-12-11', adults: 2, residency_adults: 'citizen' },
      ],
    });
    const member = { entry_discount: '100', accommodation_discount: '10', activity_discount: '10' };
    expect(lineAmount(lion, { catalogue: demo })).toBe(8_000);
    expect(lineAmount(lion, { catalogue })).toBe(7_200);
    expect(lineAmount(lion, { catalogue, member })).toBe(6_480);
  });

  it('a 100 % offer makes the line free whatever follows', () => {
    const free = withFacility('fac-stables', { discount: '100' }, stablesOnOffer);
    const quote = priceQuote(stablesStay(5), { catalogue: free, partner: savanna });
    expect(quote.lines[0]?.amount).toBe(0);
    expect(quote.totals.accommodation).toBe(0);
  });
});
