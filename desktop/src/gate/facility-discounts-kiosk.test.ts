/**
 * A facility's and an activity's own offer reach a kiosk on its next sync and price its walk-in
 * quotes offline: The Stables at 10 % off and Lion Tracking at 25 % off, with the API down.
 * spec: docs/pricing.md "Facility and activity discounts" (step 1b, every booking of it);
 * api-contract.md §Catalogue administration (changes reach the kiosks' replicas).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);

/** A day at the gate tonight: The Stables for two citizen adults and Lion Tracking for them. */
const stayAndTrack = {
  check_in: today,
  check_out: addDays(today, 1),
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  facilities: [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'citizen' }],
  inventory: [{ public_id: 'act-lion', date: today, adults: 2, residency_adults: 'citizen' }],
};

describe('offers at the gate', () => {
  it('prices a walk-in with the facility’s and the activity’s offers, offline', async () => {
    const { sql } = gate.api.database;
    await sql`update facilities set discount = 10, discount_status = true
      where public_id = 'fac-stables'`;
    await sql`update activities set discount = 25, discount_status = true
      where public_id = 'act-lion'`;
    const lines = await gate.whileOffline(async () => {
      const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
        token: gate.clerk,
        body: stayAndTrack,
      });
      expect(quote.status).toBe(200);
      return Object.fromEntries(
        quote.body.lines.map((line: { ref: string; amount: number }) => [line.ref, line.amount]),
      );
    });
    // The Stables citizen room KES 6,000 × 0.90; Lion Tracking 2 × KES 4,000 × 0.75
    expect(lines['fac-stables']).toBe(5400);
    expect(lines['act-lion']).toBe(6000);
  });
});
