import { describe, expect, it } from 'vitest';
import { postponedLines } from './postponed-lines';

const booking = {
  check_in_date: '2026-12-29',
  check_out_date: '2027-01-01',
  facility_bookings: [
    {
      facility_booking_public_id: 'f1',
      facility_public_id: 'fac-stables',
      facility_name: 'The Stables',
      facility_booking_check_in_date: '2026-12-30',
      facility_booking_check_out_date: '2027-01-01',
      facility_booking_adults: 2,
      facility_booking_children: 0,
      no_of_rooms: 1,
      facility_booking_currency: 'KES' as const,
      facility_booking_total_cost: 13000,
    },
  ],
  inventory_bookings: [
    {
      inventory_booking_public_id: 'a1',
      inventory_id: 'act-lion',
      inventory_name: 'Lion Tracking',
      inventory_booking_date: '2026-12-31',
      inventory_booking_adults: 2,
      inventory_booking_children: 0,
      inventory_booking_currency: 'KES' as const,
      inventory_booking_cost_per_adult: 3000,
      inventory_booking_cost_per_child: 0,
      inventory_booking_total_cost: 6000,
    },
  ],
};

describe('postponedLines', () => {
  it('moves the stay, each facility line and each activity by the same days', () => {
    expect(postponedLines(booking, '2027-01-05')).toEqual([
      {
        key: 'stay',
        what: 'Stay: conservation and vehicle fees',
        current: { start: '2026-12-29', end: '2027-01-01' },
        postponed: { start: '2027-01-05', end: '2027-01-08' },
      },
      {
        key: 'f1',
        what: 'The Stables',
        current: { start: '2026-12-30', end: '2027-01-01' },
        postponed: { start: '2027-01-06', end: '2027-01-08' },
      },
      {
        key: 'a1',
        what: 'Lion Tracking',
        current: { start: '2026-12-31', end: '2026-12-31' },
        postponed: { start: '2027-01-07', end: '2027-01-07' },
      },
    ]);
  });

  it('shows no new dates until a whole date is typed', () => {
    for (const typed of ['', '2027-01', '2027-02-30']) {
      expect(postponedLines(booking, typed).map((line) => line.postponed)).toEqual([
        null,
        null,
        null,
      ]);
    }
  });
});
