import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { dayVisit } from '../sync/test-kiosk';
import { book, bookingDeps } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const partnerBookings: string[] = [];
const otherBookings: string[] = [];

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk', 'Inspection Ranger', 'Partner'] as const) {
    tokens[role] = await signInAs(app, role);
  }
  const deps = bookingDeps(database.db);
  for (let i = 0; i < 5; i++) {
    const booked = await book(deps, dayVisit('2026-11-28', { first_name: `Savanna${i}` }));
    partnerBookings.push(booked.booking_public_id);
  }
  await database.sql`update bookings set partner_public_id = 'ptn-savanna'
    where booking_public_id in ${database.sql(partnerBookings)}`;
  for (let i = 0; i < 3; i++) {
    const booked = await book(
      deps,
      dayVisit('2026-11-29', { first_name: 'Walk', last_name: `In${i}` }),
    );
    otherBookings.push(booked.booking_public_id);
  }
});

const get = (path: string, role: string) =>
  app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });
const idsOf = (page: { data: { booking_public_id: string }[] }) =>
  page.data.map((booking) => booking.booking_public_id);

describe('the staff bookings list', () => {
  it('pages every booking for staff, newest first', async () => {
    const first = await (await get('/bookings?items=5', 'Administrator')).json();
    expect(first).toMatchObject({ page: 1, items: 5, total: 8 });
    const second = await (await get('/bookings?items=5&page=2', 'Administrator')).json();
    expect([...idsOf(first), ...idsOf(second)]).toEqual(
      [...partnerBookings, ...otherBookings].reverse(),
    );
    expect(first.data[0]).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      currency: 'KES',
      total_cost: 3500,
      booking_payment_balance: 3500,
      guest_total: 2,
      booking_details: { first_name: 'Walk', last_name: 'In2' },
      partner_public_id: null,
    });
  });

  it("shows a partner user only its own institution's bookings", async () => {
    const page = await (await get('/bookings?items=100', 'Partner')).json();
    expect(page.total).toBe(5);
    expect(new Set(idsOf(page))).toEqual(new Set(partnerBookings));
    expect(page.data[0]).toMatchObject({
      partner_public_id: 'ptn-savanna',
      partner_name: 'Savanna Trails Ltd',
    });
    const searched = await (await get('/bookings?search=walk', 'Partner')).json();
    expect(searched.total).toBe(0);
  });

  it('filters by status and searches names and references', async () => {
    const found = await (await get('/bookings?search=in1', 'Gate Clerk')).json();
    expect(idsOf(found)).toEqual([otherBookings[1]]);
    const cancelled = await (
      await get('/bookings?booking_status=cancelled', 'Inspection Ranger')
    ).json();
    expect(cancelled.total).toBe(0);
  });
});

describe('one booking', () => {
  it('reads back with its lines for staff, and is not found for another partner', async () => {
    const own = await get(`/bookings/${partnerBookings[0]}`, 'Partner');
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      booking_public_id: partnerBookings[0],
      source: 'public',
      partner_name: 'Savanna Trails Ltd',
      total_cost: 3500,
      check_ins: [],
    });
    const other = await get(`/bookings/${otherBookings[0]}`, 'Partner');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ code: 'BOOKING_NOT_FOUND', message: 'Booking not found' });
    expect((await get(`/bookings/${otherBookings[0]}`, 'Gate Clerk')).status).toBe(200);
  });
});

describe('cancelling a booking', () => {
  it('is for administrators; the booking becomes cancelled once', async () => {
    const target = otherBookings[2]!;
    const path = `/api/v1/bookings/${target}/cancel`;
    for (const role of ['Gate Clerk', 'Inspection Ranger', 'Partner']) {
      expect((await app.request(path, postJson({}, tokens[role]))).status).toBe(403);
    }
    const cancelled = await app.request(path, postJson({}, tokens.Administrator));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({
      booking_public_id: target,
      booking_status: 'cancelled',
    });
    expect((await app.request(path, postJson({}, tokens.Administrator))).status).toBe(200);
    const events = await database.sql`select e.type, e.actor from booking_events e
      join bookings b on b.id = e.booking_id where b.booking_public_id = ${target} order by e.id`;
    expect(events.map((row) => row.type)).toEqual(['created', 'cancelled']);
    const [admin] =
      await database.sql`select public_id from users where email = 'admin@kijani.example'`;
    expect(events[1]!.actor).toBe(admin!.public_id);
  });
});
