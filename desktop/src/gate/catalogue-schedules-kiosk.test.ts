/**
 * A facility's maintenance and an activity's closure and surge reach a kiosk on its next sync,
 * and its own pricing and capacity apply them offline: Stables units down for maintenance are
 * not sold at the gate, a closed activity is refused before any cash is taken, and a surged
 * activity is priced higher; an activity's price list from today prices its walk-ins, one from
 * tomorrow not yet.
 * spec: membership-backoffice.md §3 (maintenance; activity schedules); pricing-rules.md §Lines
 * (Activity); api-contract.md §Catalogue administration (every catalogue change reaches the
 * kiosks' replicas on their next sync).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';
import { walkInRequest } from './test/gate-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);
const tomorrow = addDays(today, 1);

/** A day visit today for two citizen adults on `activity`. */
function activityToday(activity: string) {
  return {
    check_in: today,
    check_out: today,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    inventory: [{ public_id: activity, date: today, adults: 2, residency_adults: 'citizen' }],
  };
}

describe('maintenance and activity schedules at the gate', () => {
  it('refuses units down and a closed activity, and prices a surged one, offline', async () => {
    await gate.administer('/facilities/fac-stables/maintenance', {
      start_date: today,
      end_date: today,
      units: 16,
      reason: 'Rewiring',
    });
    await gate.administer('/activities/act-night-drive/unavailability', {
      start_date: today,
      end_date: today,
      reason: 'Vehicle in service',
    });
    await gate.administer('/activities/act-rhino-boma/surge', {
      start_date: today,
      end_date: today,
      percentage: '20',
    });

    await gate.whileOffline(async () => {
      const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
        token: gate.clerk,
        body: activityToday('act-rhino-boma'),
      });
      expect(quote.status).toBe(200);
      // KES 2,000 × 2 + 20 %
      expect(
        quote.body.lines.find((line: { ref: string }) => line.ref === 'act-rhino-boma').amount,
      ).toBe(4800);

      const pending = (await gate.kiosk.call('GET', '/status')).body.pending_operations;
      const down = await gate.kiosk.call('POST', '/walk-ins', {
        token: gate.clerk,
        body: walkInRequest({
          check_out: tomorrow,
          facilities: [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1 }],
        }),
      });
      expect(down).toMatchObject({
        status: 409,
        body: {
          code: 'CAPACITY_EXCEEDED',
          message: 'The Stables already selected and cannot go beyond the maximum quantity.',
        },
      });
      const closed = await gate.kiosk.call('POST', '/walk-ins', {
        token: gate.clerk,
        body: walkInRequest({
          inventory: [{ public_id: 'act-night-drive', date: today, adults: 1 }],
        }),
      });
      expect(closed).toMatchObject({
        status: 409,
        body: {
          code: 'CAPACITY_EXCEEDED',
          message: 'All slots are taken for that date. Choose a different date.',
        },
      });
      expect((await gate.kiosk.call('GET', '/status')).body.pending_operations).toBe(pending);
    });
  });

  it('prices a walk-in activity offline with the price list in force today', async () => {
    const citizens = (adult_price: string) => [
      { residency: 'citizen', currency_type: 'KES', adult_price, child_price: '0' },
    ];
    await gate.administer('/activities/act-lion/prices', {
      effective_from: today,
      price: citizens('5000'),
    });
    await gate.administer('/activities/act-chimp/prices', {
      effective_from: tomorrow,
      price: citizens('9000'),
    });

    await gate.whileOffline(async () => {
      const amountOf = async (activity: string) => {
        const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
          token: gate.clerk,
          body: activityToday(activity),
        });
        expect(quote.status).toBe(200);
        return quote.body.lines.find((line: { ref: string }) => line.ref === activity).amount;
      };
      // Lion Tracking 2 × KES 5,000 from today (4,000 before)
      expect(await amountOf('act-lion')).toBe(10000);
      // Chimpanzee Sanctuary 2 × KES 2,500: its new list starts tomorrow
      expect(await amountOf('act-chimp')).toBe(5000);
    });
  });
});
