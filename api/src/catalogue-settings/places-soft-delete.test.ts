/**
 * Destinations and gates are soft deleted and restored by staff, audited: a deleted one is
 * offered nowhere (public lookups) and a new quote or booking naming it is refused with 400,
 * while bookings made before keep it and its fee schedules stay for its restore; a destination
 * with live gates is refused 409 naming them. Entry modes and pick-up locations: a new booking
 * naming a deleted one is refused, accepted again after restore. The clock is the test clock
 * (2026-11-21 in Nairobi).
 * spec: membership-backoffice.md §2.5, §2.6, §4 (soft delete and restore), §7 (change logs);
 * api-contract.md §Catalogue administration.
 */
import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.57.0');
const { database, call, publicly, request } = settings;

const day = { check_in: '2027-03-05', check_out: '2027-03-05' };

/** A public quote of one citizen adult at `destination`: its status and answer. */
async function publicQuote(destination: string) {
  const response = await publicly('/public/quotes', {
    ...day,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
    destination,
  });
  return { status: response.status, body: await response.json() };
}

/** A public day visit of one citizen adult and a 6-seater with `overrides`: its status and
 * answer. */
async function publicBooking(email: string, overrides: Record<string, unknown>) {
  const response = await publicly(
    '/public/bookings',
    bookingRequest({
      ...day,
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
      facilities: [],
      email,
      ...overrides,
    }),
  );
  return { status: response.status, body: await response.json() };
}

async function lookups() {
  const response = await request('/public/lookups');
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    destinations: { destination_public_id: string }[];
    gates: { gate_public_id: string }[];
  }>;
}

async function changesOf(entity: string, id: string) {
  return database.sql`
    select user_email, before, after from staff_changes
    where entity = ${entity} and entity_id = ${id} order by id`;
}

const catalogueVersion = async () =>
  Number((await database.sql`select version from catalogue_version`)[0]?.version);

describe('destinations', () => {
  it('with live gates are refused 409 naming them, nothing changed', async () => {
    const refused = await call('DELETE', '/destinations/dst-main');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'Delete or move its gates first: Main Gate, River Gate, Airstrip',
    });
    const listed = await call('GET', '/destinations');
    expect(listed.body[0]).toEqual({
      destination_public_id: 'dst-main',
      destination_name: 'Kijani Conservancy (day visit and lodges)',
      deleted: false,
    });
    expect(await changesOf('destination', 'dst-main')).toHaveLength(0);
  });

  it('are refused to staff without the feature', async () => {
    expect(
      (await call('DELETE', '/destinations/dst-research', undefined, 'Gate Clerk')).status,
    ).toBe(403);
    expect(
      (await call('POST', '/destinations/dst-research/restore', undefined, 'Gate Clerk')).status,
    ).toBe(403);
    expect((await call('DELETE', '/gates/gate-airstrip', undefined, 'Gate Clerk')).status).toBe(
      403,
    );
  });

  it('once deleted are offered nowhere and refused in new quotes and bookings; old bookings keep them; restore brings them back as they were', async () => {
    const schedule = await call('POST', '/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      destination_public_id: 'dst-research',
      effective_from: '2027-03-01',
      amount: '2500',
      currency: 'KES',
    });
    expect(schedule.status).toBe(201);
    const before = await publicBooking('before@example.com', { destination: 'dst-research' });
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    const version = await catalogueVersion();

    const deleted = await call('DELETE', '/destinations/dst-research');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      destination_public_id: 'dst-research',
      destination_name: 'Research Centre',
      deleted: true,
    });
    expect(await catalogueVersion()).toBeGreaterThan(version);
    expect((await call('DELETE', '/destinations/dst-research')).status).toBe(409);

    const offered = await lookups();
    expect(offered.destinations.map((row) => row.destination_public_id)).toEqual(['dst-main']);

    const message = 'Research Centre is no longer open for bookings';
    const quote = await publicQuote('dst-research');
    expect(quote.status).toBe(400);
    expect(quote.body).toMatchObject({ message, fields: { destination: message } });
    const staffQuote = await call('POST', '/quotes', {
      ...day,
      currency: 'KES',
      destination: 'dst-research',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
    });
    expect(staffQuote.status).toBe(400);
    expect(staffQuote.body.fields).toEqual({ destination: message });
    const refusedBooking = await publicBooking('after@example.com', {
      destination: 'dst-research',
    });
    expect(refusedBooking.status).toBe(400);
    expect(refusedBooking.body.fields).toEqual({ destination: message });
    const [{ count }] = (await database.sql`
      select count(*)::int as count from bookings where email = 'after@example.com'`) as [
      { count: number },
    ];
    expect(count).toBe(0);

    // The booking made before keeps its destination and its price; the staff list names it.
    const [kept] = await database.sql`
      select b.destination_public_id, b.total_cost, d.destination_name from bookings b
      join destinations d using (destination_public_id)
      where b.booking_ref_code = ${before.body.booking_ref_code}`;
    expect(kept).toMatchObject({
      destination_public_id: 'dst-research',
      destination_name: 'Research Centre',
    });
    // 2,500 for the adult at the research centre's schedule + 500 for the 6-seater
    expect(Number(kept?.total_cost)).toBe(3000);

    const restored = await call('POST', '/destinations/dst-research/restore');
    expect(restored.status).toBe(200);
    expect(restored.body.deleted).toBe(false);
    expect((await call('POST', '/destinations/dst-research/restore')).status).toBe(409);
    // Its schedule stayed: the research centre's adult pays 2,500 again.
    const again = await publicQuote('dst-research');
    expect(again.status).toBe(200);
    expect(again.body.lines.find((line: { ref: string }) => line.ref === 'cf-cit-a')?.amount).toBe(
      2500,
    );
    expect((await lookups()).destinations).toHaveLength(2);

    const changes = await changesOf('destination', 'dst-research');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      user_email: 'admin@kijani.example',
      before: { deleted: false },
      after: { deleted: true },
    });
    expect(changes[1]).toMatchObject({ before: { deleted: true }, after: { deleted: false } });
  });

  it('an unknown one is 404', async () => {
    expect((await call('DELETE', '/destinations/dst-moon')).status).toBe(404);
  });
});

describe('gates', () => {
  it('once deleted are offered as no entry point and refused in new bookings until restored', async () => {
    const made = await publicBooking('airstrip-before@example.com', {
      destination: 'dst-main',
      entry_point: 'gate-airstrip',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const deleted = await call('DELETE', '/gates/gate-airstrip');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ gate_name: 'Airstrip', deleted: true });
    expect((await lookups()).gates.map((gate) => gate.gate_public_id)).toEqual([
      'gate-main',
      'gate-river',
    ]);
    const refused = await publicBooking('airstrip-after@example.com', {
      destination: 'dst-main',
      entry_point: 'gate-airstrip',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ entry_point: 'Airstrip is no longer an entry point' });
    // The booking through it keeps it.
    const [kept] = await database.sql`
      select entry_point from bookings where booking_ref_code = ${made.body.booking_ref_code}`;
    expect(kept?.entry_point).toBe('gate-airstrip');

    const restored = await call('POST', '/gates/gate-airstrip/restore');
    expect(restored.status).toBe(200);
    expect(restored.body.deleted).toBe(false);
    const accepted = await publicBooking('airstrip-after@example.com', {
      destination: 'dst-main',
      entry_point: 'gate-airstrip',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const changes = await changesOf('gate', 'gate-airstrip');
    expect(changes.map((change) => change.after.deleted)).toEqual([true, false]);
  });

  it('at a deleted destination are not restored or moved there until it is restored', async () => {
    expect(
      (await call('PATCH', '/gates/gate-river', { destination_public_id: 'dst-research' })).status,
    ).toBe(200);
    expect((await call('DELETE', '/gates/gate-river')).status).toBe(200);
    expect((await call('DELETE', '/destinations/dst-research')).status).toBe(200);
    const message = 'Research Centre is deleted: restore it first or choose another destination';
    const restore = await call('POST', '/gates/gate-river/restore');
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe(message);
    const move = await call('PATCH', '/gates/gate-main', { destination_public_id: 'dst-research' });
    expect(move.status).toBe(409);
    expect(move.body.fields).toEqual({ destination_public_id: message });
    expect((await call('POST', '/destinations/dst-research/restore')).status).toBe(200);
    expect((await call('POST', '/gates/gate-river/restore')).status).toBe(200);
    expect(
      (await call('PATCH', '/gates/gate-river', { destination_public_id: 'dst-main' })).status,
    ).toBe(200);
  });
});

describe('entry modes and pick-up locations', () => {
  it('once deleted are refused in new bookings, kept on old ones, accepted after restore', async () => {
    const lion = (email: string) =>
      publicBooking(email, {
        entry_mode: 'em-air',
        inventory: [
          {
            public_id: 'act-lion',
            date: day.check_in,
            adults: 1,
            pick_up_location: 'pu-main-gate',
          },
        ],
      });
    const made = await lion('modes-before@example.com');
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    // The airstrip (the one gate serving air) first: a mode a live gate serves is refused.
    expect((await call('DELETE', '/gates/gate-airstrip')).status).toBe(200);
    expect((await call('DELETE', '/entry-modes/em-air')).status).toBe(200);
    const noMode = await lion('modes-after@example.com');
    expect(noMode.status).toBe(400);
    expect(noMode.body.fields).toEqual({ entry_mode: 'Unknown entry mode: em-air' });
    expect((await call('POST', '/entry-modes/em-air/restore')).status).toBe(200);
    expect((await call('POST', '/gates/gate-airstrip/restore')).status).toBe(200);

    expect((await call('DELETE', '/pick-up-locations/pu-main-gate')).status).toBe(200);
    const noPickUp = await lion('modes-after@example.com');
    expect(noPickUp.status).toBe(400);
    expect(noPickUp.body.fields).toEqual({
      'inventory.0.pick_up_location': 'Unknown pick-up location: pu-main-gate',
    });
    const [kept] = await database.sql`
      select b.entry_mode_public_id, a.pick_up_location from bookings b
      join booking_activities a on a.booking_id = b.id
      where b.booking_ref_code = ${made.body.booking_ref_code}`;
    expect(kept).toMatchObject({
      entry_mode_public_id: 'em-air',
      pick_up_location: 'pu-main-gate',
    });
    expect((await call('POST', '/pick-up-locations/pu-main-gate/restore')).status).toBe(200);

    const accepted = await lion('modes-after@example.com');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });
});
