/**
 * Each line's discounts by kind, as the engine applies them one after another: they add up to
 * the line's undiscounted price less its amount, a camping arrival's own discount counts as the
 * desk's, and a cart without discounts has none.
 */
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { type PricingContext, priceQuote } from '@hifadhi/shared/pricing/price-quote';
import {
  type StaffDeskQuoteRequestInput,
  staffDeskQuoteRequestSchema,
} from '@hifadhi/shared/schemas/staff-quote';
import { describe, expect, it } from 'vitest';
import { NO_DISCOUNTS, quoteLineDiscounts } from './line-discounts';

const catalogue = demoCatalogue('2026-11-21');
const context: PricingContext = {
  catalogue,
  member: { entry_discount: '100', accommodation_discount: '10', activity_discount: '10' },
  partner: { conservation_fee_discount: '50', facility_discount: '20', facility_commission: '0' },
  promo: { code: 'KARIBU10', percentage_off: '10' },
};
const cart = (lines: Partial<StaffDeskQuoteRequestInput> = {}) =>
  staffDeskQuoteRequestSchema.parse({
    check_in: '2026-12-10',
    check_out: '2026-12-12',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    facilities: [
      {
        public_id: 'fac-stables',
        adults: 2,
        number_of_rooms: 1,
        residency: 'citizen',
        discount: 10,
      },
    ],
    ...lines,
  });

describe('quoteLineDiscounts', () => {
  it('splits each line’s discount by kind, in the engine’s order, adding up to list price less amount', () => {
    const request = cart();
    const quote = priceQuote(request, context);
    const discounts = quoteLineDiscounts(request, context, quote);
    const room = quote.lines.findIndex((line) => line.kind === 'accommodation');
    // The Stables, 2 nights at KES 6,000: 10 % by the desk (1,200), 10 % member (1,080),
    // 20 % partner (1,944), then 10 % KARIBU10 on 7,776 = 6,998.40, rounded up to 6,999.
    expect(quote.lines[room]!.amount).toBe(6999);
    expect(discounts[room]).toEqual({
      staff_discount_amount: 1200,
      member_discount_amount: 1080,
      partner_discount_amount: 1944,
      promo_discount_amount: 777,
    });
    const listPrices = priceQuote(
      { ...request, facilities: [{ ...request.facilities[0]!, discount: undefined }] },
      { catalogue },
    );
    quote.lines.forEach((line, i) => {
      const given = Object.values(discounts[i]!).reduce((sum, amount) => sum + amount, 0);
      expect(given).toBe(listPrices.lines[i]!.amount - line.amount);
    });
  });

  it('counts a camping arrival’s own discount as the desk’s, and nothing without discounts', () => {
    const request = cart({
      guests: [],
      facilities: [],
      multi: [
        {
          public_id: 'fac-murera',
          residency: 'citizen',
          arrivals: [
            { start_date: '2026-12-10', end_date: '2026-12-11', adults: 2 },
            { start_date: '2026-12-11', end_date: '2026-12-12', adults: 4, discount: 10 },
          ],
        },
      ],
    });
    const plain = { catalogue };
    const camping = quoteLineDiscounts(request, plain, priceQuote(request, plain));
    // Four adults at KES 1,000 a night, 10 % off.
    expect(camping).toEqual([{ ...NO_DISCOUNTS, staff_discount_amount: 400 }]);
    const none = cart({ facilities: [] });
    expect(quoteLineDiscounts(none, plain, priceQuote(none, plain))).toEqual([NO_DISCOUNTS]);
  });
});
