/**
 * Members and promo codes at the gate's walk-in, against the real API: the kiosk keeps the
 * members it syncs, finds one by number or name and prices their walk-in with the membership's
 * discounts while offline; an expired membership is refused its discount with the spec's
 * reason; a promo code is checked by the API online and said to need the server offline; the
 * uploaded walk-in records its member at the server's figures; its receipt prints the
 * membership number and the member's discount, from the local walk-in and from the server's
 * copy alike.
 * spec: staff-booking.md §2.1, §9; membership-backoffice.md §3; pricing-rules.md §Discounts.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../../api/src/test/member-fixtures';
import { testNow } from '../../../api/src/test/test-clock';
import { registeredKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';
import { PROMO_NEEDS_SERVER } from './walk-in-promo';

let api: TestApi;
let kiosk: TestKiosk;
let clerk: string;
let current: string;
let expired: string;
const today = calendarDateAt(testNow);

/** Two citizen adults (KES 1,500 each) and a 6-seater (KES 500) for a day visit today. */
const citizenPair = walkInRequest({
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
});

beforeAll(async () => {
  api = await startTestApi();
  // Citizen Individual memberships: entry 100%, accommodation and activity 10%.
  current = await insertMember(api.database, 'GATE01', true, '2027-06-30');
  expired = await insertMember(api.database, 'GATE02', true, '2026-10-31');
  await insertMember(api.database, 'GATE03', false, null);
  await api.database.sql`update members set first_name = 'Achieng', sur_name = 'Otieno'
    where public_id = ${current}`;
  kiosk = await registeredKiosk(api, 'Main gate kiosk');
  clerk = await kiosk.signIn('Gate Clerk');
  await kiosk.call('POST', '/sync', { token: clerk });
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

describe('members at the walk-in', () => {
  it('are found in the replica by number or name, with their standing', async () => {
    const byNumber = await kiosk.call('GET', '/walk-in/members?search=gate0', { token: clerk });
    expect(byNumber.status).toBe(200);
    expect(
      byNumber.body.data.map((m: { member_reference_number: string; standing: string }) => [
        m.member_reference_number,
        m.standing,
      ]),
    ).toEqual([
      ['GATE01', 'Current'],
      ['GATE02', 'Expired'],
      ['GATE03', 'Unpaid'],
    ]);
    const byName = await kiosk.call('GET', '/walk-in/members?search=achieng', { token: clerk });
    expect(byName.body.data).toEqual([
      expect.objectContaining({
        member_public_id: current,
        first_name: 'Achieng',
        membership: 'Kijani Friend',
        entry_discount: '100',
      }),
    ]);
  });

  it("get the membership's entry discount offline, and the walk-in records the member", async () => {
    await api.goOffline();
    let bookingId: string;
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      const quote = await kiosk.call('POST', '/walk-in/quotes', {
        token: clerk,
        body: { ...citizenPair, member: current },
      });
      expect(quote.status).toBe(200);
      expect(quote.body.totals).toMatchObject({ conservation: 0, vehicles: 500, amount_due: 500 });
      expect(quote.body.member_discount).toEqual({
        member_public_id: current,
        entry: 3000,
        accommodation: 0,
        activities: 0,
      });
      const made = await kiosk.call('POST', '/walk-ins', {
        token: clerk,
        body: { ...citizenPair, member: current },
      });
      expect(made.status).toBe(201);
      expect(made.body.booking.amount_due).toBe(500);
      bookingId = made.body.booking.booking_public_id;
    } finally {
      await api.goOnline();
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await kiosk.call('POST', '/sync', { token: clerk });
    }
    const [stored] = await api.database.sql`select member_public_id, amount_due from bookings
      where booking_public_id = ${bookingId}`;
    expect(stored).toEqual({ member_public_id: current, amount_due: '500.00' });
    const [operation] = await api.database.sql`select status from sync_operations
      where kind = 'walk_in_booking' and payload->>'booking_public_id' = ${bookingId}`;
    expect(operation!.status).toBe('applied');
  });

  it("print the membership number and the member's discount on the receipt, offline and after sync", async () => {
    /** The receipt printed now: the member's lines, the fees before the discount, the total. */
    const expectMemberReceipt = async (bookingId: string) => {
      const printed = await kiosk.call('POST', `/bookings/${bookingId}/receipts`, { token: clerk });
      expect(printed.status).toBe(201);
      const lines = (printed.body.receipt.preview as string).split('\n').map((l) => l.trimEnd());
      const shown = [
        'Member no.                          GATE01',
        '  Citizen Adult x2               KES 3,000',
        'Member discount                - KES 3,000',
        'TOTAL                              KES 500',
      ];
      expect(lines.filter((line) => shown.includes(line))).toEqual(shown);
    };
    await api.goOffline();
    let bookingId: string;
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      const made = await kiosk.call('POST', '/walk-ins', {
        token: clerk,
        body: { ...citizenPair, member: current },
      });
      expect(made.status).toBe(201);
      bookingId = made.body.booking.booking_public_id;
      await expectMemberReceipt(bookingId);
    } finally {
      await api.goOnline();
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await kiosk.call('POST', '/sync', { token: clerk });
    }
    const synced = await kiosk.call('GET', `/bookings/${bookingId}`, { token: clerk });
    expect(synced.body.booking).toMatchObject({
      member_reference_number: 'GATE01',
      guests: [expect.objectContaining({ amount: 0, member_discount: 3000 })],
    });
    await expectMemberReceipt(bookingId);
  });

  it('refuse an expired or unpaid membership its discount, with the reason', async () => {
    const old = await kiosk.call('POST', '/walk-in/quotes', {
      token: clerk,
      body: { ...citizenPair, member: expired },
    });
    expect(old.status).toBe(400);
    expect(old.body.fields.member).toBe(
      'This membership expired on 2026-10-31, so it gives no discount',
    );
    const made = await kiosk.call('POST', '/walk-ins', {
      token: clerk,
      body: { ...citizenPair, member: expired },
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(
      'This membership expired on 2026-10-31, so it gives no discount',
    );
    const unknown = await kiosk.call('POST', '/walk-in/quotes', {
      token: clerk,
      body: { ...citizenPair, member: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body.fields.member).toBe('Member not found');
  });
});

describe('promo codes at the walk-in', () => {
  it('are checked with the API online', async () => {
    const quote = await kiosk.call('POST', '/walk-in/quotes', {
      token: clerk,
      body: { ...citizenPair, promo_code: 'karibu10' },
    });
    expect(quote.status).toBe(200);
    // 10% off 3,000 and 500.
    expect(quote.body.totals).toMatchObject({ conservation: 2700, vehicles: 450 });
    const used = await kiosk.call('POST', '/walk-in/quotes', {
      token: clerk,
      body: { ...citizenPair, promo_code: 'EXPIRED5' },
    });
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('This promo code is not valid');
  });

  it('need the server: offline the gate says so', async () => {
    await api.goOffline();
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      const quote = await kiosk.call('POST', '/walk-in/quotes', {
        token: clerk,
        body: { ...citizenPair, promo_code: 'KARIBU10', check_in: today },
      });
      expect(quote.status).toBe(400);
      expect(quote.body.fields.promo_code).toBe(PROMO_NEEDS_SERVER);
    } finally {
      await api.goOnline();
    }
  });
});
