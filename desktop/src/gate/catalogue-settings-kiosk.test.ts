/**
 * Catalogue settings reach a kiosk on its next sync and its own pricing applies them offline: a
 * conservation fee schedule in force today and a new USD exchange rate, made through the API,
 * price the kiosk's walk-in quote with the API offline.
 * spec: api-contract.md §Catalogue administration (every catalogue change reaches the kiosks'
 * replicas on their next sync); pricing-rules.md §Money and rounding 3.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../api/src/auth/test-staff';
import { testNow } from '../../../api/src/test/test-clock';
import { registeredKiosk, type TestKiosk } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;
let clerk: string;
const today = calendarDateAt(testNow);

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

/** The kiosk's walk-in quote of two citizen adults today, in `currency`. */
async function citizenAdults(currency: 'KES' | 'USD'): Promise<number> {
  const quote = await kiosk.call('POST', '/walk-in/quotes', {
    token: clerk,
    body: {
      check_in: today,
      check_out: today,
      currency,
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    },
  });
  expect(quote.status).toBe(200);
  return quote.body.lines.find((line: { ref: string }) => line.ref === 'cf-cit-a').amount;
}

describe('catalogue settings at the gate', () => {
  it('prices walk-ins with today’s fee schedule and the new exchange rate, offline', async () => {
    await kiosk.call('POST', '/sync', { token: clerk });
    // KES 1,500 a citizen adult; KES 3,000 ÷ 128 = 23.44 → 24
    expect(await citizenAdults('KES')).toBe(3000);
    expect(await citizenAdults('USD')).toBe(24);

    await administer('/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      effective_from: today,
      amount: '1600',
      currency: 'KES',
    });
    await administer('/currencies/USD/rates', { buy_amount: '160', sell_amount: '165' });

    await kiosk.call('POST', '/sync', { token: clerk });
    await api.goOffline();
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      expect(await citizenAdults('KES')).toBe(3200);
      // KES 3,200 ÷ 160 = 20
      expect(await citizenAdults('USD')).toBe(20);
    } finally {
      await api.goOnline();
    }
  });
});
