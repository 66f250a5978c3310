/**
 * A facility's maintenance (units down) and an activity's closures and surges over HTTP: made
 * (201, once per Idempotency-Key), logged, listed on the item's page, removed (204) and restored, refused
 * without the feature (403), on bad input (400) and for an unknown item (404); and each reaches
 * the public availability, the public quote, booking creation and a kiosk's change feed.
 * spec: membership-backoffice.md §3, §7; api-contract.md §Catalogue administration.
 */
import { describe, expect, it } from 'vitest';
import { fromAddress, postJson } from '../auth/test-staff';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { app, tokens, call, publicQuote } = useAdminTestApp(database, '10.61.0');
let addresses = 0;

/** A public request from an address of its own (hold caps are per address). */
async function publicly(path: string, body?: unknown) {
  addresses += 1;
  const response = await app().request(
    `/api/v1${path}`,
    body === undefined ? {} : postJson(body),
    fromAddress(`10.62.0.${addresses}`),
  );
  return { status: response.status, body: await response.json() };
}

async function availableStables(checkIn: string, checkOut: string): Promise<number> {
  const { status, body } = await publicly(
    `/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  expect(status).toBe(200);
  return (body as { public_id: string; available_units: number }[]).find(
    (row) => row.public_id === 'fac-stables',
  )!.available_units;
}

async function lionSlots(date: string): Promise<number> {
  const { status, body } = await publicly(`/public/availability/activities/act-lion?date=${date}`);
  expect(status).toBe(200);
  return body.available_slots;
}

async function changesOf(entity: string) {
  return database.sql`
    select user_email, entity_id, before, after from staff_changes
    where entity = ${entity} order by id`;
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

describe('facility maintenance', () => {
  const twoDown = {
    start_date: '2027-02-01',
    end_date: '2027-02-05',
    units: 2,
    reason: 'Roof thatch',
  };

  it('takes 2 of 16 units off those nights for availability, lists and logs it', async () => {
    expect(await availableStables('2027-02-04', '2027-02-06')).toBe(16);
    const made = await call('POST', '/facilities/fac-stables/maintenance', twoDown);
    expect(made).toEqual({
      status: 201,
      body: {
        maintenance_public_id: expect.any(String),
        facility_public_id: 'fac-stables',
        ...twoDown,
        overlapping_bookings: 0,
      },
    });
    expect(await availableStables('2027-02-04', '2027-02-06')).toBe(14);
    expect(await availableStables('2027-02-06', '2027-02-07')).toBe(16);
    const page = await call('GET', '/facilities/fac-stables');
    expect(page.body.maintenance).toEqual([
      { maintenance_public_id: made.body.maintenance_public_id, ...twoDown },
    ]);
    expect((await changesOf('facility_maintenance')).at(-1)).toMatchObject({
      user_email: 'admin@kijani.example',
      entity_id: 'fac-stables',
      before: null,
      after: { units: 2, reason: 'Roof thatch' },
    });

    const removed = await call(
      'DELETE',
      `/facilities/fac-stables/maintenance/${made.body.maintenance_public_id}`,
    );
    expect(removed.status).toBe(204);
    expect(await availableStables('2027-02-04', '2027-02-06')).toBe(16);
    expect((await changesOf('facility_maintenance')).at(-1)).toMatchObject({
      after: { units: 2, removed: true },
    });
    const again = await call(
      'DELETE',
      `/facilities/fac-stables/maintenance/${made.body.maintenance_public_id}`,
    );
    expect(again.status).toBe(204);
    const restored = await call(
      'POST',
      `/facilities/fac-stables/maintenance/${made.body.maintenance_public_id}/restore`,
    );
    expect(restored).toEqual({ status: 200, body: made.body });
    expect(await availableStables('2027-02-04', '2027-02-06')).toBe(14);
  });

  it('answers a retry with the same Idempotency-Key with the same row, making no other', async () => {
    const body = { ...twoDown, start_date: '2027-02-20', end_date: '2027-02-20', reason: 'Paint' };
    const key = { 'Idempotency-Key': 'stables-paint' };
    const first = await call('POST', '/facilities/fac-stables/maintenance', body, undefined, key);
    const retry = await call('POST', '/facilities/fac-stables/maintenance', body, undefined, key);
    expect(retry).toEqual(first);
    const [row] = await database.sql`
      select count(*)::int as n from facility_maintenance where reason = 'Paint'`;
    expect(row?.n).toBe(1);
  });

  it('is refused without the feature, beyond the facility’s units, on bad input and for an unknown facility', async () => {
    const clerk = await call('POST', '/facilities/fac-stables/maintenance', twoDown, 'Gate Clerk');
    expect(clerk.status).toBe(403);
    const beyond = await call('POST', '/facilities/fac-stables/maintenance', {
      ...twoDown,
      units: 17,
    });
    expect(beyond).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Only 16 units exist: enter at most 16',
        fields: { units: 'Only 16 units exist: enter at most 16' },
      },
    });
    const none = await call('POST', '/facilities/fac-stables/maintenance', {
      ...twoDown,
      units: 0,
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ units: 'Enter a number of units from 1 to 10,000' });
    const backwards = await call('POST', '/facilities/fac-stables/maintenance', {
      ...twoDown,
      end_date: '2027-01-31',
    });
    expect(backwards.body.fields).toEqual({ end_date: 'End date cannot be before start date' });
    const unknown = await call('POST', '/facilities/fac-nowhere/maintenance', twoDown);
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown facility: fac-nowhere' },
    });
  });

  it('refuses a booking the units left do not take, counts the bookings it overlaps and reaches a kiosk', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const before = await pull(app(), kiosk.device_token, undefined, 500);
    const booked = await publicly(
      '/public/bookings',
      bookingRequest({ check_in: '2027-03-10', check_out: '2027-03-11', email: 'a@example.com' }),
    );
    expect(booked.status).toBe(201);
    const allDown = await call('POST', '/facilities/fac-stables/maintenance', {
      start_date: '2027-03-10',
      end_date: '2027-03-10',
      units: 16,
      reason: 'Rewiring',
    });
    expect(allDown.body.overlapping_bookings).toBe(1);
    expect(await availableStables('2027-03-10', '2027-03-11')).toBe(0);
    const refused = await publicly(
      '/public/bookings',
      bookingRequest({ check_in: '2027-03-10', check_out: '2027-03-11', email: 'b@example.com' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CAPACITY_EXCEEDED');

    const next = await pull(app(), kiosk.device_token, before.cursor, 500);
    const stables = next.changes.catalogue?.facilities.find((f) => f.public_id === 'fac-stables');
    expect(stables?.maintenance).toContainEqual({
      start_date: '2027-03-10',
      end_date: '2027-03-10',
      units: 16,
    });
  });
});

describe('activity closures', () => {
  const closure = { start_date: '2027-04-10', end_date: '2027-04-11', reason: 'Collars serviced' };

  it('leaves no slot on those dates, refuses a booking, reaches a kiosk, and is removed', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const before = await pull(app(), kiosk.device_token, undefined, 500);
    expect(await lionSlots('2027-04-10')).toBe(6);
    const made = await call('POST', '/activities/act-lion/unavailability', closure);
    expect(made).toEqual({
      status: 201,
      body: {
        unavailability_public_id: expect.any(String),
        activity_public_id: 'act-lion',
        ...closure,
        overlapping_bookings: 0,
      },
    });
    expect(await lionSlots('2027-04-10')).toBe(0);
    expect(await lionSlots('2027-04-11')).toBe(0);
    expect(await lionSlots('2027-04-12')).toBe(6);
    const refused = await publicly(
      '/public/bookings',
      bookingRequest({ ...lionCart('2027-04-10'), facilities: [], email: 'c@example.com' }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual({
      'inventory.0.date': 'All slots are taken for that date. Choose a different date.',
    });
    expect((await call('GET', '/activities/act-lion')).body.unavailability).toEqual([
      { unavailability_public_id: made.body.unavailability_public_id, ...closure },
    ]);
    const next = await pull(app(), kiosk.device_token, before.cursor, 500);
    const lion = next.changes.catalogue?.activities.find((a) => a.public_id === 'act-lion');
    expect(lion?.unavailability).toContainEqual({
      start_date: '2027-04-10',
      end_date: '2027-04-11',
    });

    const id = made.body.unavailability_public_id;
    expect((await call('DELETE', `/activities/act-lion/unavailability/${id}`)).status).toBe(204);
    expect(await lionSlots('2027-04-10')).toBe(6);
    expect((await changesOf('activity_unavailability')).map((row) => row.after)).toEqual([
      expect.objectContaining({ reason: 'Collars serviced' }),
      expect.objectContaining({ reason: 'Collars serviced', removed: true }),
    ]);
  });

  it('is refused without the feature, on bad input, for an unknown activity or schedule', async () => {
    expect(
      (await call('POST', '/activities/act-lion/unavailability', closure, 'Gate Clerk')).status,
    ).toBe(403);
    const noReason = await call('POST', '/activities/act-lion/unavailability', {
      ...closure,
      reason: '',
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fields)).toEqual(['reason']);
    expect(await call('POST', '/activities/act-nowhere/unavailability', closure)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown activity: act-nowhere' },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('DELETE', `/activities/act-lion/unavailability/${missing}`)).status).toBe(
      404,
    );
  });
});

describe('activity surges', () => {
  it('raises the quote on the dates it covers, once per Idempotency-Key, and is removed', async () => {
    // 4,000 × 2 citizen adults
    expect((await publicQuote(lionCart('2027-05-15'), 'act-lion')).amount).toBe(8000);
    const body = { start_date: '2027-05-15', end_date: '2027-05-16', percentage: '12.5' };
    const key = { 'Idempotency-Key': 'lion-may' };
    const made = await call('POST', '/activities/act-lion/surge', body, undefined, key);
    expect(made).toEqual({
      status: 201,
      body: { surge_public_id: expect.any(String), activity_public_id: 'act-lion', ...body },
    });
    expect(await call('POST', '/activities/act-lion/surge', body, undefined, key)).toEqual(made);
    // 8,000 × 1.125
    expect((await publicQuote(lionCart('2027-05-15'), 'act-lion')).amount).toBe(9000);
    expect((await publicQuote(lionCart('2027-05-17'), 'act-lion')).amount).toBe(8000);
    expect((await call('GET', '/activities/act-lion')).body.surges).toEqual([
      { surge_public_id: made.body.surge_public_id, ...body },
    ]);
    const removed = await call('DELETE', `/activities/act-lion/surge/${made.body.surge_public_id}`);
    expect(removed.status).toBe(204);
    expect((await publicQuote(lionCart('2027-05-15'), 'act-lion')).amount).toBe(8000);
  });

  it('is refused without the feature, for a percentage of 0 and for an unknown activity', async () => {
    const valid = { start_date: '2027-06-01', end_date: '2027-06-02', percentage: 10 };
    expect((await call('POST', '/activities/act-lion/surge', valid, 'Gate Clerk')).status).toBe(
      403,
    );
    const zero = await call('POST', '/activities/act-lion/surge', { ...valid, percentage: 0 });
    expect(zero.body.fields).toEqual({ percentage: 'Enter a percentage above 0 and at most 1000' });
    expect((await call('POST', '/activities/act-nowhere/surge', valid)).status).toBe(404);
  });
});
