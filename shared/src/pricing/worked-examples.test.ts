/**
 * Every worked example of pricing-rules.md §"Worked examples", priced from the demo
 * catalogue (USD buy 128, sell 131): each line and the total, to the shilling and the cent.
 */
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import {
  type QuoteRequestInput,
  quoteResponseSchema,
  staffQuoteRequestSchema,
} from '../schemas/quote';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');

function quote(input: QuoteRequestInput) {
  const priced = priceQuote(staffQuoteRequestSchema.parse(input), { catalogue });
  return {
    priced: quoteResponseSchema.parse(priced),
    lines: priced.lines.map((line) => [line.description, line.amount]),
  };
}

const stablesTrip = (currency: 'KES' | 'USD'): QuoteRequestInput => ({
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  currency,
  guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  facilities: [
    { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
  ],
});

describe('pricing-rules.md worked examples', () => {
  it('day visit, KES: 2 Citizen Adult, 1 Citizen Child, one 6-seater → KES 4,250', () => {
    const { priced, lines } = quote({
      check_in: '2026-12-05',
      check_out: '2026-12-05',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-cit-c', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    });
    expect(lines).toEqual([
      ['Citizen Adult', 3000],
      ['Citizen Child', 750],
      ['Up to 6 seater', 500],
    ]);
    expect(priced.totals.grand_total).toBe(4250);
    expect(priced.totals.amount_due).toBe(4250);
  });

  it('two nights at The Stables, USD → USD 368 (6-seater 1,000 ÷ 128 = 7.81 → 8)', () => {
    const { priced, lines } = quote(stablesTrip('USD'));
    expect(lines).toEqual([
      ['Non-Resident Adult', 200],
      ['Up to 6 seater', 8],
      ['The Stables', 160],
    ]);
    expect(priced.totals.grand_total).toBe(368);
    expect(priced.currency).toBe('USD');
  });

  it('the same Stables trip in KES → KES 48,160, as the API contract answers it', () => {
    const { priced, lines } = quote(stablesTrip('KES'));
    expect(lines).toEqual([
      ['Non-Resident Adult', 26200],
      ['Up to 6 seater', 1000],
      ['The Stables', 20960],
    ]);
    expect(priced).toEqual({
      currency: 'KES',
      nights: 2,
      conservation_days: 1,
      vehicle_days: 2,
      lines: [
        {
          kind: 'conservation',
          ref: 'cf-nr-a',
          description: 'Non-Resident Adult',
          quantity: 2,
          amount: 26200,
        },
        { kind: 'vehicle', ref: 'vf-6', description: 'Up to 6 seater', quantity: 1, amount: 1000 },
        {
          kind: 'accommodation',
          ref: 'fac-stables',
          description: 'The Stables',
          quantity: 1,
          amount: 20960,
        },
      ],
      totals: {
        conservation: 26200,
        vehicles: 1000,
        accommodation: 20960,
        external_accommodation: 0,
        activities: 0,
        donations: 0,
        grand_total: 48160,
        amount_due: 48160,
      },
      rates: { USD: { buy_amount: '128.00', sell_amount: '131.00' } },
    });
  });

  it('Pelican House Self Catering with a Night Game Drive, residents → KES 208,500', () => {
    const { priced, lines } = quote({
      check_in: '2026-12-20',
      check_out: '2026-12-23',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-res-a', payment_guests: 6 },
        { payment_public_id: 'cf-res-c', payment_guests: 2 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [{ public_id: 'fac-pelican', adults: 6, children: 2, catering_type: '9a9a77eb' }],
      inventory: [
        {
          public_id: 'act-night-drive',
          date: '2026-12-21',
          adults: 6,
          children: 2,
          residency_adults: 'resident',
          residency_children: 'resident',
        },
      ],
    });
    expect(lines).toEqual([
      ['East African Resident Adult', 36000],
      ['East African Resident Child', 6000],
      ['7 to 14 seater', 4500],
      ['Pelican House', 120000],
      ['Night Game Drive', 42000],
    ]);
    expect(priced.totals.grand_total).toBe(208500);
  });

  it('Pelican House Fully Catered, 6 citizens → KES 168,000 (group price 60,000 + 2 × 9,000)', () => {
    const { priced, lines } = quote({
      check_in: '2026-12-20',
      check_out: '2026-12-22',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 6 }],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [{ public_id: 'fac-pelican', adults: 6, catering_type: '377788d4' }],
    });
    expect(lines).toEqual([
      ['Citizen Adult', 9000],
      ['7 to 14 seater', 3000],
      ['Pelican House', 156000],
    ]);
    expect(priced.totals.grand_total).toBe(168000);
  });

  it('nine nights at Murera Campsite with an armed ranger escort → KES 291,500', () => {
    const { priced, lines } = quote({
      check_in: '2027-01-02',
      check_out: '2027-01-11',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 10 },
        { payment_public_id: 'cf-cit-c', payment_guests: 4 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 3 }],
      facilities: [{ public_id: 'fac-murera', adults: 10, children: 4, residency: 'citizen' }],
      inventory: [{ public_id: 'act-ranger-walk', date: '2027-01-03', rangers: 2 }],
    });
    expect(lines).toEqual([
      ['Citizen Adult', 120000],
      ['Citizen Child', 24000],
      ['Up to 6 seater', 13500],
      ['Murera Campsite', 128000],
      ['Armed Ranger Escort (bush walk)', 6000],
    ]);
    expect(priced.totals.grand_total).toBe(291500);
    expect([priced.nights, priced.conservation_days, priced.vehicle_days]).toEqual([9, 8, 9]);
  });

  it('Lion Tracking for a mixed party, each at their own rate → KES 34,425', () => {
    const { priced, lines } = quote({
      check_in: '2026-12-05',
      check_out: '2026-12-06',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-nr-a', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      inventory: [
        {
          public_id: 'act-lion',
          date: '2026-12-05',
          adults: 2,
          extra_pax_adults: 1,
          residency_adults: 'citizen',
          residency_extra_adults: 'non_resident',
        },
      ],
    });
    expect(lines).toEqual([
      ['Citizen Adult', 3000],
      ['Non-Resident Adult', 13100],
      ['Up to 6 seater', 500],
      ['Lion Tracking', 17825],
    ]);
    expect(priced.lines.at(-1)?.quantity).toBe(3);
    expect(priced.totals.grand_total).toBe(34425);
  });
});
