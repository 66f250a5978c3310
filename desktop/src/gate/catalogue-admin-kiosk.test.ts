/**
 * Catalogue changes reach a kiosk on its next sync and its own pricing and capacity apply them
 * offline: a surge and a price change made through the API price the kiosk's walk-in quote
 * with the API offline, and a closed facility is refused before any cash is taken.
 * spec: api-contract.md §Catalogue administration (every catalogue change reaches the kiosks'
 * replicas on their next sync).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../api/src/auth/test-staff';
import { testNow } from '../../../api/src/test/test-clock';
import { registeredKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;
let clerk: string;
const today = calendarDateAt(testNow);
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  api = await startTestApi();
  kiosk = await registeredKiosk(api, 'Main gate kiosk');
  clerk = await kiosk.signIn('Gate Clerk');
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

async function administer(path: string, body: unknown): Promise<void> {
  const response = await api.app.request(`/api/v1${path}`, postJson(body, api.adminToken));
  expect(response.status).toBe(201);
}

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
    const roomPrices = await api.database.sql`
      select residency, currency_type, mandatory_price, adult_price, child_price
      from facility_prices where facility_public_id = 'fac-rc-double' order by sort_order`;
    await administer('/facilities/fac-stables/surge', {
      start_date: today,
      end_date: today,
      percentage: '25',
    });
    await administer('/facilities/fac-rc-double/prices', {
      effective_from: today,
      price: roomPrices.map((entry) => ({
        ...entry,
        ...(entry.residency === 'citizen' ? { mandatory_price: '6500' } : {}),
      })),
    });
    await administer('/facilities/fac-rc-single/unavailability', {
      start_date: today,
      end_date: today,
      reason: 'Plumbing',
    });

    await kiosk.call('POST', '/sync', { token: clerk });
    await api.goOffline();
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      const amountOf = async (facility: string) => {
        const quote = await kiosk.call('POST', '/walk-in/quotes', {
          token: clerk,
          body: tonightIn(facility),
        });
        expect(quote.status).toBe(200);
        return quote.body.lines.find((line: { ref: string }) => line.ref === facility).amount;
      };
      // The Stables citizen room KES 6,000 + 25 %; the double room's new KES 6,500
      expect(await amountOf('fac-stables')).toBe(7500);
      expect(await amountOf('fac-rc-double')).toBe(6500);

      const pending = (await kiosk.call('GET', '/status')).body.pending_operations;
      const closed = await kiosk.call('POST', '/walk-ins', {
        token: clerk,
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
      expect((await kiosk.call('GET', '/status')).body.pending_operations).toBe(pending);
    } finally {
      await api.goOnline();
    }
  });
});
