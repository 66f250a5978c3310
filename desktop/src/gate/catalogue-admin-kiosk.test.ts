/**
 * Catalogue changes reach a kiosk on its next sync and its own pricing and capacity apply them
 * offline: a surge and a price change made through the API price the kiosk's walk-in quote
 * with the API offline, and a closed facility is refused before any cash is taken.
 * spec: api-contract.md §Catalogue administration (every catalogue change reaches the kiosks'
 * replicas on their next sync).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';
import { walkInRequest } from './test/gate-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);
const tomorrow = addDays(today, 1);

/** A stay tonight for two citizen adults in one room of `facility`. */
function tonightIn(facility: string) {
  return {
    check_in: today,
    check_out: tomorrow,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [{ public_id: facility, adults: 2, number_of_rooms: 1, residency: 'citizen' }],
  };
}

describe('catalogue changes at the gate', () => {
  it('prices walk-ins with the surge and the new price, and refuses a closed facility, offline', async () => {
    const roomPrices = await gate.api.database.sql`
      select residency, currency_type, mandatory_price, adult_price, child_price
      from facility_prices where facility_public_id = 'fac-rc-double' order by sort_order`;
    await gate.administer('/facilities/fac-stables/surge', {
      start_date: today,
      end_date: today,
      percentage: '25',
    });
    await gate.administer('/facilities/fac-rc-double/prices', {
      effective_from: today,
      price: roomPrices.map((entry) => ({
        ...entry,
        ...(entry.residency === 'citizen' ? { mandatory_price: '6500' } : {}),
      })),
    });
    await gate.administer('/facilities/fac-rc-single/unavailability', {
      start_date: today,
      end_date: today,
      reason: 'Plumbing',
    });

    await gate.whileOffline(async () => {
      const amountOf = async (facility: string) => {
        const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
          token: gate.clerk,
          body: tonightIn(facility),
        });
        expect(quote.status).toBe(200);
        return quote.body.lines.find((line: { ref: string }) => line.ref === facility).amount;
      };
      // The Stables citizen room KES 6,000 + 25 %; the double room's new KES 6,500
      expect(await amountOf('fac-stables')).toBe(7500);
      expect(await amountOf('fac-rc-double')).toBe(6500);

      const pending = (await gate.kiosk.call('GET', '/status')).body.pending_operations;
      const closed = await gate.kiosk.call('POST', '/walk-ins', {
        token: gate.clerk,
        body: walkInRequest({
          check_out: tomorrow,
          facilities: [{ public_id: 'fac-rc-single', adults: 1, number_of_rooms: 1 }],
        }),
      });
      expect(closed).toMatchObject({
        status: 409,
        body: {
          code: 'CAPACITY_EXCEEDED',
          message:
            'Research Centre Single Room already selected and cannot go beyond the maximum quantity.',
        },
      });
      expect((await gate.kiosk.call('GET', '/status')).body.pending_operations).toBe(pending);
    });
  });
});
