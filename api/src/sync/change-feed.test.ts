import { addDays } from '@hifadhi/shared/dates/calendar-date';
import type { ChangeFeed } from '@hifadhi/shared/schemas/sync';
import { verify } from '@node-rs/argon2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  demoStaff,
  movableClock,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { cancelBooking } from '../bookings/cancel-booking';
import { parseConfig } from '../config';
import { book, bookingDeps } from '../test/booking-fixtures';
import { testClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { staffVerifiers } from './staff-verifiers';
import { dayVisit, pull, pullAll, registerKiosk } from './test-kiosk';

const database = useTestDatabase();
const clock = movableClock();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
let kiosk: { device_public_id: string; device_token: string };
/** Booking public ids whose stay touches the main gate's window, in booking order. */
const inWindow: string[] = [];
let outside: string[];

const refsOf = (pages: ChangeFeed[]) =>
  pages.flatMap((page) => page.changes.bookings.map((booking) => booking.booking_public_id));

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  admin = await signInAs(app, 'Administrator');
  kiosk = await registerKiosk(app, admin, 'gate-main');
  const deps = bookingDeps(database.db);
  for (let day = 0; day < 23; day++) {
    const booked = await book(
      deps,
      dayVisit(addDays('2026-11-21', day % 15), { first_name: `Guest${day}` }),
    );
    inWindow.push(booked.booking_public_id);
  }
  const later = await book(deps, dayVisit('2026-12-20'));
  const earlier = await book(deps, dayVisit('2026-12-21'));
  await database.sql`update bookings set check_in = '2026-11-10', check_out = '2026-11-12'
    where booking_public_id = ${earlier.booking_public_id}`;
  outside = [later.booking_public_id, earlier.booking_public_id];
});

describe('a full download', () => {
  it('pages through every booking of the window once, by a stable key', async () => {
    const { pages } = await pullAll(app, kiosk.device_token, undefined, 10);
    expect(pages.map((page) => page.changes.bookings.length)).toEqual([10, 10, 3]);
    expect(pages.map((page) => page.complete)).toEqual([false, false, true]);
    expect(refsOf(pages)).toEqual(inWindow);
    expect(pages[0]!.window).toEqual({ from: '2026-11-20', to: '2026-12-05' });
    for (const id of outside) expect(refsOf(pages)).not.toContain(id);
  });

  it('sends the whole-list sections on the first page only', async () => {
    const { pages } = await pullAll(app, kiosk.device_token, undefined, 10);
    const [first, ...rest] = pages;
    expect(
      first!.changes.catalogue?.conservation_fees.map((fee) => fee.payment_public_id),
    ).toContain('cf-cit-a');
    expect(first!.changes.catalogue?.conservancy.name).toBe('Kijani Conservancy');
    expect(
      first!.changes.catalogue?.currencies.find((c) => c.currency_public_id === 'USD'),
    ).toMatchObject({ buy_amount: expect.any(String), sell_amount: expect.any(String) });
    expect(first!.changes.staff).not.toBeNull();
    expect(first!.changes.ticket_keys).not.toBeNull();
    expect(first!.changes.revocations).toEqual([]);
    for (const page of rest) {
      expect(page.changes).toMatchObject({
        catalogue: null,
        staff: null,
        ticket_keys: null,
        revocations: null,
      });
    }
  });

  it('carries each booking with its guests, vehicles, money and status', async () => {
    const page = await pull(app, kiosk.device_token, undefined, 1);
    expect(page.changes.bookings[0]).toMatchObject({
      booking_public_id: inWindow[0],
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      check_in_date: '2026-11-21',
      check_out_date: '2026-11-21',
      first_name: 'Guest0',
      guest_total: 2,
      total_cost: 3500,
      booking_payment_balance: 3500,
      guests: [
        {
          payment_public_id: 'cf-cit-a',
          payment_person: 'Citizen Adult',
          payment_guests: 2,
          amount: 3000,
        },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, amount: 500 }],
      payments: [],
      check_ins: [],
      ticket_code: null,
    });
  });

  it('resumes an interrupted download where it stopped', async () => {
    const first = await pull(app, kiosk.device_token, undefined, 10);
    const second = await pull(app, kiosk.device_token, first.cursor, 10);
    const again = await pull(app, kiosk.device_token, first.cursor, 10);
    expect(refsOf([again])).toEqual(refsOf([second]));
    expect(refsOf([second])).toEqual(inWindow.slice(10, 20));
  });
});

describe('the staff a kiosk may sign in offline', () => {
  it('are the gate roles on this gate, with an argon2id verifier of their password', async () => {
    const page = await pull(app, kiosk.device_token, undefined, 1);
    const staff = page.changes.staff!;
    // The administrator works the main gate too, but no kiosk holds their verifier by default.
    expect(staff.map((user) => user.user_type)).toEqual(['Gate Clerk', 'Inspection Ranger']);
    const clerk = staff.find((user) => user.user_type === 'Gate Clerk')!;
    expect(clerk.features).toContain('checkin');
    expect(clerk.verifier).toMatch(/^\$argon2id\$/);
    expect(await verify(clerk.verifier, demoStaff['Gate Clerk'].password)).toBe(true);
    const [stored] =
      await database.sql`select password_hash from users where email = ${demoStaff['Gate Clerk'].email}`;
    expect(clerk.verifier).not.toBe(stored!.password_hash);
  });

  it('include administrators only when KIOSK_ADMIN_VERIFIERS says so', async () => {
    const withAdmins = await staffVerifiers(database.db, 'gate-main', {
      includeAdministrators: true,
    });
    expect(withAdmins.map((user) => user.user_type)).toEqual([
      'Administrator',
      'Gate Clerk',
      'Inspection Ranger',
    ]);
    expect(parseConfig({}).KIOSK_ADMIN_VERIFIERS).toBe(false);
    expect(parseConfig({ KIOSK_ADMIN_VERIFIERS: 'true' }).KIOSK_ADMIN_VERIFIERS).toBe(true);
  });

  it('leave out a clerk who works at another gate', async () => {
    const created = await app.request(
      '/api/v1/users',
      postJson(
        {
          full_name: 'River Clerk',
          email: 'river.clerk@kijani.example',
          user_type_id: 'role-gate-clerk',
          password: 'kifaru-2026',
          gate_public_ids: ['gate-river'],
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    const river = await registerKiosk(app, admin, 'gate-river');
    const atRiver = (await pull(app, river.device_token, undefined, 1)).changes.staff!;
    const atMain = (await pull(app, kiosk.device_token, undefined, 1)).changes.staff!;
    expect(atRiver.map((user) => user.full_name)).toContain('River Clerk');
    expect(atMain.map((user) => user.full_name)).not.toContain('River Clerk');
  });
});

describe('changes while paging', () => {
  it('are never missed and never sent twice within a download', async () => {
    const first = await pull(app, kiosk.device_token, undefined, 10);
    const sentFirst = refsOf([first]);

    // While the kiosk pages: a booking already sent is cancelled, one not yet sent is
    // changed, a new one is made, and one already sent moves out of the window.
    const deps = { db: database.db, clock: testClock };
    await cancelBooking(deps, sentFirst[2]!, 'test');
    const notYetSent = inWindow[15]!;
    await database.sql`update bookings set mode_registration = 'KDA 123X'
      where booking_public_id = ${notYetSent}`;
    const made = await book(
      bookingDeps(database.db),
      dayVisit('2026-11-30', { first_name: 'Late' }),
    );
    const moved = sentFirst[4]!;
    await database.sql`update bookings set check_in = '2026-12-24', check_out = '2026-12-24'
      where booking_public_id = ${moved}`;

    const rest = await pullAll(app, kiosk.device_token, first.cursor, 10);
    const download = [first, ...rest.pages];
    const sent = refsOf(download);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toContain(made.booking_public_id);
    const changedRow = download
      .flatMap((page) => page.changes.bookings)
      .find((booking) => booking.booking_public_id === notYetSent);
    expect(changedRow?.mode_registration).toBe('KDA 123X');

    const next = await pullAll(app, kiosk.device_token, rest.cursor, 10);
    expect(new Set(refsOf(next.pages))).toEqual(
      new Set([sentFirst[2], notYetSent, made.booking_public_id]),
    );
    const cancelled = next.pages[0]!.changes.bookings.find(
      (booking) => booking.booking_public_id === sentFirst[2],
    );
    expect(cancelled?.booking_status).toBe('cancelled');
    expect(next.pages[0]!.changes.removed_booking_public_ids).toEqual([moved]);
    expect(next.pages[0]!.changes.revocations).toEqual([
      { booking_ref_code: expect.any(String), reason: 'cancelled' },
    ]);
    expect(next.pages[0]!.changes.catalogue).toBeNull();
    expect(next.pages[0]!.changes.staff).toBeNull();

    const quiet = await pullAll(app, kiosk.device_token, next.cursor, 10);
    expect(refsOf(quiet.pages)).toEqual([]);
    expect(quiet.pages[0]!.changes.removed_booking_public_ids).toEqual([]);
  });

  it('catch a booking whose write was still open when the download began', async () => {
    const { cursor } = await pullAll(app, kiosk.device_token, undefined, 100);
    const [target] = await database.sql`select id, booking_public_id from bookings
      where check_in = '2026-11-22' order by id limit 1`;
    const writer = await database.sql.reserve();
    try {
      await writer`begin`;
      await writer`update bookings set city = 'Isiolo' where id = ${target!.id}`;
      // The kiosk starts its next download while that write is open, and gets nothing yet.
      const during = await pullAll(app, kiosk.device_token, cursor, 100);
      expect(refsOf(during.pages)).not.toContain(target!.booking_public_id);
      await writer`commit`;
      const after = await pullAll(app, kiosk.device_token, during.cursor, 100);
      expect(refsOf(after.pages)).toContain(target!.booking_public_id);
    } finally {
      writer.release();
    }
  });
});

describe('the window moving', () => {
  it('brings in a booking that was too far ahead once its days come near', async () => {
    const ahead = await book(
      bookingDeps(database.db),
      dayVisit('2026-12-06', { first_name: 'Ahead' }),
    );
    const { pages, cursor } = await pullAll(app, kiosk.device_token, undefined, 100);
    expect(refsOf(pages)).not.toContain(ahead.booking_public_id);
    const unchanged = await pullAll(app, kiosk.device_token, cursor, 100);
    expect(refsOf(unchanged.pages)).not.toContain(ahead.booking_public_id);
    clock.advance(24 * 3_600_000);
    const tomorrow = await pullAll(app, kiosk.device_token, unchanged.cursor, 100);
    expect(tomorrow.pages[0]!.window).toEqual({ from: '2026-11-21', to: '2026-12-06' });
    expect(refsOf(tomorrow.pages)).toEqual([ahead.booking_public_id]);
  });

  it('sends the catalogue again when a price changes, and then not again', async () => {
    const { cursor } = await pullAll(app, kiosk.device_token, undefined, 100);
    await database.sql`update conservation_fees set payment_person_amount = '1600'
      where payment_public_id = 'cf-cit-a'`;
    const changed = await pullAll(app, kiosk.device_token, cursor, 100);
    const fee = changed.pages[0]!.changes.catalogue?.conservation_fees.find(
      (entry) => entry.payment_public_id === 'cf-cit-a',
    );
    expect(fee?.payment_person_amount).toBe('1600');
    const again = await pull(app, kiosk.device_token, changed.cursor, 100);
    expect(again.changes.catalogue).toBeNull();
  });
});
