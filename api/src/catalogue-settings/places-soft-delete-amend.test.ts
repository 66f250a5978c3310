/**
 * A staff booking made at a destination and gate that are deleted afterwards keeps them: it
 * reads back with both and is amended with them unchanged, while a new staff booking naming
 * the deleted destination is refused. The clock is the test clock (2026-11-21 in Nairobi).
 * spec: membership-backoffice.md §4 (soft delete and restore); staff-booking.md §2.1, §3.14
 * (amend).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';

const s = useStaffBookingTest();
const atResearch = gatePass({ destination: 'dst-research', entry_point: 'gate-river' });
let bookingId = '';

async function admin(method: string, path: string, body?: unknown) {
  const response = await s.t.app.request(`/api/v1${path}`, {
    method,
    headers: bearer(s.t.tokens.Administrator ?? ''),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
}

beforeAll(async () => {
  await admin('PATCH', '/gates/gate-river', { destination_public_id: 'dst-research' });
  const made = await s.t.create({ ...cart(), ...atResearch });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  bookingId = made.body.booking_public_id;
  await admin('DELETE', '/gates/gate-river');
  await admin('DELETE', '/destinations/dst-research');
});

describe('a booking at a destination and gate deleted since', () => {
  it('reads back with both and is amended keeping them', async () => {
    const amended = await s.t.amend(bookingId, {
      ...cart(),
      ...atResearch,
      first_name: 'Njeri',
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(amended.body.booking_details).toMatchObject({ first_name: 'Njeri' });
    const [row] = await s.database.sql`
      select destination_public_id, entry_point from bookings
      where booking_public_id = ${bookingId}`;
    expect(row).toEqual({ destination_public_id: 'dst-research', entry_point: 'gate-river' });
  });

  it('is not a way to book there anew', async () => {
    const refused = await s.t.create({ ...cart(), ...atResearch, email: 'new@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      destination: 'Research Centre is no longer open for bookings',
    });
    const moved = await s.t.amend(bookingId, {
      ...cart(),
      ...gatePass({ destination: 'dst-main', entry_point: 'gate-river' }),
    });
    // Moving the booking to another destination through its deleted gate is refused.
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ entry_point: 'River Gate is no longer an entry point' });
  });
});
