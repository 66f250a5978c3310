/**
 * Catalogue settings reach a kiosk on its next sync and its own pricing applies them offline: a
 * conservation fee schedule in force today and a new USD exchange rate, made through the API,
 * price the kiosk's walk-in quote with the API offline.
 * spec: api-contract.md §Catalogue administration (every catalogue change reaches the kiosks'
 * replicas on their next sync); pricing-rules.md §Money and rounding 3.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);

/** The kiosk's walk-in quote of two citizen adults today, in `currency`. */
async function citizenAdults(currency: 'KES' | 'USD'): Promise<number> {
  const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
    token: gate.clerk,
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
    await gate.kiosk.call('POST', '/sync', { token: gate.clerk });
    // KES 1,500 a citizen adult; KES 3,000 ÷ 128 = 23.44 → 24
    expect(await citizenAdults('KES')).toBe(3000);
    expect(await citizenAdults('USD')).toBe(24);

    await gate.administer('/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      effective_from: today,
      amount: '1600',
      currency: 'KES',
    });
    await gate.administer('/currencies/USD/rates', { buy_amount: '160', sell_amount: '165' });

    await gate.whileOffline(async () => {
      expect(await citizenAdults('KES')).toBe(3200);
      // KES 3,200 ÷ 160 = 20
      expect(await citizenAdults('USD')).toBe(20);
    });
  });
});
