/**
 * A facility allocation made on the server reaches a kiosk on its next sync, and the gate then
 * sells offline only what it leaves open: with 15 of The Stables' 16 units allocated to Savanna
 * Trails tonight, one walk-in room is taken and a second is refused before any cash is taken.
 * spec: membership-backoffice.md §3 (allocations); staff-booking.md §5 ('{name} already selected
 * and cannot go beyond the maximum quantity.'); api-contract.md §Catalogue administration
 * (every catalogue change reaches the kiosks' replicas on their next sync).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';
import { walkInRequest } from './test/gate-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);

/** A walk-in taking one Stables room tonight. */
const stablesTonight = walkInRequest({
  check_out: addDays(today, 1),
  facilities: [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1 }],
});

describe('allocations at the gate', () => {
  it('sells offline only the Stables unit an allocation leaves open', async () => {
    await gate.administer('/facilities/fac-stables/allocation', {
      partner_public_id: 'ptn-savanna',
      start_date: today,
      end_date: today,
      units: 15,
    });

    await gate.whileOffline(async () => {
      const first = await gate.kiosk.call('POST', '/walk-ins', {
        token: gate.clerk,
        body: stablesTonight,
      });
      expect(first.status).toBe(201);
      const pending = (await gate.kiosk.call('GET', '/status')).body.pending_operations;
      const second = await gate.kiosk.call('POST', '/walk-ins', {
        token: gate.clerk,
        body: stablesTonight,
      });
      expect(second).toMatchObject({
        status: 409,
        body: {
          code: 'CAPACITY_EXCEEDED',
          message: 'The Stables already selected and cannot go beyond the maximum quantity.',
        },
      });
      expect((await gate.kiosk.call('GET', '/status')).body.pending_operations).toBe(pending);
    });
  });
});
