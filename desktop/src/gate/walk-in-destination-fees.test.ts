/**
 * The kiosk's replica carries every destination's fee schedules, so a walk-in is priced offline
 * at its destination day by day, and the server prices it to the same figure after sync.
 * spec: staff-booking.md §2.1 (the walk-in's destination), §7 (get_newly_scheduled_pricing per
 * destination); pricing-rules.md §Lines, §Days; api-contract.md §Catalogue administration (every
 * catalogue change reaches the kiosks' replicas on their next sync).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';
import { walkInRequest } from './test/gate-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  // From tomorrow a citizen adult pays 2,500 and a 6-seater 700 a day at the research centre;
  // elsewhere the catalogue's 1,500 and 500 stay.
  for (const fee of [
    { fee_kind: 'conservation', fee_public_id: 'cf-cit-a', amount: '2500' },
    { fee_kind: 'vehicle', fee_public_id: 'vf-6', amount: '700' },
  ]) {
    await gate.administer('/fee-schedules', {
      ...fee,
      destination_public_id: 'dst-research',
      effective_from: tomorrow,
      currency: 'KES',
    });
  }
});

const stay = (check_in: string, check_out: string, destination: string) =>
  walkInRequest({
    destination,
    check_in,
    check_out,
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
  });

/** The kiosk's walk-in quote of `request`: conservation and vehicle totals. */
async function quoted(request: Record<string, unknown>) {
  const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
    token: gate.clerk,
    body: request,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  return { conservation: quote.body.totals.conservation, vehicles: quote.body.totals.vehicles };
}

describe("walk-ins at the gate's destination", () => {
  it("prices offline with the destination's schedule from its day, and the server agrees", async () => {
    const made = await gate.whileOffline(async () => {
      expect(await quoted(stay(today, today, 'dst-research'))).toEqual({
        conservation: 1500,
        vehicles: 500,
      });
      expect(await quoted(stay(tomorrow, tomorrow, 'dst-research'))).toEqual({
        conservation: 2500,
        vehicles: 700,
      });
      expect(await quoted(stay(tomorrow, tomorrow, 'dst-main'))).toEqual({
        conservation: 1500,
        vehicles: 500,
      });
      // Today to today + 3: conservation days today (1,500) and tomorrow (2,500); vehicle days
      // today (500), tomorrow and the day after (700 each).
      const threeNights = stay(today, addDays(today, 3), 'dst-research');
      expect(await quoted(threeNights)).toEqual({ conservation: 4000, vehicles: 1900 });
      const walkIn = await gate.kiosk.call('POST', '/walk-ins', {
        token: gate.clerk,
        body: threeNights,
      });
      expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
      expect(walkIn.body.quote.totals.amount_due).toBe(5900);
      return walkIn.body.booking.booking_ref_code as string;
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await gate.kiosk.call('POST', '/sync', { token: gate.clerk });
    }
    expect((await gate.kiosk.call('GET', '/status')).body.pending_operations).toBe(0);
    const [stored] = await gate.api.database.sql`
      select destination_public_id, amount_due from bookings
      where booking_ref_code = ${made}`;
    expect(stored?.destination_public_id).toBe('dst-research');
    expect(Number(stored?.amount_due)).toBe(5900);
  });
});
