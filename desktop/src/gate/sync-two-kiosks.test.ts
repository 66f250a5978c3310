/**
 * Two kiosks at the main gate, each a gate service with its own replica, against the real API:
 * both lose the network, and the same ticket is checked in at each (each kiosk alone says it is
 * valid). Back online, both sync: the server keeps both check-ins, the second flagged forced for
 * review, and each kiosk then shows the booking with both check-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../api/src/auth/test-staff';
import { registeredKiosk, type TestKiosk } from './test/gate-kiosk';
import { type Booked, startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let first: TestKiosk;
let second: TestKiosk;
let booked: Booked;

beforeAll(async () => {
  api = await startTestApi();
  booked = await api.bookDayVisit('2026-11-21', { first_name: 'Njeri', last_name: 'Mwangi' });
  // The guests paid before coming (through the river gate's kiosk): their ticket is issued.
  const river = await api.cashKiosk('gate-river');
  expect(await river.takeCash([booked], '2026-11-21T08:00:00+03:00')).toEqual(['applied']);
  first = await registeredKiosk(api, 'Main gate kiosk 1');
  second = await registeredKiosk(api, 'Main gate kiosk 2');
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await api?.close();
});

describe('the same ticket at two offline kiosks', () => {
  it('is admitted at both, and the server keeps both check-ins, one flagged forced', async () => {
    const clerks = [await first.signIn('Gate Clerk'), await second.signIn('Gate Clerk')];
    const kiosks = [first, second];
    const ticket = await first.call('GET', `/bookings/${booked.booking_public_id}`, {
      token: clerks[0],
    });
    const ticketCode = ticket.body.booking.ticket_code as string;
    expect(ticketCode).toEqual(expect.any(String));

    await api.goOffline();
    for (const [n, kiosk] of kiosks.entries()) {
      const checkedIn = await kiosk.call('POST', '/check-ins', {
        token: clerks[n],
        body: { code: ticketCode, direction: 'check_in' },
      });
      expect(checkedIn.status).toBe(200);
      expect(checkedIn.body).toMatchObject({
        decision: { status: 'valid' },
        recorded: true,
        booking: { booking_ref_code: booked.booking_ref_code, inside: true },
      });
      for (let attempt = 0; attempt < 2; attempt++) {
        const failed = await kiosk.call('POST', '/sync', { token: clerks[n] });
        expect(failed.body.error).toMatch(/^No answer from the server/);
      }
      expect((await kiosk.call('GET', '/status')).body).toMatchObject({
        mode: 'offline',
        pending_operations: 1,
      });
    }
    const [checkIns] = await api.database.sql`select count(*)::int as count from check_ins`;
    expect(checkIns!.count).toBe(0);

    await api.goOnline();
    for (const [n, kiosk] of kiosks.entries()) {
      const synced = await kiosk.call('POST', '/sync', { token: clerks[n] });
      expect(synced.body).toMatchObject({
        error: null,
        report: { uploaded: 1 },
        status: { pending_operations: 0 },
      });
    }

    const kept = await api.database.sql`select c.forced, d.name as device_name
      from check_ins c
      join bookings b on b.id = c.booking_id
      left join devices d on d.id = c.device_id
      where b.booking_public_id = ${booked.booking_public_id}
      order by c.id`;
    expect(kept.map((row) => ({ ...row }))).toEqual([
      { forced: false, device_name: 'Main gate kiosk 1' },
      { forced: true, device_name: 'Main gate kiosk 2' },
    ]);

    const review = await api.app.request('/api/v1/sync/forced', {
      headers: bearer(api.adminToken),
    });
    expect(review.status).toBe(200);
    const { operations } = (await review.json()) as {
      operations: Array<{ kind: string; status: string; device_name: string }>;
    };
    expect(operations).toMatchObject([
      { kind: 'check_in', status: 'forced', device_name: 'Main gate kiosk 2' },
    ]);
    expect((await second.call('GET', '/status')).body.flagged_operations).toBe(1);
    expect((await first.call('GET', '/status')).body.flagged_operations).toBe(0);

    // The first kiosk learns of the second check-in on its next sync.
    await first.call('POST', '/sync', { token: clerks[0] });
    for (const [n, kiosk] of kiosks.entries()) {
      const seen = await kiosk.call('GET', `/bookings/${booked.booking_public_id}`, {
        token: clerks[n],
      });
      expect(seen.body.booking.check_ins).toMatchObject([
        { direction: 'check_in', gate_public_id: 'gate-main', forced: false },
        { direction: 'check_in', gate_public_id: 'gate-main', forced: true },
      ]);
    }
  });
});
