/**
 * A kiosk the administrator revokes, against the real API: its next sync is refused (401); it
 * stops syncing, says it is revoked, and wipes its device token, staff verifiers, bookings and
 * ticket keys, but keeps its outbox (the cash and check-ins it took) and says how many
 * operations were left unsent. Registered again, it sends them and downloads afresh.
 */
import { messages } from '@hifadhi/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../api/src/auth/test-staff';
import { testNow } from '../../../api/src/test/test-clock';
import { enqueueCashPayment, enqueueCheckIn, outboxEntries } from './outbox';
import type { ReplicaDatabase } from './replica-database';
import { DeviceRevokedError } from './sync-client';
import {
  type Booked,
  replicaBookingIds,
  startTestApi,
  type TestApi,
  tracingFetch,
} from './test/test-api';

let api: TestApi;
let booked: Booked[];

beforeAll(async () => {
  api = await startTestApi();
  booked = await api.bookDayVisits(4);
}, 60_000);

afterAll(async () => {
  await api.close();
});

async function revoke(devicePublicId: string): Promise<void> {
  const response = await api.app.request(
    `/api/v1/devices/${devicePublicId}/revoke`,
    postJson({}, api.adminToken),
  );
  expect(response.status).toBe(200);
}

function count(replica: ReplicaDatabase, table: string): number {
  return replica.prepare(`select count(*) from ${table}`).pluck().get() as number;
}

describe('a revoked kiosk', () => {
  it('stops syncing, wipes what it must not keep, keeps its outbox and counts it', async () => {
    const trace = tracingFetch();
    const { replica, client, registered } = await api.registeredClient('Main gate kiosk 1', {
      fetch: trace.fetch,
    });
    enqueueCashPayment(
      replica,
      {
        booking_public_id: booked[0]!.booking_public_id,
        amount: 3500,
        currency: 'KES',
      },
      testNow,
    );
    await client.syncNow();
    expect(count(replica, 'bookings')).toBe(4);
    expect(count(replica, 'staff_verifiers')).toBeGreaterThan(0);
    expect(count(replica, 'ticket_keys')).toBe(1);

    // Offline work, then the administrator revokes the kiosk before it syncs.
    const cash = enqueueCashPayment(
      replica,
      {
        booking_public_id: booked[1]!.booking_public_id,
        amount: 3500,
        currency: 'KES',
      },
      testNow,
    );
    const checkIn = enqueueCheckIn(
      replica,
      { booking_ref_code: booked[0]!.booking_ref_code },
      testNow,
    );
    await revoke(registered.device_public_id);

    const refused = await client.syncNow().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeviceRevokedError);
    expect(refused).toMatchObject({
      message: messages.deviceRevoked,
      status: 401,
      unsent_operations: 2,
    });
    expect(client.status()).toMatchObject({
      revoked: true,
      registered: false,
      pending_operations: 2,
      failures: 0,
      next_attempt_at: null,
    });
    expect(replica.prepare('select device_token from device').pluck().get()).toBe('');
    for (const table of ['staff_verifiers', 'bookings', 'ticket_keys']) {
      expect(count(replica, table)).toBe(0);
    }
    expect(replica.prepare('select cursor from sync_state').pluck().get()).toBeNull();
    expect(outboxEntries(replica).slice(1)).toMatchObject([
      {
        idempotency_key: cash.idempotency_key,
        status: 'pending',
        payload: { amount: 3500, currency: 'KES' },
        last_error: messages.deviceRevoked,
      },
      { idempotency_key: checkIn.idempotency_key, status: 'pending' },
    ]);

    // It no longer calls the server.
    trace.calls.length = 0;
    expect(await client.syncWhenDue()).toBeNull();
    await expect(client.syncNow()).rejects.toMatchObject({
      name: 'DeviceRevokedError',
      unsent_operations: 2,
    });
    expect(trace.calls).toEqual([]);

    // Registered again, it sends what it kept and downloads everything afresh.
    await client.register(await api.registrationCode(), 'Main gate kiosk 1');
    const report = await client.syncNow();
    expect(report).toMatchObject({ uploaded: 2, refused: 0 });
    expect(outboxEntries(replica).map((entry) => entry.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    const [landed] = await api.database.sql`select count(*)::int as count from sync_operations
      where idempotency_key in ${api.database.sql([cash.idempotency_key, checkIn.idempotency_key])}`;
    expect(landed!.count).toBe(2);
    expect(replicaBookingIds(replica)).toEqual(booked.map((b) => b.booking_public_id).sort());
    expect(count(replica, 'staff_verifiers')).toBeGreaterThan(0);
    expect(client.status()).toMatchObject({ revoked: false, registered: true });
  });

  it('finds out on its download when nothing waits to be sent', async () => {
    const { replica, client, registered } = await api.registeredClient('Main gate kiosk 2');
    await client.syncNow();
    await revoke(registered.device_public_id);

    await expect(client.syncNow()).rejects.toMatchObject({
      name: 'DeviceRevokedError',
      unsent_operations: 0,
    });
    expect(client.status()).toMatchObject({ revoked: true, pending_operations: 0 });
    expect(count(replica, 'bookings')).toBe(0);
  });
});
