/**
 * Alerts on a booking over HTTP: added, edited and resolved, each one event in the booking's
 * history naming the user; the alerted lists follow; refused without the alerts feature; bad
 * input answered 400. spec: staff-booking.md §2, §2.9; api-contract.md §Staff bookings.
 */
import { randomUUID } from 'node:crypto';
import { bookingBanMessages } from '@hifadhi/shared/schemas/booking-ban';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoStaff, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const admin = demoStaff.Administrator.full_name;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk', 'Partner'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

async function heldBooking() {
  return (await book(bookingDeps(database.db), bookingRequest())).booking_public_id;
}
function addAlert(bookingId: string, body: unknown, role = 'Administrator') {
  return app.request(`/api/v1/bookings/${bookingId}/alerts`, postJson(body, tokens[role]));
}
function patchAlert(noteId: string, body: unknown, role = 'Administrator') {
  return app.request(`/api/v1/booking-alerts/${noteId}`, {
    method: 'PATCH',
    headers: bearer(tokens[role]!),
    body: JSON.stringify(body),
  });
}
async function get(path: string, role = 'Administrator') {
  return app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });
}
async function alertEvents(bookingId: string) {
  const events = await (await get(`/bookings/${bookingId}/events`)).json();
  return events
    .filter((event: { event: string }) => event.event.startsWith('alert_'))
    .map((event: { event: string; user: string; details: object }) => ({
      event: event.event,
      user: event.user,
      details: event.details,
    }));
}
async function inList(list: string, bookingId: string) {
  const page = await (await get(`/bookings?list=${list}&items=100`)).json();
  return page.data.some(
    (row: { booking_public_id: string }) => row.booking_public_id === bookingId,
  );
}

describe('alerts on a booking', () => {
  it('adds, edits and resolves an alert, one history event each, and the lists follow', async () => {
    const bookingId = await heldBooking();
    expect(await inList('alerted', bookingId)).toBe(false);
    const added = await addAlert(bookingId, { note: 'Guest asked for a wheelchair at the gate' });
    expect(added.status).toBe(201);
    const alert = await added.json();
    expect(alert).toEqual({
      note_public_id: expect.any(String),
      booking_public_id: bookingId,
      booking_ref_code: expect.any(String),
      note: 'Guest asked for a wheelchair at the gate',
      created_by: admin,
      created_at: '2026-11-21T06:00:00.000Z',
      resolved_at: null,
    });
    expect(await inList('alerted', bookingId)).toBe(true);
    // Held and unpaid: no ticket yet, so it is also an unticketed alert.
    expect(await inList('unticketed_alerted', bookingId)).toBe(true);

    const edited = await patchAlert(alert.note_public_id, { note: 'Wheelchair and a ramp' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ note: 'Wheelchair and a ramp', resolved_at: null });
    const resolved = await patchAlert(alert.note_public_id, { resolved: true });
    expect(await resolved.json()).toMatchObject({
      note: 'Wheelchair and a ramp',
      resolved_at: '2026-11-21T06:00:00.000Z',
    });
    // Resolving again (a retry) changes nothing and writes nothing.
    expect((await patchAlert(alert.note_public_id, { resolved: true })).status).toBe(200);
    expect(await inList('alerted', bookingId)).toBe(false);
    expect(await inList('unticketed_alerted', bookingId)).toBe(false);

    const id = alert.note_public_id;
    expect(await alertEvents(bookingId)).toEqual([
      {
        event: 'alert_added',
        user: admin,
        details: { note_public_id: id, note: 'Guest asked for a wheelchair at the gate' },
      },
      {
        event: 'alert_updated',
        user: admin,
        details: {
          note_public_id: id,
          note: 'Wheelchair and a ramp',
          previous_note: 'Guest asked for a wheelchair at the gate',
        },
      },
      {
        event: 'alert_resolved',
        user: admin,
        details: { note_public_id: id, note: 'Wheelchair and a ramp' },
      },
    ]);

    const refused = await patchAlert(id, { note: 'Too late' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'CONFLICT',
      message: bookingBanMessages.alreadyResolved,
    });
    const listed = await (await get(`/bookings/${bookingId}/alerts`, 'Gate Clerk')).json();
    expect(listed).toEqual([
      expect.objectContaining({ note_public_id: id, note: 'Wheelchair and a ramp' }),
    ]);
    expect(await (await get(`/booking-alerts/${id}`)).json()).toMatchObject({ note_public_id: id });
  });

  it('adds one alert for a retry with the same Idempotency-Key, on that booking only', async () => {
    const bookingId = await heldBooking();
    const withKey = (id: string) => {
      const init = postJson({ note: 'Collect the permit at the gate' }, tokens.Administrator);
      (init.headers as Record<string, string>)['Idempotency-Key'] = 'alert-retry-1';
      return app.request(`/api/v1/bookings/${id}/alerts`, init);
    };
    const first = await (await withKey(bookingId)).json();
    const second = await withKey(bookingId);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    expect(await alertEvents(bookingId)).toHaveLength(1);
    const elsewhere = await withKey(await heldBooking());
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).code).toBe('CONFLICT');
  });

  it('answers bad input with 400 and unknown records with 404, writing nothing', async () => {
    const bookingId = await heldBooking();
    const blank = await addAlert(bookingId, { note: '  ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).fields).toEqual({ note: 'This field is required' });
    const long = await addAlert(bookingId, { note: 'x'.repeat(2001) });
    expect((await long.json()).fields).toEqual({ note: 'Must be at most 2000 characters' });
    const added = await (await addAlert(bookingId, { note: 'Check the vehicle' })).json();
    const nothing = await patchAlert(added.note_public_id, {});
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).message).toBe('Nothing to change: send at least one field');
    expect((await patchAlert(added.note_public_id, { resolved: false })).status).toBe(400);
    const noBooking = await addAlert(randomUUID(), { note: 'Nobody' });
    expect(noBooking.status).toBe(404);
    const noAlert = await patchAlert(randomUUID(), { resolved: true });
    expect(await noAlert.json()).toEqual({
      code: 'NOT_FOUND',
      message: bookingBanMessages.alertNotFound,
    });
    expect(await alertEvents(bookingId)).toHaveLength(1);
  });

  it('is refused to a role without the alerts feature: 403, nothing written', async () => {
    const bookingId = await heldBooking();
    const added = await (await addAlert(bookingId, { note: 'Admin only' })).json();
    expect((await addAlert(bookingId, { note: 'Clerk' }, 'Gate Clerk')).status).toBe(403);
    expect((await patchAlert(added.note_public_id, { resolved: true }, 'Gate Clerk')).status).toBe(
      403,
    );
    // A partner user sees alerts only on its own institution's bookings.
    expect((await get(`/bookings/${bookingId}/alerts`, 'Partner')).status).toBe(404);
    expect(await alertEvents(bookingId)).toHaveLength(1);
    expect(await inList('alerted', bookingId)).toBe(true);
  });
});
