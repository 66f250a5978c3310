/**
 * Initial and incremental sync against the real API: a full download brings every booking of
 * the window once (one of them paid already, so the ticket key exists); after another gate's
 * kiosk takes cash for three more, the next sync brings those three (paid now) and nothing
 * else; a sync with nothing changed brings nothing.
 */
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Booked,
  type CashKiosk,
  feedPages,
  fetchedBookingIds,
  replicaBookingIds,
  startTestApi,
  type TestApi,
  tracingFetch,
} from './test/test-api';

let api: TestApi;
let otherKiosk: CashKiosk;
let booked: Booked[];

/** The other gate's kiosk takes the whole amount due (KES 3,500) in cash for `bookings`. */
function cashTakenElsewhere(bookings: readonly Booked[]): Promise<string[]> {
  return otherKiosk.takeCash(bookings, '2026-11-21T09:30:00+03:00');
}

beforeAll(async () => {
  api = await startTestApi();
  otherKiosk = await api.cashKiosk('gate-river');
  booked = await api.bookDayVisits(8);
  await cashTakenElsewhere([booked[0]!]);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('initial and incremental sync', () => {
  it('downloads the window once, then only the three bookings changed since', async () => {
    const trace = tracingFetch();
    const { replica, client } = await api.registeredClient('Main gate kiosk', {
      fetch: trace.fetch,
      pageLimit: 2,
    });

    const initial = await client.syncNow();
    expect(initial).toMatchObject({ uploaded: 0, refused: 0, pages: 4 });
    const firstIds = fetchedBookingIds(trace.calls);
    expect(firstIds).toHaveLength(8);
    expect(new Set(firstIds).size).toBe(8);
    expect(replicaBookingIds(replica)).toEqual(booked.map((b) => b.booking_public_id).sort());
    expect(feedPages(trace.calls)[0]!.changes).toMatchObject({
      staff: expect.arrayContaining([expect.objectContaining({ user_type: 'Gate Clerk' })]),
      ticket_keys: [{ revoked: false }],
    });

    const changed = [booked[1]!, booked[4]!, booked[6]!];
    expect(await cashTakenElsewhere(changed)).toEqual(['applied', 'applied', 'applied']);

    trace.calls.length = 0;
    const incremental = await client.syncNow();
    expect(incremental.pages).toBe(2);
    expect(fetchedBookingIds(trace.calls).sort()).toEqual(
      changed.map((b) => b.booking_public_id).sort(),
    );
    const sections = feedPages(trace.calls).map(({ changes }) => [
      changes.catalogue,
      changes.staff,
      changes.ticket_keys,
      changes.revocations,
    ]);
    expect(sections).toHaveLength(2);
    expect(sections.flat().every((section) => section === null)).toBe(true);
    for (const { booking_ref_code } of changed) {
      const body = replica
        .prepare('select body from bookings where booking_ref_code = ?')
        .pluck()
        .get(booking_ref_code) as string;
      expect(JSON.parse(body) as ReplicaBooking).toMatchObject({
        booking_payment_status: 'Paid',
        booking_payment_balance: 0,
        payments: [{ method: 'cash', status: 'paid', amount: 3500 }],
      });
    }
    expect(replicaBookingIds(replica)).toHaveLength(8);

    trace.calls.length = 0;
    const unchanged = await client.syncNow();
    expect(unchanged.pages).toBe(1);
    expect(fetchedBookingIds(trace.calls)).toEqual([]);
  });
});
