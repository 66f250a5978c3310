import { describe, expect, it } from 'vitest';
import type { Activity, ActivityPriceChange } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { staffQuoteRequestSchema } from '../schemas/quote';
import { slotsOnOffer } from './activity-schedules';
import { priceListOn, unitsOnOffer } from './facility-schedules';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const lion = catalogue.activities.find((activity) => activity.public_id === 'act-lion')!;

describe('facility maintenance', () => {
  const bandas = {
    quantity: 16,
    maintenance: [{ start_date: '2026-12-01', end_date: '2026-12-05', units: 2 }],
  };

  it('takes 2 of 16 units off the nights 1 to 5 December, both dates included', () => {
    expect(unitsOnOffer(bandas, '2026-11-30')).toBe(16);
    expect(unitsOnOffer(bandas, '2026-12-01')).toBe(14);
    expect(unitsOnOffer(bandas, '2026-12-05')).toBe(14);
    expect(unitsOnOffer(bandas, '2026-12-06')).toBe(16);
  });

  it('adds overlapping ranges up and never offers fewer than none', () => {
    const more = {
      quantity: 16,
      maintenance: [
        ...bandas.maintenance,
        { start_date: '2026-12-05', end_date: '2026-12-09', units: 3 },
        { start_date: '2026-12-09', end_date: '2026-12-09', units: 20 },
      ],
    };
    expect(unitsOnOffer(more, '2026-12-04')).toBe(14);
    expect(unitsOnOffer(more, '2026-12-05')).toBe(11);
    expect(unitsOnOffer(more, '2026-12-08')).toBe(13);
    expect(unitsOnOffer(more, '2026-12-09')).toBe(0);
  });

  it('offers nothing while the facility is closed, whatever is down', () => {
    const closed = {
      ...bandas,
      unavailability: [{ start_date: '2026-12-03', end_date: '2026-12-03' }],
    };
    expect(unitsOnOffer(closed, '2026-12-03')).toBe(0);
    expect(unitsOnOffer(closed, '2026-12-04')).toBe(14);
  });
});

describe('activity closures', () => {
  it('offers no slot on a closed date and every slot on the dates around it', () => {
    const closed = {
      ...lion,
      unavailability: [{ start_date: '2026-12-24', end_date: '2026-12-26' }],
    };
    expect(slotsOnOffer(closed, '2026-12-23')).toBe(6);
    expect(slotsOnOffer(closed, '2026-12-24')).toBe(0);
    expect(slotsOnOffer(closed, '2026-12-26')).toBe(0);
    expect(slotsOnOffer(closed, '2026-12-27')).toBe(6);
    expect(slotsOnOffer(lion, '2026-12-25')).toBe(6);
  });
});

/**
 * Lion Tracking's line (2 citizen adults, 1 non-resident extra adult) on `date` with `changed`
 * in the catalogue.
 */
function lionAmount(changed: Activity, date: string, currency: 'KES' | 'USD' = 'KES') {
  const request = staffQuoteRequestSchema.parse({
    currency,
    check_in: date,
    check_out: date,
    inventory: [
      {
        public_id: 'act-lion',
        date,
        adults: 2,
        extra_pax_adults: 1,
        residency_adults: 'citizen',
        residency_extra_adults: 'non_resident',
      },
    ],
  });
  const quote = priceQuote(request, {
    catalogue: {
      ...catalogue,
      activities: catalogue.activities.map((activity) =>
        activity.public_id === changed.public_id ? changed : activity,
      ),
    },
  });
  return quote.lines.find((line) => line.kind === 'activity')!.amount;
}

describe('activity surges', () => {
  const surged = {
    ...lion,
    surges: [
      { start_date: '2026-12-20', end_date: '2026-12-31', percentage: '10' },
      { start_date: '2026-12-25', end_date: '2026-12-25', percentage: '5' },
    ],
  };

  it('adds the percentage of the surges covering the date, on the exact amount', () => {
    // 4,000 × 2 + USD 75 × 131 = 17,825 without a surge (pricing-rules.md worked example)
    expect(lionAmount(lion, '2026-12-22')).toBe(17825);
    // × 1.10 = 19,607.5 → 19,608
    expect(lionAmount(surged, '2026-12-22')).toBe(19608);
    // × 1.15 (10 % and 5 %) = 20,498.75 → 20,499
    expect(lionAmount(surged, '2026-12-25')).toBe(20499);
    expect(lionAmount(surged, '2026-12-19')).toBe(17825);
  });

  it('raises the amount in the booking currency before the single rounding', () => {
    // USD: 4,000 × 2 ÷ 128 + 75 = 137.5 → × 1.10 = 151.25 → 152
    expect(lionAmount(surged, '2026-12-22', 'USD')).toBe(152);
  });
});

describe('activity price changes', () => {
  /** Lion Tracking from 2027-01-01: citizens 5,000 / 2,500, non-residents USD 90 / 45. */
  const nextSeason: ActivityPriceChange = {
    effective_from: '2027-01-01',
    price: [
      { residency: 'citizen', currency_type: 'KES', adult_price: '5000', child_price: '2500' },
      { residency: 'non_resident', currency_type: 'USD', adult_price: '90', child_price: '45' },
    ],
  };
  const scheduled: Activity = { ...lion, price_changes: [nextSeason] };

  it('prices a line the day before the effective date at the old list, on it at the new', () => {
    // 4,000 × 2 + USD 75 × 131 = 17,825 until 31 December
    expect(lionAmount(scheduled, '2026-12-31')).toBe(17825);
    // 5,000 × 2 + USD 90 × 131 = 21,790 from 1 January
    expect(lionAmount(scheduled, '2027-01-01')).toBe(21790);
    expect(lionAmount(scheduled, '2027-03-15')).toBe(21790);
    expect(lionAmount(lion, '2027-01-01')).toBe(17825);
  });

  it('converts the list in force to the booking currency', () => {
    // 10,000 ÷ 128 + 90 = 168.13 → 169; before: 8,000 ÷ 128 + 75 = 137.5 → 138
    expect(lionAmount(scheduled, '2027-01-01', 'USD')).toBe(169);
    expect(lionAmount(scheduled, '2026-12-31', 'USD')).toBe(138);
  });

  it('refuses a residency the list in force does not price', () => {
    const citizensOnly: Activity = {
      ...lion,
      price_changes: [{ effective_from: '2027-01-01', price: [nextSeason.price[0]!] }],
    };
    expect(lionAmount(citizensOnly, '2026-12-31')).toBe(17825);
    expect(() => lionAmount(citizensOnly, '2027-01-01')).toThrow(
      'No pricing has been set for this period',
    );
  });

  it('takes the latest change in force whatever order the changes are listed in', () => {
    const later = { effective_from: '2027-07-01', price: [lion.price[0]!] };
    const item = { price: lion.price, price_changes: [later, nextSeason] };
    expect(priceListOn(item, '2027-06-30')).toBe(nextSeason.price);
    expect(priceListOn(item, '2027-07-01')).toBe(later.price);
    expect(priceListOn(item, '2026-12-31')).toBe(lion.price);
  });
});
