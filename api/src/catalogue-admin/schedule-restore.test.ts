/**
 * A removed schedule can be restored (`POST …/{kind}/{schedule_public_id}/restore`, 200 the
 * row): a removed closure closes nothing (availability, kiosk replica) until restored, a removed
 * surge raises no quote until restored, an allocation whose restore would set aside more units
 * than the facility has is refused with the add's message; a repeated remove or restore answers
 * as if done and logs nothing more; refused without the feature (403).
 * spec: membership-backoffice.md §4 (deleting or restoring a schedule); api-contract.md
 * §Catalogue administration.
 */
import { describe, expect, it } from 'vitest';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { app, tokens, call, publicQuote } = useAdminTestApp(database, '10.63.0');

async function lionSlots(date: string): Promise<number> {
  const response = await app().request(
    `/api/v1/public/availability/activities/act-lion?date=${date}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { available_slots: number }).available_slots;
}

async function changesOf(entity: string) {
  return database.sql`select before, after from staff_changes where entity = ${entity} order by id`;
}

/** A day visit with Lion Tracking for 2 citizen adults on `date`. */
const lionCart = (date: string) => ({
  check_in: date,
  check_out: date,
  currency: 'KES' as const,
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  inventory: [{ public_id: 'act-lion', date, adults: 2, residency_adults: 'citizen' as const }],
});

describe('restoring a closure', () => {
  const closure = { start_date: '2027-08-10', end_date: '2027-08-11', reason: 'Collars serviced' };

  it('closes the dates again for availability and the kiosk replica, logged once', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const made = await call('POST', '/activities/act-lion/unavailability', closure);
    const path = `/activities/act-lion/unavailability/${made.body.unavailability_public_id}`;
    const closed = await pull(app(), kiosk.device_token, undefined, 500);

    expect((await call('DELETE', path)).status).toBe(204);
    expect(await lionSlots('2027-08-10')).toBe(6);
    expect((await call('GET', '/activities/act-lion')).body.unavailability).toEqual([]);
    const removed = await pull(app(), kiosk.device_token, closed.cursor, 500);
    const lionRemoved = removed.changes.catalogue?.activities.find(
      (a) => a.public_id === 'act-lion',
    );
    expect(lionRemoved).toBeDefined();
    expect(lionRemoved?.unavailability ?? []).toEqual([]);

    const restored = await call('POST', `${path}/restore`);
    expect(restored).toEqual({ status: 200, body: made.body });
    expect(await lionSlots('2027-08-10')).toBe(0);
    expect(await lionSlots('2027-08-12')).toBe(6);
    expect((await call('GET', '/activities/act-lion')).body.unavailability).toEqual([
      { unavailability_public_id: made.body.unavailability_public_id, ...closure },
    ]);
    const back = await pull(app(), kiosk.device_token, removed.cursor, 500);
    const lionBack = back.changes.catalogue?.activities.find((a) => a.public_id === 'act-lion');
    expect(lionBack?.unavailability).toEqual([
      { start_date: '2027-08-10', end_date: '2027-08-11' },
    ]);

    // A repeated restore answers the row and logs nothing more; so does a repeated remove.
    expect(await call('POST', `${path}/restore`)).toEqual(restored);
    expect((await call('DELETE', path)).status).toBe(204);
    expect((await call('DELETE', path)).status).toBe(204);
    const logged = await changesOf('activity_unavailability');
    expect(logged.map((row) => [row.before?.removed ?? null, row.after.removed ?? null])).toEqual([
      [null, null], // added
      [null, true], // removed
      [true, null], // restored
      [null, true], // removed again
    ]);
    expect(logged[2]?.after).toMatchObject({
      reason: 'Collars serviced',
      activity_public_id: 'act-lion',
    });
  });

  it('is refused without the feature and for an unknown schedule', async () => {
    const made = await call('POST', '/activities/act-lion/unavailability', {
      ...closure,
      start_date: '2027-09-01',
      end_date: '2027-09-01',
    });
    const path = `/activities/act-lion/unavailability/${made.body.unavailability_public_id}`;
    expect((await call('DELETE', path)).status).toBe(204);
    expect((await call('POST', `${path}/restore`, undefined, 'Gate Clerk')).status).toBe(403);
    expect(await lionSlots('2027-09-01')).toBe(6);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await call('POST', `/activities/act-lion/unavailability/${missing}/restore`)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: `Unknown schedule: ${missing}` },
    });
  });
});

describe('restoring a surge', () => {
  it('raises the quote again', async () => {
    const body = { start_date: '2027-10-15', end_date: '2027-10-16', percentage: '12.5' };
    const made = await call('POST', '/activities/act-lion/surge', body);
    const path = `/activities/act-lion/surge/${made.body.surge_public_id}`;
    expect((await call('DELETE', path)).status).toBe(204);
    // 4,000 × 2 citizen adults
    expect((await publicQuote(lionCart('2027-10-15'), 'act-lion')).amount).toBe(8000);
    expect(await call('POST', `${path}/restore`)).toEqual({ status: 200, body: made.body });
    // 8,000 × 1.125
    expect((await publicQuote(lionCart('2027-10-15'), 'act-lion')).amount).toBe(9000);
  });
});

describe('restoring an allocation', () => {
  const bandas = '/facilities/fac-sweetwaters/allocation';
  const block = {
    partner_public_id: 'ptn-savanna',
    start_date: '2027-11-01',
    end_date: '2027-11-05',
    units: 4,
    note: 'November block',
  };

  it('is refused with the add’s message when the units are set aside by now', async () => {
    const made = await call('POST', bandas, block);
    const path = `${bandas}/${made.body.schedule_public_id}`;
    expect((await call('DELETE', path)).status).toBe(204);
    const other = { ...block, start_date: '2027-11-03', units: 3, note: 'Second block' };
    expect((await call('POST', bandas, other)).status).toBe(201);

    const message =
      "The allocations would set aside 7 of Sweetwaters Bandas' 6 units on 2027-11-03";
    expect(await call('POST', `${path}/restore`)).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message, fields: { units: message } },
    });
    const listed = (await call('GET', '/facilities/fac-sweetwaters')).body.allocations;
    expect(listed.map((row: { units: number }) => row.units)).toEqual([3]);
    expect(
      (await changesOf('facility_allocation')).map((row) => row.after.removed ?? null),
    ).toEqual([null, true, null]);
  });
});
