/**
 * Who may work a gate, as the API enforces it on the outbox, and what it knows of its kiosks:
 * an operation whose clerk's role lacks the gate ability of its kind is rejected (and listed for
 * review); each kiosk's app version and last sync are listed with its gate; a walk-in keeps the
 * reference its kiosk printed from the device's block.
 */
import { randomUUID } from 'node:crypto';
import { APP_VERSION_HEADER, walkInReference } from '@hifadhi/shared/schemas/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';
import { dayVisit, operation, push, registerKiosk } from './test-kiosk';
import { walkInRefPrefix } from './walk-in-reference';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
let kiosk: { device_public_id: string; device_token: string; walk_in_ref_prefix: string };
const clerks: Record<string, string> = {};

const at = (time: string) => `2026-11-21T${time}:00+03:00`;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  admin = await signInAs(app, 'Administrator');
  kiosk = (await registerKiosk(app, admin, 'gate-main')) as typeof kiosk;
  for (const row of await database.sql`select u.public_id, t.name from users u
      join user_types t on t.id = u.user_type_id`) {
    clerks[row.name as string] = row.public_id as string;
  }
});

async function reviewList() {
  const response = await app.request('/api/v1/sync/forced?items=100', { headers: bearer(admin) });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    operations: Array<{ idempotency_key: string; status: string; error: { message: string } }>;
  };
}

describe('outbox operations of someone who is not gate staff', () => {
  it('are rejected with the reason and listed for review; a clerk’s go through', async () => {
    const booked = await book(bookingDeps(database.db), dayVisit('2026-11-21'));
    const cash = (clerk: string) =>
      operation(
        'cash_payment',
        {
          booking_public_id: booked.booking_public_id,
          amount: 3500,
          currency: 'KES',
          clerk_public_id: clerk,
        },
        at('08:00'),
      );
    const byPartner = cash(clerks.Partner!);
    const byStranger = cash(randomUUID());
    const rangerCheckIn = operation(
      'check_in',
      {
        direction: 'check_in',
        booking_public_id: booked.booking_public_id,
        clerk_public_id: clerks['Inspection Ranger'],
      },
      at('08:01'),
    );
    const byClerk = cash(clerks['Gate Clerk']!);
    const results = await push(app, kiosk.device_token, [
      byPartner,
      byStranger,
      rangerCheckIn,
      byClerk,
    ]);
    expect(results.map((result) => [result.status, result.error?.message ?? null])).toEqual([
      ['rejected', 'Your role may not take cash at the gate.'],
      ['rejected', 'Your role may not take cash at the gate.'],
      ['rejected', 'Your role may not record check-ins at the gate.'],
      ['applied', null],
    ]);
    const [paid] = await database.sql`select booking_payment_status from bookings
      where booking_public_id = ${booked.booking_public_id}`;
    expect(paid!.booking_payment_status).toBe('Paid');
    const [{ count }] = (await database.sql`select count(*)::int as count from payments p
      join bookings b on b.id = p.booking_id
      where b.booking_public_id = ${booked.booking_public_id}`) as unknown as [{ count: number }];
    expect(count).toBe(1);

    const listed = (await reviewList()).operations;
    for (const refused of [byPartner, byStranger, rangerCheckIn]) {
      expect(listed).toContainEqual(
        expect.objectContaining({ idempotency_key: refused.idempotency_key, status: 'rejected' }),
      );
    }
  });
});

describe('the fleet', () => {
  it('lists each device with its gate, name, reported app version and last sync', async () => {
    const other = await registerKiosk(app, admin, 'gate-river', 'River kiosk');
    const sync = (token: string, version: string) =>
      app.request('/api/v1/sync/changes?limit=1', {
        headers: { ...bearer(token), [APP_VERSION_HEADER]: version },
      });
    expect((await sync(kiosk.device_token, '1.4.2')).status).toBe(200);
    expect((await sync(kiosk.device_token, '1.5.0')).status).toBe(200);
    const response = await app.request('/api/v1/devices', { headers: bearer(admin) });
    expect(response.status).toBe(200);
    const devices = (await response.json()) as Array<Record<string, unknown>>;
    expect(devices.find((d) => d.device_public_id === kiosk.device_public_id)).toMatchObject({
      name: 'gate-main kiosk',
      gate_public_id: 'gate-main',
      gate_name: 'Main Gate',
      app_version: '1.5.0',
      last_sync_at: expect.any(String),
    });
    expect(devices.find((d) => d.device_public_id === other.device_public_id)).toMatchObject({
      name: 'River kiosk',
      gate_public_id: 'gate-river',
      app_version: null,
      last_sync_at: null,
    });
  });

  it('gives each device its own block of walk-in references', async () => {
    const other = (await registerKiosk(app, admin, 'gate-main')) as typeof kiosk;
    expect(kiosk.walk_in_ref_prefix).toMatch(/^W[2-9A-Z]+$/);
    expect(other.walk_in_ref_prefix).not.toBe(kiosk.walk_in_ref_prefix);
    expect([1, 31, 32, 1025].map(walkInRefPrefix)).toEqual(['W3', 'WZ', 'W32', 'W323']);
  });
});

describe('a walk-in numbered at the kiosk', () => {
  const walkIn = (reference: string, day = '2026-11-21') => ({
    booking_public_id: randomUUID(),
    booking_ref_code: reference,
    check_in: day,
    check_out: day,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    phone: '+254722000222',
    country: 'KE',
    clerk_public_id: clerks['Gate Clerk'],
  });

  it('keeps its reference from the device’s block; another device’s is not taken', async () => {
    const own = walkIn(walkInReference(kiosk.walk_in_ref_prefix, 7));
    const foreign = walkIn(walkInReference('W9ZZ', 7));
    const [kept, drawn] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', own, at('09:00')),
      operation('walk_in_booking', foreign, at('09:01')),
    ]);
    expect(kept).toMatchObject({
      status: 'applied',
      result: { booking_ref_code: `${kiosk.walk_in_ref_prefix}-7` },
    });
    expect(drawn!.status).toBe('applied');
    expect(drawn!.result!.booking_ref_code).toMatch(/^[2-9A-Z]{8}$/);
  });

  it('may be backdated up to 7 days before the day it was made, not more', async () => {
    const [week, older] = await push(app, kiosk.device_token, [
      operation(
        'walk_in_booking',
        walkIn(walkInReference(kiosk.walk_in_ref_prefix, 8), '2026-11-14'),
        at('09:02'),
      ),
      operation(
        'walk_in_booking',
        walkIn(walkInReference(kiosk.walk_in_ref_prefix, 9), '2026-11-13'),
        at('09:03'),
      ),
    ]);
    expect(week!.status).toBe('applied');
    expect(older).toMatchObject({
      status: 'rejected',
      error: { code: 'VALIDATION_FAILED', message: 'Check-in cannot be before today' },
    });
  });
});
