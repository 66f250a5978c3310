import type { BookingRead } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { activityParticipants } from './activity-participants';

const inventory = (id: string, adults: number, children: number) =>
  ({
    inventory_id: id,
    inventory_booking_adults: adults,
    inventory_booking_children: children,
  }) as BookingRead['inventory_bookings'][number];

const activityLine = (ref: string, quantity: number): BookingRead['lines'][number] => ({
  kind: 'activity',
  ref,
  description: ref,
  quantity,
  amount: 1000,
});

describe('who takes part in a booked activity (public-site.md §2.13, §3 Activity)', () => {
  const booking = {
    inventory_bookings: [inventory('act-ranger-walk', 0, 0), inventory('act-night-drive', 2, 1)],
    lines: [
      { kind: 'conservation' as const, ref: 'c', description: 'c', quantity: 3, amount: 1 },
      activityLine('act-ranger-walk', 2),
      activityLine('act-night-drive', 3),
    ],
  };

  it('counts rangers for a ranger activity, not "0 adults, 0 children"', () => {
    expect(activityParticipants(booking, new Set(['act-ranger-walk']))).toEqual([
      '2 rangers',
      '2 adults, 1 child',
    ]);
  });

  it('counts adults and children for the others', () => {
    expect(activityParticipants(booking, new Set())[1]).toBe('2 adults, 1 child');
  });
});
