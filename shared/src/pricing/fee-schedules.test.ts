/**
 * Conservation and vehicle fees priced by the schedule in force at the stay's destination on
 * each charged day, falling back to the schedules for every destination, then to the fee's own
 * amount.
 * spec: staff-booking.md §3.3, §3.4, §7 (get_newly_scheduled_pricing per destination), §9;
 * pricing-rules.md §Lines, §Days.
 */
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '../schemas/quote';
import {
  type FeeScheduleEntry,
  feeAmountsByDay,
  feesInForce,
  scheduleInForce,
} from './fee-schedules';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');

const entry = (overrides: Partial<FeeScheduleEntry>): FeeScheduleEntry => ({
  fee_kind: 'conservation',
  fee_public_id: 'cf-cit-a',
  destination_public_id: null,
  effective_from: '2027-01-01',
  amount: '1800',
  currency: 'KES',
  ...overrides,
});

// Citizen adults: 1500 (catalogue), 1800 everywhere from 1 Jan 2027, 2500 at the research
// centre from 1 Mar 2027. Up to 6 seater: 500 (catalogue), 700 at the research centre from
// 1 Feb 2027.
const schedules = [
  entry({}),
  entry({ destination_public_id: 'dst-research', effective_from: '2027-03-01', amount: '2500' }),
  entry({
    fee_kind: 'vehicle',
    fee_public_id: 'vf-6',
    destination_public_id: 'dst-research',
    effective_from: '2027-02-01',
    amount: '700',
  }),
];

function totals(input: Partial<QuoteRequestInput>, destination: string | null) {
  const request = staffQuoteRequestSchema.parse({
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    ...input,
  });
  const quote = priceQuote(
    { ...request, destination },
    { catalogue: { ...catalogue, fee_schedules: schedules } },
  );
  return { conservation: quote.totals.conservation, vehicles: quote.totals.vehicles };
}

describe('fees by destination and day', () => {
  it("prices a day visit at its destination's schedule, others at the conservancy-wide one", () => {
    const day = { check_in: '2027-03-05', check_out: '2027-03-05' };
    expect(totals(day, 'dst-research')).toEqual({ conservation: 5000, vehicles: 700 });
    expect(totals(day, 'dst-main')).toEqual({ conservation: 3600, vehicles: 500 });
    expect(totals(day, null)).toEqual({ conservation: 3600, vehicles: 500 });
  });

  it('prices each day of a stay at the amount in force that day', () => {
    // 27 Feb – 4 Mar: 5 nights, 4 conservation days (27, 28 Feb at 1800; 1, 2 Mar at 2500),
    // 5 vehicle days at 700 (from 1 Feb).
    const stay = { check_in: '2027-02-27', check_out: '2027-03-04' };
    expect(totals(stay, 'dst-research')).toEqual({
      conservation: 2 * (1800 + 1800 + 2500 + 2500),
      vehicles: 5 * 700,
    });
    // At the main destination the research centre's rates never apply.
    expect(totals(stay, 'dst-main')).toEqual({ conservation: 2 * 4 * 1800, vehicles: 5 * 500 });
  });

  it("keeps the catalogue's amount before the first schedule", () => {
    // 30 Dec 2026 – 2 Jan 2027: 3 nights, 2 conservation days (30, 31 Dec) at 1500; vehicle
    // days 30, 31 Dec and 1 Jan at 500 (the research centre's 700 starts in February).
    const stay = { check_in: '2026-12-30', check_out: '2027-01-02' };
    expect(totals(stay, 'dst-research')).toEqual({ conservation: 2 * 2 * 1500, vehicles: 1500 });
  });

  it('prices as before when the catalogue carries no schedules', () => {
    const request = staffQuoteRequestSchema.parse({
      check_in: '2027-03-05',
      check_out: '2027-03-05',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    });
    const quote = priceQuote({ ...request, destination: 'dst-research' }, { catalogue });
    expect(quote.totals.conservation).toBe(3000);
  });

  it('on the same start date the destination schedule wins over the conservancy-wide one', () => {
    const both = [
      entry({ effective_from: '2027-04-01', amount: '2000' }),
      entry({ effective_from: '2027-04-01', amount: '2200', destination_public_id: 'dst-main' }),
    ];
    const scheduling = { schedules: both, destination: 'dst-main' };
    const own = { amount: '1500', currency: 'KES' as const };
    expect(
      feeAmountsByDay(scheduling, 'conservation', 'cf-cit-a', own, '2027-03-31', 2).map(
        (day) => day.amount,
      ),
    ).toEqual(['1500', '2200']);
  });

  it("lists the fees in force on a date at a destination (the site's fee panel)", () => {
    const fees = feesInForce(catalogue, schedules, '2027-03-01', 'dst-research');
    const amountOf = (id: string) =>
      fees.conservation_fees.find((fee) => fee.payment_public_id === id)?.payment_person_amount;
    expect(amountOf('cf-cit-a')).toBe('2500');
    expect(amountOf('cf-cit-c')).toBe('750');
    expect(
      fees.vehicle_fees.find((fee) => fee.vehicle_public_id === 'vf-6')
        ?.vehicle_charge_category_cost,
    ).toBe('700');
    expect(
      feesInForce(catalogue, schedules, '2027-02-28', 'dst-research').conservation_fees[0]
        ?.payment_person_amount,
    ).toBe('1800');
  });
});

// The lookup itself: the latest schedule on or before the day, the destination's own over one
// for every destination on the same date, none before the first.
const lookupSchedules = [
  entry({}),
  entry({ effective_from: '2027-03-01', amount: '2000' }),
  entry({ effective_from: '2027-03-01', amount: '2500', destination_public_id: 'dst-research' }),
  entry({
    fee_kind: 'vehicle',
    fee_public_id: 'vf-6',
    effective_from: '2027-02-01',
    amount: '700',
  }),
];

describe('scheduleInForce', () => {
  it('takes the latest schedule on or before the day, none before the first', () => {
    expect(
      scheduleInForce(lookupSchedules, 'conservation', 'cf-cit-a', '2026-12-31', null),
    ).toBeNull();
    expect(
      scheduleInForce(lookupSchedules, 'conservation', 'cf-cit-a', '2027-01-01', null)?.amount,
    ).toBe('1800');
    expect(
      scheduleInForce(lookupSchedules, 'conservation', 'cf-cit-a', '2027-03-02', null)?.amount,
    ).toBe('2000');
  });

  it("prefers the destination's own schedule on the same date, and ignores other destinations'", () => {
    const at = (destination: string | null) =>
      scheduleInForce(lookupSchedules, 'conservation', 'cf-cit-a', '2027-03-01', destination)
        ?.amount;
    expect(at('dst-research')).toBe('2500');
    expect(at('dst-main')).toBe('2000');
    expect(at(null)).toBe('2000');
  });

  it('keeps kinds and fees apart', () => {
    expect(scheduleInForce(lookupSchedules, 'vehicle', 'cf-cit-a', '2027-03-02', null)).toBeNull();
    expect(scheduleInForce(lookupSchedules, 'vehicle', 'vf-6', '2027-03-02', null)?.amount).toBe(
      '700',
    );
  });
});

describe('feesInForce', () => {
  it("replaces the scheduled fees' amounts and currencies, leaving the others as they are", () => {
    const fees = feesInForce(
      {
        conservation_fees: [
          {
            payment_public_id: 'cf-cit-a',
            payment_person: 'Citizen Adult',
            residency: 'citizen',
            marker: 'A',
            payment_person_currency: 'KES',
            payment_person_amount: '1500',
            residency_proof: true,
          },
        ],
        vehicle_fees: [
          {
            vehicle_public_id: 'vf-6',
            vehicle_charge_category: 'Up to 6 seater',
            vehicle_charge_cost_currency: 'KES',
            vehicle_charge_category_cost: '500',
          },
        ],
      },
      lookupSchedules,
      '2027-01-15',
      null,
    );
    expect(fees.conservation_fees[0]?.payment_person_amount).toBe('1800');
    expect(fees.vehicle_fees[0]?.vehicle_charge_category_cost).toBe('500');
  });
});
