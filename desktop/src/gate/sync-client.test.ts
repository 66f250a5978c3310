/**
 * The kiosk's sync client against the real API over HTTP (a `@hono/node-server` listener on a
 * free port, a fresh Postgres database for this file): registration with a code, a full sync
 * that fills the replica, an upload whose answer was lost sent again and applied once, and a
 * download broken off after its first page that resumes from its cursor.
 */
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../../../api/src/auth/test-staff';
import { dayVisit } from '../../../api/src/sync/test-kiosk';
import { book, bookingDeps } from '../../../api/src/test/booking-fixtures';
import { testNow } from '../../../api/src/test/test-clock';
import { enqueueCashPayment, enqueueCheckIn, outboxEntries } from './outbox';
import type { ReplicaDatabase } from './replica-database';
import { createSyncClient } from './sync-client';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let apiBaseUrl: string;
const replicas: ReplicaDatabase[] = [];

beforeAll(async () => {
  api = await startTestApi();
  apiBaseUrl = api.apiBaseUrl;
});

afterAll(async () => {
  await api.close();
});

/** A new, empty replica in its own data directory. */
function newReplica(): ReplicaDatabase {
  const replica = api.newReplica();
  replicas.push(replica);
  return replica;
}

/** A registration code for `gate-main`, issued by the demo administrator. */
function registrationCode(): Promise<string> {
  return api.registrationCode();
}

function replicaBooking(replica: ReplicaDatabase, ref: string): ReplicaBooking | undefined {
  const row = replica.prepare('select body from bookings where booking_ref_code = ?').get(ref) as
    | { body: string }
    | undefined;
  return row ? (JSON.parse(row.body) as ReplicaBooking) : undefined;
}

function bookingRows(replica: ReplicaDatabase): Array<{ booking_public_id: string; body: string }> {
  return replica
    .prepare('select booking_public_id, body from bookings order by booking_public_id')
    .all() as Array<{ booking_public_id: string; body: string }>;
}

describe('the gate sync client', () => {
  const replica = () => replicas[0]!;
  let paid: { booking_public_id: string; booking_ref_code: string };

  it('registers with a code and fills the replica: catalogue, staff, keys, a paid booking', async () => {
    paid = await book(
      bookingDeps(api.database.db),
      dayVisit('2026-11-21', { first_name: 'Achieng' }),
    );
    const client = createSyncClient({ db: newReplica(), apiBaseUrl, pageLimit: 2 });
    expect(client.status()).toMatchObject({ registered: false, last_success_at: null });

    const registered = await client.register(await registrationCode(), 'Main gate kiosk 1');
    expect(registered.gate_public_id).toBe('gate-main');

    // Cash taken at the gate before the first sync: uploaded first, so the download has it.
    enqueueCashPayment(
      replica(),
      {
        booking_public_id: paid.booking_public_id,
        amount: 3500,
        currency: 'KES',
      },
      testNow,
    );
    const report = await client.syncNow();
    expect(report.uploaded).toBe(1);
    expect(outboxEntries(replica()).map((entry) => entry.status)).toEqual(['applied']);

    const catalogue = replica().prepare('select body from catalogue').get() as { body: string };
    expect(
      (
        JSON.parse(catalogue.body) as { vehicle_fees: Array<{ vehicle_public_id: string }> }
      ).vehicle_fees.map((fee) => fee.vehicle_public_id),
    ).toEqual(['vf-6', 'vf-14', 'vf-60']);
    const emails = replica().prepare('select email from staff_verifiers').pluck().all();
    expect(emails).toContain(demoStaff['Gate Clerk'].email);
    expect(replica().prepare('select count(*) from ticket_keys').pluck().get()).toBe(1);
    expect(replicaBooking(replica(), paid.booking_ref_code)).toMatchObject({
      first_name: 'Achieng',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
      payments: [{ method: 'cash', status: 'paid' }],
      ticket_code: expect.any(String),
    });
    expect(replica().prepare('select complete from sync_state').pluck().get()).toBe(1);
    expect(client.status()).toMatchObject({
      mode: 'online',
      registered: true,
      failures: 0,
      pending_operations: 0,
      last_success_at: expect.any(String),
    });
  });

  it('sends a check-in again after its answer was lost, and the server has it once', async () => {
    let answersToLose = 1;
    const losingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('/sync/outbox') && answersToLose > 0) {
        answersToLose--;
        throw new TypeError('fetch failed: connection reset');
      }
      return response;
    };
    const client = createSyncClient({ db: replica(), apiBaseUrl, fetch: losingFetch });
    const checkIn = enqueueCheckIn(replica(), { booking_ref_code: paid.booking_ref_code }, testNow);

    await expect(client.syncNow()).rejects.toThrow('No answer from the server');
    expect(outboxEntries(replica())[1]).toMatchObject({
      idempotency_key: checkIn.idempotency_key,
      status: 'pending',
      attempts: 1,
    });
    expect(client.status()).toMatchObject({ failures: 1, pending_operations: 1 });

    await client.syncNow();
    expect(outboxEntries(replica())[1]).toMatchObject({
      status: 'applied',
      attempts: 2,
      server_result: { status: 'applied' },
    });
    const [row] = await api.database.sql`select count(*)::int as count from check_ins
      where idempotency_key = ${checkIn.idempotency_key}`;
    expect(row!.count).toBe(1);
    expect(replicaBooking(replica(), paid.booking_ref_code)).toMatchObject({
      booking_status: 'checked_in',
      check_ins: [{ direction: 'check_in', gate_public_id: 'gate-main', forced: false }],
    });
    expect(client.status()).toMatchObject({ failures: 0, pending_operations: 0 });
  });

  it('resumes a download broken off after its first page from its cursor', async () => {
    for (const name of ['Kiprono', 'Njeri', 'Wafula']) {
      await book(bookingDeps(api.database.db), dayVisit('2026-11-22', { first_name: name }));
    }
    let changePages = 0;
    const breakingFetch: typeof fetch = async (input, init) => {
      if (String(input).includes('/sync/changes') && ++changePages === 2) {
        throw new TypeError('fetch failed: the kiosk lost its network');
      }
      return fetch(input, init);
    };
    let now = new Date('2026-11-21T06:30:00Z');
    const broken = createSyncClient({
      db: newReplica(),
      apiBaseUrl,
      fetch: breakingFetch,
      pageLimit: 1,
      now: () => now,
    });
    await broken.register(await registrationCode(), 'Main gate kiosk 2');
    await expect(broken.syncNow()).rejects.toThrow('the kiosk lost its network');
    const kept = replicas[1]!;
    expect(kept.prepare('select complete from sync_state').pluck().get()).toBe(0);
    expect(bookingRows(kept)).toHaveLength(1);
    expect(broken.status()).toMatchObject({
      failures: 1,
      last_success_at: null,
      next_attempt_at: '2026-11-21T06:30:05.000Z',
    });
    expect(await broken.syncWhenDue()).toBeNull();

    now = new Date('2026-11-21T06:30:06Z');
    const resumed = await broken.syncWhenDue();

    const whole = createSyncClient({ db: newReplica(), apiBaseUrl, pageLimit: 1 });
    await whole.register(await registrationCode(), 'Main gate kiosk 3');
    const full = await whole.syncNow();
    expect(resumed?.pages).toBe(full.pages - 1);
    expect(bookingRows(kept)).toHaveLength(4);
    expect(bookingRows(kept)).toEqual(bookingRows(replicas[2]!));
    expect(broken.status()).toMatchObject({
      failures: 0,
      last_success_at: '2026-11-21T06:30:06.000Z',
    });
  });
});
