/**
 * A walk-in uploaded by a kiosk is priced at the destination its gate admits to when the kiosk
 * sent none (a kiosk whose replica predates gate destinations), and records the gate as its
 * entry point; the change feed tells kiosks each gate's destination. spec: staff-booking.md
 * §2.1, §3.1 (destination, entry_point), §7 (scheduled pricing per destination);
 * membership-backoffice.md §3 (gates).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { useTestDatabase } from '../test/test-database';
import { dayVisitWalkIn, operation, pullAll, push, registerKiosk } from './test-kiosk';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let kiosk: { device_public_id: string; device_token: string };

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  const admin = await signInAs(app, 'Administrator');
  kiosk = await registerKiosk(app, admin, 'gate-river');
  // River Gate admits to the research centre, where a citizen adult pays 2,500 a day from
  // 22 November (the catalogue's 1,500 elsewhere).
  const moved = await app.request('/api/v1/gates/gate-river', {
    method: 'PATCH',
    headers: bearer(admin),
    body: JSON.stringify({ destination_public_id: 'dst-research' }),
  });
  expect(moved.status).toBe(200);
  const scheduled = await app.request(
    '/api/v1/fee-schedules',
    postJson(
      {
        fee_kind: 'conservation',
        fee_public_id: 'cf-cit-a',
        amount: '2500',
        destination_public_id: 'dst-research',
        effective_from: '2026-11-22',
        currency: 'KES',
      },
      admin,
    ),
  );
  expect(scheduled.status).toBe(201);
});

async function stored(bookingPublicId: string) {
  const [booking] = await database.sql`
    select destination_public_id, entry_point, amount_due from bookings
    where booking_public_id = ${bookingPublicId}`;
  return booking;
}

describe("a walk-in uploaded from a gate's kiosk", () => {
  it("without a destination is priced and recorded at the gate's, entered at the gate", async () => {
    const payload = dayVisitWalkIn('2026-11-22', { quoted_amount_due: 5500 });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-22T08:00:00+03:00'),
    ]);
    // Citizen Adult 2 × 2,500 at the research centre; Up to 6 seater 500.
    expect(result).toMatchObject({ status: 'applied', result: { amount_due: 5500 } });
    expect(await stored(payload.booking_public_id)).toEqual({
      destination_public_id: 'dst-research',
      entry_point: 'gate-river',
      amount_due: '5500.00',
    });
  });

  it('naming a destination is priced there, still entered at the gate', async () => {
    const payload = dayVisitWalkIn('2026-11-22', {
      destination: 'dst-main',
      quoted_amount_due: 3500,
    });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-22T08:10:00+03:00'),
    ]);
    expect(result).toMatchObject({ status: 'applied', result: { amount_due: 3500 } });
    expect(await stored(payload.booking_public_id)).toEqual({
      destination_public_id: 'dst-main',
      entry_point: 'gate-river',
      amount_due: '3500.00',
    });
  });

  it("sends kiosks each gate's destination in the replica's catalogue", async () => {
    const { pages } = await pullAll(app, kiosk.device_token);
    const catalogue = pages.find((page) => page.changes.catalogue)?.changes.catalogue;
    expect(
      catalogue?.gates.map((gate) => [gate.gate_public_id, gate.destination_public_id]),
    ).toEqual([
      ['gate-main', 'dst-main'],
      ['gate-river', 'dst-research'],
      ['gate-airstrip', 'dst-main'],
    ]);
  });
});
