/**
 * An activity's price list from a date reaches a kiosk on its next sync, and the kiosk prices a
 * walk-in activity offline with the list in force on its date: a list from today is used, one
 * from tomorrow is not yet.
 * spec: api-contract.md §Catalogue administration (every catalogue change reaches the kiosks'
 * replicas on their next sync); pricing-rules.md §Lines (Activity).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);

/** A day visit today for two citizen adults on `activity`. */
function visitToday(activity: string) {
  return {
    check_in: today,
    check_out: today,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    inventory: [{ public_id: activity, date: today, adults: 2, residency_adults: 'citizen' }],
  };
}

const citizens = (adult_price: string) => [
  { residency: 'citizen', currency_type: 'KES', adult_price, child_price: '0' },
];

describe('activity price changes at the gate', () => {
  it('prices a walk-in activity offline with the list in force today', async () => {
    await gate.administer('/activities/act-lion/prices', {
      effective_from: today,
      price: citizens('5000'),
    });
    await gate.administer('/activities/act-chimp/prices', {
      effective_from: addDays(today, 1),
      price: citizens('9000'),
    });

    await gate.whileOffline(async () => {
      const amountOf = async (activity: string) => {
        const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
          token: gate.clerk,
          body: visitToday(activity),
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
