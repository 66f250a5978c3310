/**
 * A kiosk at a gate that is deleted, and at a destination deleted after it: it stays
 * registered and syncs, its replica no longer offers the deleted destination (its own gate
 * stays, for its receipts), and a walk-in it took before the deletion still uploads and is
 * recorded at its gate and destination, never lost. The clock is the test clock (2026-11-21 in
 * Nairobi). spec: membership-backoffice.md §4 (soft delete and restore); staff-booking.md §2.1,
 * §3.1 (walk-ins at the gate's destination).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { dayVisitWalkIn, operation, pullAll, push, registerKiosk } from '../sync/test-kiosk';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let kiosk: { device_public_id: string; device_token: string };

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  const admin = await signInAs(app, 'Administrator');
  kiosk = await registerKiosk(app, admin, 'gate-river');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers: bearer(admin),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, `${method} ${path}`).toBe(200);
  };
  // River Gate admits to the research centre; then both are deleted, gate first.
  await call('PATCH', '/gates/gate-river', { destination_public_id: 'dst-research' });
  await call('DELETE', '/gates/gate-river');
  await call('DELETE', '/destinations/dst-research');
});

describe('a kiosk at a deleted gate', () => {
  it('still uploads a walk-in it took before, recorded at its gate and destination', async () => {
    const payload = dayVisitWalkIn('2026-11-21', { quoted_amount_due: 3500 });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T07:30:00+03:00'),
    ]);
    // Citizen Adult 2 × 1,500; Up to 6 seater 500.
    expect(result).toMatchObject({ status: 'applied', result: { amount_due: 3500 } });
    const [booking] = await database.sql`
      select destination_public_id, entry_point from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking).toEqual({ destination_public_id: 'dst-research', entry_point: 'gate-river' });
  });

  it('syncs a replica without the deleted destination, keeping its own gate', async () => {
    const { pages } = await pullAll(app, kiosk.device_token);
    const catalogue = pages.find((page) => page.changes.catalogue)?.changes.catalogue;
    expect(catalogue?.destinations.map((place) => place.destination_public_id)).toEqual([
      'dst-main',
    ]);
    expect(catalogue?.gates.map((gate) => gate.gate_public_id)).toContain('gate-river');
  });
});
