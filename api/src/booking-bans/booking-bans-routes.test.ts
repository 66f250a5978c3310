/**
 * Booking bans over HTTP (made, listed, edited, ended; refused without the feature; bad input
 * answered 400), and what a ban does: a public or staff booking for a banned guest is refused
 * with 409 BOOKING_BANNED and nothing written; a gate walk-in is accepted and flagged with an
 * alert naming the ban. spec: staff-booking.md §3.13; api-contract.md §Staff bookings.
 */
import { randomUUID } from 'node:crypto';
import { publicBookingRequestSchema } from '@hifadhi/shared/schemas/booking';
import { bookingBanMessages } from '@hifadhi/shared/schemas/booking-ban';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoStaff, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { createBooking } from '../bookings/create-booking';
import { dayVisit, operation, push, registerKiosk } from '../sync/test-kiosk';
import { bookingDeps, bookingRequest, bookingRowCounts } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk', 'Inspection Ranger'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

/** A ban from 1 November 2026 (the test clock is 21 November), open-ended; `overrides` win. */
function ban(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Otieno',
    last_name: 'Barasa',
    email_address: null,
    phone_number: null,
    vehicle_registration: null,
    booking_ban_start_date: '2026-11-01',
    booking_ban_end_date: null,
    reason: 'Fed the lions in the Main Gate area',
    ...overrides,
  };
}

async function createBan(body: unknown, role = 'Administrator') {
  return app.request('/api/v1/booking-bans', postJson(body, tokens[role]));
}
async function made(body: unknown) {
  const response = await createBan(body);
  expect(response.status).toBe(201);
  return (await response.json()) as { booking_ban_public_id: string };
}
function patch(id: string, body: unknown, role = 'Administrator') {
  return app.request(`/api/v1/booking-bans/${id}`, {
    method: 'PATCH',
    headers: bearer(tokens[role]!),
    body: JSON.stringify(body),
  });
}
async function list(query: string, role = 'Administrator') {
  const response = await app.request(`/api/v1/booking-bans?${query}`, {
    headers: bearer(tokens[role]!),
  });
  expect(response.status).toBe(200);
  return response.json();
}
/** A public booking over HTTP from its own address. */
function bookPublicly(overrides: Parameters<typeof bookingRequest>[0]) {
  return app.request('/api/v1/public/bookings', postJson(bookingRequest(overrides)));
}

describe('making, listing, editing and ending bans', () => {
  it('makes a ban, active at once, naming who made it', async () => {
    const response = await createBan(
      ban({ email_address: 'otieno@example.com', phone_number: '+254 700 111 222' }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      booking_ban_public_id: expect.any(String),
      first_name: 'Otieno',
      last_name: 'Barasa',
      email_address: 'otieno@example.com',
      phone_number: '+254 700 111 222',
      vehicle_registration: null,
      booking_ban_start_date: '2026-11-01',
      booking_ban_end_date: null,
      status: 'active',
      reason: 'Fed the lions in the Main Gate area',
      session_user: demoStaff.Administrator.full_name,
      created_at: '2026-11-21T06:00:00.000Z',
      ended_at: null,
    });
  });

  it('makes one ban for a retry with the same Idempotency-Key', async () => {
    const retried = () => {
      const init = postJson(ban({ vehicle_registration: 'KCY 404R' }), tokens.Administrator);
      (init.headers as Record<string, string>)['Idempotency-Key'] = 'ban-retry-1';
      return app.request('/api/v1/booking-bans', init);
    };
    const first = await (await retried()).json();
    const second = await retried();
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    const [{ n }] = (await database.sql`select count(*)::int as n from booking_bans
      where vehicle_key = 'KCY404R'`) as unknown as [{ n: number }];
    expect(n).toBe(1);
  });

  it('answers bad input with 400 and the field’s message', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [ban(), { email_address: bookingBanMessages.identifierRequired }],
      [
        ban({ email_address: 'a@example.com', booking_ban_end_date: '2026-10-01' }),
        { booking_ban_end_date: bookingBanMessages.endBeforeStart },
      ],
      [ban({ email_address: 'not-an-address' }), { email_address: 'E-mail must be valid' }],
      [ban({ phone_number: 'call me' }), { phone_number: bookingBanMessages.phoneInvalid }],
      [
        ban({ vehicle_registration: 'K'.repeat(21) }),
        { vehicle_registration: 'Must be at most 20 characters' },
      ],
      [ban({ vehicle_registration: 'KDA 1', reason: ' ' }), { reason: 'This field is required' }],
    ];
    for (const [body, fields] of cases) {
      const response = await createBan(body);
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual(fields);
    }
    const [{ n }] = (await database.sql`select count(*)::int as n from booking_bans
      where first_name = 'Otieno' and reason = ' '`) as unknown as [{ n: number }];
    expect(n).toBe(0);
  });

  it('is refused to a role without the bans feature: 403', async () => {
    const before = await list('status=active');
    const response = await createBan(ban({ email_address: 'x@example.com' }), 'Gate Clerk');
    expect(response.status).toBe(403);
    const read = await app.request('/api/v1/booking-bans', {
      headers: bearer(tokens['Gate Clerk']!),
    });
    expect(read.status).toBe(403);
    expect((await list('status=active')).total).toBe(before.total);
    // The Inspection Ranger's role has the Bans screen.
    expect((await list('', 'Inspection Ranger')).total).toBe(before.total);
  });

  it('lists bans newest first, paged, searched and by status', async () => {
    const names = ['Achieng', 'Baraka', 'Chebet'];
    const ids: string[] = [];
    for (const first_name of names) {
      const made = await (
        await createBan(
          ban({ first_name, last_name: 'Listed', vehicle_registration: `KCL ${first_name}` }),
        )
      ).json();
      ids.push(made.booking_ban_public_id);
    }
    await patch(ids[1]!, { status: 'ended' });
    const page = await list('search=listed&items=2');
    expect(page).toMatchObject({ page: 1, items: 2, total: 3 });
    expect(page.data.map((row: { first_name: string }) => row.first_name)).toEqual([
      'Chebet',
      'Baraka',
    ]);
    const second = await list('search=listed&items=2&page=2');
    expect(second.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Achieng']);
    const ended = await list('search=listed&status=ended');
    expect(ended.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Baraka']);
    const byPlate = await list('search=kcl%20chebet');
    expect(byPlate.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Chebet']);
    expect(
      (
        await app.request('/api/v1/booking-bans?status=over', {
          headers: bearer(tokens.Administrator!),
        })
      ).status,
    ).toBe(400);
  });

  it('edits a ban, checks it again as a whole, and ends and restores it', async () => {
    const { booking_ban_public_id: id } = await made(ban({ email_address: 'edit@example.com' }));
    const edited = await patch(id, {
      phone_number: '+254 733 000 111',
      booking_ban_end_date: '2026-12-31',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      email_address: 'edit@example.com',
      phone_number: '+254 733 000 111',
      booking_ban_end_date: '2026-12-31',
      status: 'active',
    });
    const [keys] = await database.sql`select email_key, phone_key from booking_bans
      where booking_ban_public_id = ${id}`;
    expect(keys).toEqual({ email_key: 'edit@example.com', phone_key: '254733000111' });

    const nothing = await patch(id, {});
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).message).toBe('Nothing to change: send at least one field');
    const backwards = await patch(id, { booking_ban_end_date: '2026-10-31' });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).fields).toEqual({
      booking_ban_end_date: bookingBanMessages.endBeforeStart,
    });
    const bare = await patch(id, { email_address: null, phone_number: '' });
    expect((await bare.json()).fields).toEqual({
      email_address: bookingBanMessages.identifierRequired,
    });

    const ended = await (await patch(id, { status: 'ended' })).json();
    expect(ended).toMatchObject({ status: 'ended', ended_at: '2026-11-21T06:00:00.000Z' });
    expect(await (await patch(id, { status: 'ended' })).json()).toEqual(ended);
    expect(await (await patch(id, { status: 'active' })).json()).toMatchObject({
      status: 'active',
      ended_at: null,
    });
    const missing = await patch(randomUUID(), { status: 'ended' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: bookingBanMessages.banNotFound,
    });
    expect((await patch(id, { status: 'ended' }, 'Gate Clerk')).status).toBe(403);
  });
});

describe('a booking for a banned guest', () => {
  const refusal = { code: 'BOOKING_BANNED', message: bookingBanMessages.banned };

  it('is refused on the public site by e-mail (any case), phone or registration; nothing written', async () => {
    await made(
      ban({
        email_address: 'Banned.Guest@Example.com',
        phone_number: '+254 711 999 888',
        vehicle_registration: 'KDB 777X',
      }),
    );
    const before = await bookingRowCounts(database);
    for (const guest of [
      { email: 'banned.guest@example.COM' },
      { phone: '+254711999888' },
      { mode_registration: 'kdb777x' },
    ] as const) {
      const response = await bookPublicly(guest);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(refusal);
    }
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('is refused when made by staff, and nothing is written', async () => {
    await made(ban({ email_address: 'staff-path@example.com' }));
    const before = await bookingRowCounts(database);
    const request = publicBookingRequestSchema.parse(
      bookingRequest({ email: 'STAFF-PATH@example.com' }),
    );
    await expect(
      createBooking(bookingDeps(database.db), request, { source: 'staff', actor: 'staff-user' }),
    ).rejects.toMatchObject(refusal);
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('is taken before the ban starts, after it ends and once it is ended early', async () => {
    const { booking_ban_public_id: running } = await made(
      ban({ email_address: 'later@example.com' }),
    );
    await made(ban({ email_address: 'future@example.com', booking_ban_start_date: '2026-11-22' }));
    await made(
      ban({
        email_address: 'past@example.com',
        booking_ban_start_date: '2026-10-01',
        booking_ban_end_date: '2026-11-20',
      }),
    );
    expect((await bookPublicly({ email: 'future@example.com' })).status).toBe(201);
    expect((await bookPublicly({ email: 'past@example.com' })).status).toBe(201);
    expect((await bookPublicly({ email: 'later@example.com' })).status).toBe(409);
    await patch(running, { status: 'ended' });
    expect((await bookPublicly({ email: 'later@example.com' })).status).toBe(201);
  });

  it('walking in at the gate is taken and flagged with an alert naming the ban', async () => {
    const { booking_ban_public_id: banId } = await made(
      ban({ phone_number: '+254 722 000 333', reason: 'Threatened a ranger' }),
    );
    const kiosk = await registerKiosk(app, tokens.Administrator!, 'gate-main');
    const walkIn = {
      ...dayVisit('2026-11-21', { phone: '+254722000333' }),
      booking_public_id: randomUUID(),
      quoted_amount_due: null,
    };
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', walkIn, '2026-11-21T08:00:00+03:00'),
    ]);
    expect(result).toMatchObject({ status: 'applied' });
    const [alert] =
      await database.sql`select a.note, a.created_by, a.resolved_at from booking_alerts a
      join bookings b on b.id = a.booking_id where b.booking_public_id = ${walkIn.booking_public_id}`;
    expect(alert).toEqual({
      note: `Matches booking ban ${banId} (Otieno Barasa): Threatened a ranger`,
      created_by: 'system',
      resolved_at: null,
    });
    const events = await (
      await app.request(`/api/v1/bookings/${walkIn.booking_public_id}/events`, {
        headers: bearer(tokens.Administrator!),
      })
    ).json();
    expect(
      events.map((event: { event: string; user: string }) => [event.event, event.user]),
    ).toEqual([
      ['created', expect.any(String)],
      ['alert_added', 'system'],
    ]);
    expect(events[1].details).toMatchObject({ booking_ban_public_id: banId });
    const alerted = await (
      await app.request('/api/v1/bookings?list=alerted&items=100', {
        headers: bearer(tokens.Administrator!),
      })
    ).json();
    expect(
      alerted.data.map((row: { booking_public_id: string }) => row.booking_public_id),
    ).toContain(walkIn.booking_public_id);
  });
});
