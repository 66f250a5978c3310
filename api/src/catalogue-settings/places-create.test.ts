/**
 * Destinations and gates added from the staff app (POST /destinations, POST /gates): audited,
 * moving the catalogue's version, a retry with the same Idempotency-Key answering the first
 * row, a taken name refused 409, a gate for a deleted destination refused 409, refused to staff
 * without the feature. A new destination has no fee schedules of its own: a quote to it is
 * priced with the schedules for every destination, else the catalogue's fees; a new gate is
 * offered in the public lookups and accepted on a booking at once. The clock is the test clock.
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §3, §7 (change logs);
 * staff-booking.md §3.1 (Gate); pricing-rules.md §Lines (conservation and vehicle fees).
 */
import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.59.0');
const { database, call, publicly, request } = settings;

const day = { check_in: '2027-03-05', check_out: '2027-03-05' };
const withKey = (key: string) => ({ 'Idempotency-Key': key });

/** The conservation line of a public quote of one citizen adult at `destination` (KES). */
async function citizenAdultAt(destination: string): Promise<number | undefined> {
  const response = await publicly('/public/quotes', {
    ...day,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
    destination,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { lines: { ref: string; amount: number }[] };
  return body.lines.find((line) => line.ref === 'cf-cit-a')?.amount;
}

const catalogueVersion = async () =>
  Number((await database.sql`select version from catalogue_version`)[0]?.version);

describe('adding a destination', () => {
  it('is audited, moves the catalogue version, and a retry with the same key answers the same destination', async () => {
    const version = await catalogueVersion();
    const made = await call(
      'POST',
      '/destinations',
      { destination_name: 'Ol Pejeta Annex' },
      'Administrator',
      withKey('dst-annex-1'),
    );
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      destination_public_id: expect.stringMatching(/^dst-[0-9a-f]{8}$/),
      destination_name: 'Ol Pejeta Annex',
      deleted: false,
    });
    expect(await catalogueVersion()).toBeGreaterThan(version);
    const retried = await call(
      'POST',
      '/destinations',
      { destination_name: 'Ol Pejeta Annex' },
      'Administrator',
      withKey('dst-annex-1'),
    );
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(made.body);
    const listed = await call('GET', '/destinations');
    expect(listed.body.map((row: { destination_name: string }) => row.destination_name)).toEqual([
      'Kijani Conservancy (day visit and lodges)',
      'Research Centre',
      'Ol Pejeta Annex',
    ]);
    const changes = await database.sql`
      select user_email, before, after from staff_changes
      where entity = 'destination' and entity_id = ${made.body.destination_public_id}`;
    expect(changes).toEqual([
      { user_email: 'admin@kijani.example', before: null, after: made.body },
    ]);
  });

  it('refuses a name taken in any case, deleted ones too, and staff without the feature', async () => {
    const taken = await call('POST', '/destinations', { destination_name: 'research centre' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'CONFLICT',
      fields: { destination_name: 'A destination named research centre exists already' },
    });
    const gone = await call('POST', '/destinations', { destination_name: 'Old Camp' });
    expect((await call('DELETE', `/destinations/${gone.body.destination_public_id}`)).status).toBe(
      200,
    );
    const deletedName = await call('POST', '/destinations', { destination_name: 'OLD CAMP' });
    expect(deletedName.status).toBe(409);
    expect(deletedName.body.message).toBe(
      'A deleted destination is named OLD CAMP: restore it instead',
    );
    const blank = await call('POST', '/destinations', { destination_name: '  ' });
    expect(blank.status).toBe(400);
    const clerk = await call(
      'POST',
      '/destinations',
      { destination_name: 'Clerk Camp' },
      'Gate Clerk',
    );
    expect(clerk.status).toBe(403);
    const [{ count }] = (await database.sql`
      select count(*)::int as count from destinations where destination_name = 'Clerk Camp'`) as [
      { count: number },
    ];
    expect(count).toBe(0);
  });

  it('is quoted at the conservancy-wide fees until it has a schedule of its own', async () => {
    const made = await call('POST', '/destinations', { destination_name: 'Lewa Corridor' });
    const id = made.body.destination_public_id as string;
    // The catalogue's citizen adult: 1,500.
    expect(await citizenAdultAt(id)).toBe(1500);
    // A schedule for every destination applies to it; the research centre's own does not.
    for (const [destination, amount] of [
      [null, '1800'],
      ['dst-research', '2500'],
    ] as const) {
      const schedule = await call('POST', '/fee-schedules', {
        fee_kind: 'conservation',
        fee_public_id: 'cf-cit-a',
        ...(destination ? { destination_public_id: destination } : {}),
        effective_from: '2027-03-01',
        amount,
        currency: 'KES',
      });
      expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
    }
    expect(await citizenAdultAt(id)).toBe(1800);
    expect(await citizenAdultAt('dst-research')).toBe(2500);
    const own = await call('POST', '/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      destination_public_id: id,
      effective_from: '2027-03-01',
      amount: '2100',
      currency: 'KES',
    });
    expect(own.status).toBe(201);
    expect(await citizenAdultAt(id)).toBe(2100);
  });
});

describe('adding a gate', () => {
  it('is offered in the public lookups and accepted on a booking to its destination; a retry answers the same gate', async () => {
    const destination = await call('POST', '/destinations', {
      destination_name: 'Northern Plains',
    });
    const id = destination.body.destination_public_id as string;
    const body = {
      gate_name: 'Plains Gate',
      entry_mode_public_id: 'em-road',
      destination_public_id: id,
    };
    const made = await call('POST', '/gates', body, 'Administrator', withKey('gate-plains-1'));
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      gate_public_id: expect.stringMatching(/^gate-[0-9a-f]{8}$/),
      gate_name: 'Plains Gate',
      entry_mode_public_id: 'em-road',
      entry_mode_name: 'Road',
      destination_public_id: id,
      destination_name: 'Northern Plains',
      deleted: false,
    });
    const retried = await call('POST', '/gates', body, 'Administrator', withKey('gate-plains-1'));
    expect(retried.body).toEqual(made.body);
    const [{ count }] = (await database.sql`
      select count(*)::int as count from gates where gate_name = 'Plains Gate'`) as [
      { count: number },
    ];
    expect(count).toBe(1);
    const changes = await database.sql`
      select before, after from staff_changes where entity = 'gate' and entity_id = ${made.body.gate_public_id}`;
    expect(changes).toEqual([{ before: null, after: made.body }]);

    const lookups = await (await request('/public/lookups')).json();
    expect(lookups.gates).toContainEqual({
      gate_public_id: made.body.gate_public_id,
      gate_name: 'Plains Gate',
      entry_mode_public_id: 'em-road',
      destination_public_id: id,
    });
    const booking = await publicly(
      '/public/bookings',
      bookingRequest({
        ...day,
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
        facilities: [],
        email: 'plains@example.com',
        destination: id,
        entry_point: made.body.gate_public_id,
      }),
    );
    const booked = await booking.json();
    expect(booking.status, JSON.stringify(booked)).toBe(201);
    const [row] = await database.sql`
      select entry_point, destination_public_id, total_cost from bookings
      where booking_ref_code = ${booked.booking_ref_code}`;
    // 1,800 for the citizen adult at the schedule for every destination (added above) + 500
    // for the 6-seater
    expect(row).toMatchObject({ entry_point: made.body.gate_public_id, destination_public_id: id });
    expect(Number(row?.total_cost)).toBe(2300);
  });

  it('refuses a taken name, a deleted destination, unknown or deleted entry modes, and staff without the feature', async () => {
    const taken = await call('POST', '/gates', {
      gate_name: 'MAIN gate',
      entry_mode_public_id: 'em-road',
      destination_public_id: 'dst-main',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ gate_name: 'A gate named MAIN gate exists already' });

    const closed = await call('POST', '/destinations', { destination_name: 'Closed Camp' });
    const closedId = closed.body.destination_public_id as string;
    expect((await call('DELETE', `/destinations/${closedId}`)).status).toBe(200);
    const atDeleted = await call('POST', '/gates', {
      gate_name: 'Closed Gate',
      entry_mode_public_id: 'em-road',
      destination_public_id: closedId,
    });
    expect(atDeleted.status).toBe(409);
    expect(atDeleted.body.fields).toEqual({
      destination_public_id:
        'Closed Camp is deleted: restore it first or choose another destination',
    });

    const unknownMode = await call('POST', '/gates', {
      gate_name: 'Boat Landing',
      entry_mode_public_id: 'em-boat',
      destination_public_id: 'dst-main',
    });
    expect(unknownMode.status).toBe(400);
    expect(unknownMode.body.fields).toEqual({
      entry_mode_public_id: 'Unknown entry mode: em-boat',
    });
    const boat = await call('POST', '/entry-modes', { name: 'Boat' });
    expect((await call('DELETE', `/entry-modes/${boat.body.public_id}`)).status).toBe(200);
    const deletedMode = await call('POST', '/gates', {
      gate_name: 'Boat Landing',
      entry_mode_public_id: boat.body.public_id,
      destination_public_id: 'dst-main',
    });
    expect(deletedMode.status).toBe(400);
    expect(deletedMode.body.fields).toEqual({
      entry_mode_public_id: `Unknown entry mode: ${boat.body.public_id}`,
    });
    const unknownDestination = await call('POST', '/gates', {
      gate_name: 'Boat Landing',
      entry_mode_public_id: 'em-road',
      destination_public_id: 'dst-moon',
    });
    expect(unknownDestination.status).toBe(400);
    expect(unknownDestination.body.fields).toEqual({
      destination_public_id: 'Unknown destination: dst-moon',
    });

    const clerk = await call(
      'POST',
      '/gates',
      {
        gate_name: 'Clerk Gate',
        entry_mode_public_id: 'em-road',
        destination_public_id: 'dst-main',
      },
      'Gate Clerk',
    );
    expect(clerk.status).toBe(403);
    const [{ count }] = (await database.sql`
      select count(*)::int as count from gates
      where gate_name in ('Closed Gate', 'Boat Landing', 'Clerk Gate')`) as [{ count: number }];
    expect(count).toBe(0);
  });
});
