/**
 * Which fee schedule is in force for a stay: the latest on or before the check-in day, the
 * destination's own over one for every destination on the same date, none before the first.
 * spec: staff-booking.md §7 (get_newly_scheduled_pricing).
 */
import { describe, expect, it } from 'vitest';
import { type FeeScheduleEntry, feesInForce, scheduleInForce } from './fee-schedule-rules';

const entry = (overrides: Partial<FeeScheduleEntry>): FeeScheduleEntry => ({
  fee_kind: 'conservation',
  fee_public_id: 'cf-cit-a',
  destination_public_id: null,
  effective_from: '2027-01-01',
  amount: '1800',
  currency: 'KES',
  ...overrides,
});

const schedules = [
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
    expect(scheduleInForce(schedules, 'conservation', 'cf-cit-a', '2026-12-31', null)).toBeNull();
    expect(scheduleInForce(schedules, 'conservation', 'cf-cit-a', '2027-01-01', null)?.amount).toBe(
      '1800',
    );
    expect(scheduleInForce(schedules, 'conservation', 'cf-cit-a', '2027-03-02', null)?.amount).toBe(
      '2000',
    );
  });

  it("prefers the destination's own schedule on the same date, and ignores other destinations'", () => {
    const at = (destination: string | null) =>
      scheduleInForce(schedules, 'conservation', 'cf-cit-a', '2027-03-01', destination)?.amount;
    expect(at('dst-research')).toBe('2500');
    expect(at('dst-main')).toBe('2000');
    expect(at(null)).toBe('2000');
  });

  it('keeps kinds and fees apart', () => {
    expect(scheduleInForce(schedules, 'vehicle', 'cf-cit-a', '2027-03-02', null)).toBeNull();
    expect(scheduleInForce(schedules, 'vehicle', 'vf-6', '2027-03-02', null)?.amount).toBe('700');
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
      schedules,
      '2027-01-15',
      null,
    );
    expect(fees.conservation_fees[0]?.payment_person_amount).toBe('1800');
    expect(fees.vehicle_fees[0]?.vehicle_charge_category_cost).toBe('500');
  });
});
