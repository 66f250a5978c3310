import { describe, expect, it } from 'vitest';
import type { Facility } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { exactAmount } from '../money/exact-amount';
import { ceilToWhole } from '../money/round';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '../schemas/quote';
import { priceListOn, unitsOnOffer, unitsSetAside, withSurge } from './facility-schedules';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const facility = (id: string) => catalogue.facilities.find((f) => f.public_id === id)!;
const stables = facility('fac-stables');
const murera = facility('fac-murera');

/** The amount of the one facility line of `request`, priced with `changed` in the catalogue. */
function facilityAmount(changed: Facility, request: Partial<QuoteRequestInput>): number {
  const quote = priceQuote(staffQuoteRequestSchema.parse({ currency: 'KES', ...request }), {
    catalogue: {
      ...catalogue,
      facilities: catalogue.facilities.map((f) =>
        f.public_id === changed.public_id ? changed : f,
      ),
    },
  });
  return quote.lines.find((line) => line.kind === 'accommodation')!.amount;
}

/** The Stables, 1 room, 2 adults, 10 to 12 December 2026 (nights of the 10th and the 11th). */
const stablesStay = (residency: 'citizen' | 'non_resident', currency: 'KES' | 'USD' = 'KES') => ({
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  currency,
  facilities: [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency }],
});

describe('surge schedules', () => {
  it('raises only the nights inside the range: a stay half inside pays one night at +25 %', () => {
    const surged = {
      ...stables,
      surges: [{ start_date: '2026-12-11', end_date: '2026-12-31', percentage: '25' }],
    };
    // citizen room KES 6,000 a night: 6,000 + 7,500
    expect(facilityAmount(surged, stablesStay('citizen'))).toBe(13500);
    expect(facilityAmount(stables, stablesStay('citizen'))).toBe(12000);
  });

  it('includes both dates of the range', () => {
    const surged = {
      ...stables,
      surges: [{ start_date: '2026-12-10', end_date: '2026-12-10', percentage: '50' }],
    };
    expect(facilityAmount(surged, stablesStay('citizen'))).toBe(9000 + 6000);
  });

  it('applies to the exact nightly amount, and the line is rounded up once', () => {
    const surged = {
      ...stables,
      surges: [{ start_date: '2026-12-01', end_date: '2026-12-31', percentage: '0.5' }],
    };
    // USD 80 × 1.005 = 80.40 a night; 160.80 → 161 (rounding each night would give 162)
    expect(facilityAmount(surged, stablesStay('non_resident', 'USD'))).toBe(161);
  });

  it('adds the percentages of overlapping ranges', () => {
    const twice = {
      surges: [
        { start_date: '2026-12-01', end_date: '2026-12-31', percentage: '10' },
        { start_date: '2026-12-10', end_date: '2026-12-10', percentage: '5' },
      ],
    };
    expect(ceilToWhole(withSurge(exactAmount('1000'), twice, '2026-12-10'))).toBe(1150);
    expect(ceilToWhole(withSurge(exactAmount('1000'), twice, '2026-12-11'))).toBe(1100);
    expect(ceilToWhole(withSurge(exactAmount('1000'), twice, '2027-01-01'))).toBe(1000);
  });
});

describe('price changes', () => {
  const citizenAt = (mandatory: string) => ({
    ...stables.price.find((entry) => entry.residency === 'citizen')!,
    mandatory_price: mandatory,
  });

  it('prices each night with the list in force on it (a stay straddling the change)', () => {
    const changed = {
      ...stables,
      price_changes: [{ effective_from: '2026-12-11', price: [citizenAt('8000')] }],
    };
    expect(facilityAmount(changed, stablesStay('citizen'))).toBe(6000 + 8000);
  });

  it('takes the latest change in force, and the facility price before the first', () => {
    const changes = {
      price: stables.price,
      price_changes: [
        { effective_from: '2027-02-01', price: [citizenAt('9000')] },
        { effective_from: '2027-01-01', price: [citizenAt('8000')] },
      ],
    };
    expect(priceListOn(changes, '2026-12-31')).toBe(stables.price);
    expect(priceListOn(changes, '2027-01-15')[0]?.mandatory_price).toBe('8000');
    expect(priceListOn(changes, '2027-02-01')[0]?.mandatory_price).toBe('9000');
  });

  it('charges a camping site the mandatory price of the first night of each started 7 days', () => {
    const request = {
      check_in: '2027-01-02',
      check_out: '2027-01-11',
      currency: 'KES' as const,
      facilities: [
        { public_id: 'fac-murera', adults: 10, children: 4, residency: 'citizen' as const },
      ],
    };
    expect(facilityAmount(murera, request)).toBe(128000);
    const citizen = murera.price.find((entry) => entry.residency === 'citizen')!;
    const changed = {
      ...murera,
      // from the 8th night (9 January): mandatory 12,000 for the second started week
      price_changes: [
        { effective_from: '2027-01-09', price: [{ ...citizen, mandatory_price: '12000' }] },
      ],
    };
    expect(facilityAmount(changed, request)).toBe(10000 + 12000 + 12000 * 9);
  });

  it('refuses a night whose list in force has no entry for the residency', () => {
    const changed = {
      ...stables,
      price_changes: [{ effective_from: '2026-12-11', price: [citizenAt('8000')] }],
    };
    expect(() => facilityAmount(changed, stablesStay('non_resident'))).toThrow(
      'No pricing has been set for this period',
    );
  });
});

describe('unavailability', () => {
  const closed = {
    quantity: 16,
    unavailability: [{ start_date: '2026-12-01', end_date: '2026-12-07' }],
  };

  it('offers no unit on a night inside the range, both dates included', () => {
    expect(unitsOnOffer(closed, '2026-11-30')).toBe(16);
    expect(unitsOnOffer(closed, '2026-12-01')).toBe(0);
    expect(unitsOnOffer(closed, '2026-12-07')).toBe(0);
    expect(unitsOnOffer(closed, '2026-12-08')).toBe(16);
    expect(unitsOnOffer({ quantity: 16 }, '2026-12-03')).toBe(16);
  });
});

describe('allocations', () => {
  /** 10 bandas; Savanna Trails has 4 set aside 1–7 Dec, Kifaru Tours 2 on 5–10 Dec. */
  const bandas = {
    quantity: 10,
    allocations: [
      { start_date: '2026-12-01', end_date: '2026-12-07', units: 4, partner_public_id: 'savanna' },
      { start_date: '2026-12-05', end_date: '2026-12-10', units: 2, partner_public_id: 'kifaru' },
    ],
  };
  const none = new Map<string, number>();
  /** Units free to `party` on `night` when `held` (partner or '' for the public → units). */
  const freeTo = (party: string | null, night: string, held: Record<string, number> = {}) => {
    const heldTotal = Object.values(held).reduce((sum, units) => sum + units, 0);
    const byPartner = new Map(Object.entries(held).filter(([partner]) => partner !== ''));
    return unitsOnOffer(bandas, night) - heldTotal - unitsSetAside(bandas, night, byPartner, party);
  };

  it('keeps a partner’s allocated units from the public and from other partners', () => {
    expect(freeTo(null, '2026-12-03')).toBe(6);
    expect(freeTo('kifaru', '2026-12-03')).toBe(6);
    expect(freeTo(null, '2026-12-06')).toBe(4);
    expect(freeTo('kifaru', '2026-12-06')).toBe(6);
  });

  it('offers the partner its allocation and the open units besides', () => {
    expect(freeTo('savanna', '2026-12-03')).toBe(10);
    expect(freeTo('savanna', '2026-12-06')).toBe(8);
  });

  it('counts the partner’s own bookings against its allocation first', () => {
    expect(freeTo(null, '2026-12-03', { savanna: 3 })).toBe(6);
    expect(freeTo(null, '2026-12-03', { savanna: 5 })).toBe(5);
    expect(freeTo('savanna', '2026-12-03', { savanna: 3, '': 2 })).toBe(5);
  });

  it('includes both dates and leaves nights outside the range open', () => {
    expect(unitsSetAside(bandas, '2026-11-30', none, null)).toBe(0);
    expect(unitsSetAside(bandas, '2026-12-01', none, null)).toBe(4);
    expect(unitsSetAside(bandas, '2026-12-07', none, null)).toBe(6);
    expect(unitsSetAside(bandas, '2026-12-10', none, null)).toBe(2);
    expect(unitsSetAside(bandas, '2026-12-11', none, null)).toBe(0);
  });

  it('adds up a partner’s overlapping allocations', () => {
    const twice = {
      allocations: [
        { start_date: '2026-12-01', end_date: '2026-12-07', units: 2, partner_public_id: 'kifaru' },
        { start_date: '2026-12-05', end_date: '2026-12-09', units: 3, partner_public_id: 'kifaru' },
      ],
    };
    expect(unitsSetAside(twice, '2026-12-06', new Map([['kifaru', 1]]), null)).toBe(4);
  });
});
