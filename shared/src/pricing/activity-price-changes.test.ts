/**
 * An activity's price changes: its line is priced with the list in force on the activity's
 * date (the day before the effective date at the old list, the date itself and later at the
 * new one), in every booking currency, with the latest change in force winning.
 * spec: pricing-rules.md §Lines (Activity); api-contract.md §Catalogue administration.
 */
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityPriceChange } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { staffQuoteRequestSchema } from '../schemas/quote';
import { priceListOn } from './facility-schedules';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const lion = catalogue.activities.find((activity) => activity.public_id === 'act-lion')!;

/** Lion Tracking from 2027-01-01: citizens 5,000 / 2,500, non-residents USD 90 / 45. */
const nextSeason: ActivityPriceChange = {
  effective_from: '2027-01-01',
  price: [
    { residency: 'citizen', currency_type: 'KES', adult_price: '5000', child_price: '2500' },
    { residency: 'non_resident', currency_type: 'USD', adult_price: '90', child_price: '45' },
  ],
};

/** The Lion Tracking line (2 citizen adults, 1 citizen child) on `date`, priced with `scheduled`. */
function lionLine(scheduled: Activity, date: string, currency: 'KES' | 'USD' = 'KES') {
  const request = staffQuoteRequestSchema.parse({
    currency,
    check_in: date,
    check_out: date,
    inventory: [
      {
        public_id: 'act-lion',
        date,
        adults: 2,
        children: 1,
        residency_adults: 'citizen',
        residency_children: 'citizen',
      },
    ],
  });
  const others = catalogue.activities.filter((activity) => activity.public_id !== 'act-lion');
  const quote = priceQuote(request, {
    catalogue: { ...catalogue, activities: [...others, scheduled] },
  });
  return quote.lines.find((line) => line.kind === 'activity')!.amount;
}

describe('activity price changes', () => {
  const scheduled: Activity = { ...lion, price_changes: [nextSeason] };

  it('prices a line the day before the effective date at the old list, on it at the new', () => {
    // 4,000 × 2 + 2,000 = 10,000 until 31 December
    expect(lionLine(scheduled, '2026-12-31')).toBe(10000);
    // 5,000 × 2 + 2,500 = 12,500 from 1 January
    expect(lionLine(scheduled, '2027-01-01')).toBe(12500);
    expect(lionLine(scheduled, '2027-03-15')).toBe(12500);
    expect(lionLine(lion, '2027-01-01')).toBe(10000);
  });

  it('converts the list in force to the booking currency', () => {
    // 12,500 ÷ 128 = 97.66 → 98 (KES to USD at the demo's 128, rounded up)
    expect(lionLine(scheduled, '2027-01-01', 'USD')).toBe(98);
    // 10,000 ÷ 128 = 78.13 → 79
    expect(lionLine(scheduled, '2026-12-31', 'USD')).toBe(79);
  });

  it('refuses a residency the list in force does not price', () => {
    const request = staffQuoteRequestSchema.parse({
      currency: 'KES',
      check_in: '2027-01-02',
      check_out: '2027-01-02',
      inventory: [
        { public_id: 'act-lion', date: '2027-01-02', adults: 1, residency_adults: 'resident' },
      ],
    });
    expect(() =>
      priceQuote(request, {
        catalogue: { ...catalogue, activities: [scheduled] },
      }),
    ).toThrow('No pricing has been set for this period');
  });

  it('takes the latest change in force whatever order the changes are listed in', () => {
    const later = { ...nextSeason, effective_from: '2027-07-01', price: [lion.price[0]!] };
    const item = { price: lion.price, price_changes: [later, nextSeason] };
    expect(priceListOn(item, '2027-06-30')).toBe(nextSeason.price);
    expect(priceListOn(item, '2027-07-01')).toBe(later.price);
    expect(priceListOn(item, '2026-12-31')).toBe(lion.price);
  });
});
