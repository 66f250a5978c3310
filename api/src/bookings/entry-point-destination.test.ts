/**
 * A booking's gate (`entry_point`) must admit to the booking's destination: a gate of another
 * destination is refused 400 on `entry_point`, naming both, by the public booking, the staff
 * booking and the amendment, with nothing written; the destination's own gate is accepted.
 * River Gate is moved to the Research Centre here; Main Gate stays at the main destination.
 *
 * spec: staff-booking.md §3.1 (destination, entry_point); membership-backoffice.md §3 (gates).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';
import { bookingRequest, bookingRowCounts } from '../test/booking-fixtures';

const s = useStaffBookingTest();
const mainGateRefused = 'Main Gate is not a gate of the Research Centre';

beforeAll(async () => {
  const moved = await s.t.app.request('/api/v1/gates/gate-river', {
    method: 'PATCH',
    headers: bearer(s.t.tokens.Administrator!),
    body: JSON.stringify({ destination_public_id: 'dst-research' }),
  });
  expect(moved.status).toBe(200);
});

async function publicBooking(overrides: Parameters<typeof bookingRequest>[0]) {
  const response = await s.t.app.request(
    '/api/v1/public/bookings',
    postJson(bookingRequest(overrides)),
  );
  return { status: response.status, body: await response.json() };
}

describe('a gate of another destination than the booking', () => {
  it('is refused on the public booking with nothing written; its own gate is taken', async () => {
    const before = await bookingRowCounts(s.database);
    const refused = await publicBooking({ destination: 'dst-research', entry_point: 'gate-main' });
    expect(refused).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: mainGateRefused,
        fields: { entry_point: mainGateRefused },
      },
    });
    expect(await bookingRowCounts(s.database)).toEqual(before);

    const other = await publicBooking({ destination: 'dst-main', entry_point: 'gate-river' });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({
      entry_point: 'River Gate is not a gate of the Kijani Conservancy (day visit and lodges)',
    });

    const taken = await publicBooking({ destination: 'dst-research', entry_point: 'gate-river' });
    expect(taken.status).toBe(201);
  });

  it('is refused on a staff booking with nothing written', async () => {
    const before = await bookingRowCounts(s.database);
    const { status, body } = await s.t.create({
      ...cart(),
      ...gatePass({ destination: 'dst-research', entry_point: 'gate-main' }),
    });
    expect({ status, body }).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: mainGateRefused,
        fields: { entry_point: mainGateRefused },
      },
    });
    expect(await bookingRowCounts(s.database)).toEqual(before);
  });

  it('is refused on an amendment, the booking kept as it was', async () => {
    const created = await s.t.create({ ...cart(), ...gatePass({ entry_point: 'gate-main' }) });
    expect(created.status).toBe(201);
    const id = created.body.booking_public_id as string;

    const refused = await s.t.amend(id, {
      ...cart(),
      ...gatePass({ destination: 'dst-research', entry_point: 'gate-main' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ entry_point: mainGateRefused });
    expect(await s.t.read(id)).toMatchObject({
      destination_public_id: 'dst-main',
      entry_point: 'gate-main',
    });

    const moved = await s.t.amend(id, {
      ...cart(),
      ...gatePass({ destination: 'dst-research', entry_point: 'gate-river' }),
    });
    expect(moved.status).toBe(200);
    expect(await s.t.read(id)).toMatchObject({
      destination_public_id: 'dst-research',
      entry_point: 'gate-river',
    });
  });

  it('is kept by an amendment naming no gate (the wizard has none), dropped on a move', async () => {
    const created = await s.t.create({ ...cart(), ...gatePass({ entry_point: 'gate-main' }) });
    expect(created.status).toBe(201);
    const id = created.body.booking_public_id as string;

    const kept = await s.t.amend(id, { ...cart(), ...gatePass({ entry_point: null }) });
    expect(kept.status).toBe(200);
    expect(await s.t.read(id)).toMatchObject({
      destination_public_id: 'dst-main',
      entry_point: 'gate-main',
    });

    const moved = await s.t.amend(id, {
      ...cart(),
      ...gatePass({ destination: 'dst-research', entry_point: null }),
    });
    expect(moved.status).toBe(200);
    expect(await s.t.read(id)).toMatchObject({
      destination_public_id: 'dst-research',
      entry_point: null,
    });
  });
});
