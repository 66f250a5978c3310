/**
 * A facility's maintenance and an activity's closure and surge reach a kiosk on its next sync,
 * and its own pricing and capacity apply them offline: Stables units down for maintenance are
 * not sold at the gate, a closed activity is refused before any cash is taken, and a surged
 * activity is priced higher.
 * spec: membership-backoffice.md §3 (maintenance; activity schedules); api-contract.md
 * §Catalogue administration (every catalogue change reaches the kiosks' replicas on their
 * next sync).
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
    await administer('/facilities/fac-stables/maintenance', {
      start_date: today,
      end_date: today,
      units: 16,
      reason: 'Rewiring',
    });
    await administer('/activities/act-night-drive/unavailability', {
      start_date: today,
      end_date: today,
      reason: 'Vehicle in service',
    });
    await administer('/activities/act-rhino-boma/surge', {
      start_date: today,
      end_date: today,
      percentage: '20',
    });

    await kiosk.call('POST', '/sync', { token: clerk });
    await api.goOffline();
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      const quote = await kiosk.call('POST', '/walk-in/quotes', {
        token: clerk,
        body: activityToday('act-rhino-boma'),
      });
      expect(quote.status).toBe(200);
      // KES 2,000 × 2 + 20 %
      expect(
        quote.body.lines.find((line: { ref: string }) => line.ref === 'act-rhino-boma').amount,
      ).toBe(4800);

      const pending = (await kiosk.call('GET', '/status')).body.pending_operations;
      const down = await kiosk.call('POST', '/walk-ins', {
        token: clerk,
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
      const closed = await kiosk.call('POST', '/walk-ins', {
        token: clerk,
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
      expect((await kiosk.call('GET', '/status')).body.pending_operations).toBe(pending);
    } finally {
      await api.goOnline();
    }
  });
});
