/**
 * One bad operation never holds the outbox, against the real API: operations whose envelope
 * the server would refuse are marked rejected on the kiosk with the reason and never sent,
 * while the good ones around them are applied; and when the server still refuses a batch as
 * malformed (400), the kiosk splits it until the refused operation is alone, marks that one
 * rejected with the server's message, and the others reach the server once each, in order.
 */
import type { OutboxOperation } from '@hifadhi/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import {
  enqueueCashPayment,
  enqueueCheckIn,
  newIdempotencyKey,
  outboxEntries,
  REFUSED_PREFIX,
  UNSENDABLE_PREFIX,
} from './outbox';
import type { ReplicaDatabase } from './replica-database';
import {
  type Booked,
  startTestApi,
  type TestApi,
  type TracedCall,
  tracingFetch,
} from './test/test-api';

let api: TestApi;
let booked: Booked[];

beforeAll(async () => {
  api = await startTestApi();
  booked = await api.bookDayVisits(10);
}, 60_000);

afterAll(async () => {
  await api.close();
});

/** Queues a row as an older or faulty kiosk build might have written it, unchecked. */
function queueUnchecked(
  replica: ReplicaDatabase,
  row: { idempotency_key: string; kind: string; payload: string; device_time: string },
): void {
  replica
    .prepare('insert into outbox (idempotency_key, kind, payload, device_time) values (?, ?, ?, ?)')
    .run(row.idempotency_key, row.kind, row.payload, row.device_time);
}

/** The idempotency keys the server recorded among `keys`, in the order it received them. */
async function recordedOnServer(keys: string[]): Promise<string[]> {
  const rows = await api.database.sql`select idempotency_key from sync_operations
    where idempotency_key in ${api.database.sql(keys)} order by id`;
  return rows.map((row) => row.idempotency_key as string);
}

function outboxStatuses(calls: readonly TracedCall[]): number[] {
  return calls.filter((call) => call.path === '/sync/outbox').map((call) => call.status);
}

describe('outbox operations the server would refuse', () => {
  it('are rejected on the kiosk with the reason and never sent; the good ones are applied', async () => {
    const trace = tracingFetch();
    const { replica, client } = await api.registeredClient('Main gate kiosk 1', {
      fetch: trace.fetch,
    });

    const cash = enqueueCashPayment(
      replica,
      {
        booking_public_id: booked[0]!.booking_public_id,
        amount: 3500,
        currency: 'KES',
      },
      testNow,
    );
    queueUnchecked(replica, {
      idempotency_key: newIdempotencyKey(),
      kind: 'check_in',
      payload: JSON.stringify({
        direction: 'check_in',
        booking_ref_code: booked[1]!.booking_ref_code,
      }),
      device_time: '21/11/2026 09:05',
    });
    const checkIn = enqueueCheckIn(
      replica,
      { booking_ref_code: booked[0]!.booking_ref_code },
      testNow,
    );
    queueUnchecked(replica, {
      idempotency_key: 'short',
      kind: 'receipt_printed',
      payload: JSON.stringify({ booking_public_id: booked[1]!.booking_public_id }),
      device_time: '2026-11-21T09:06:00+03:00',
    });

    const report = await client.syncNow();

    expect(report).toMatchObject({ uploaded: 2, refused: 2 });
    expect(outboxStatuses(trace.calls)).toEqual([200]);
    const entries = outboxEntries(replica);
    expect(entries.map((entry) => entry.status)).toEqual([
      'applied',
      'rejected',
      'applied',
      'rejected',
    ]);
    expect(entries[1]).toMatchObject({
      last_error: `${UNSENDABLE_PREFIX}device_time: Must be an ISO 8601 instant`,
      server_result: null,
      attempts: 0,
    });
    expect(entries[3]!.last_error).toBe(
      `${UNSENDABLE_PREFIX}idempotency_key: Idempotency key must be 16–128 of A–Z a–z 0–9 _ -`,
    );
    expect(await recordedOnServer(entries.map((entry) => entry.idempotency_key))).toEqual([
      cash.idempotency_key,
      checkIn.idempotency_key,
    ]);
    expect(client.status()).toMatchObject({ pending_operations: 0, rejected_operations: 2 });

    trace.calls.length = 0;
    await client.syncNow();
    expect(outboxStatuses(trace.calls)).toEqual([]);
  });

  it('are found by splitting a batch the server refuses (400); the rest arrive once, in order', async () => {
    const trace = tracingFetch();
    // A server whose envelope rules are stricter than the kiosk's copy of the schema, played by
    // a proxy that rewrites one operation's device time, on its way, to a form the API refuses.
    let poisonKey = '';
    const stricterServer: typeof fetch = (input, init) => {
      if (!String(input).endsWith('/sync/outbox')) return trace.fetch(input, init);
      const body = JSON.parse(String(init?.body)) as { operations: OutboxOperation[] };
      const operations = body.operations.map((operation) =>
        operation.idempotency_key === poisonKey
          ? { ...operation, device_time: '2026-11-21 09:30' }
          : operation,
      );
      return trace.fetch(input, { ...init, body: JSON.stringify({ operations }) });
    };
    const { replica, client } = await api.registeredClient('Main gate kiosk 2', {
      fetch: stricterServer,
    });

    const queued = booked.slice(2, 9).map((booking) =>
      enqueueCashPayment(
        replica,
        {
          booking_public_id: booking.booking_public_id,
          amount: 3500,
          currency: 'KES',
        },
        testNow,
      ),
    );
    poisonKey = queued[4]!.idempotency_key;

    const report = await client.syncNow();

    expect(report).toMatchObject({ uploaded: 6, refused: 1 });
    // 7 → 4 sent + 3 refused → 2 refused → 1 refused (alone: rejected) + 1 sent → 1 sent.
    expect(outboxStatuses(trace.calls)).toEqual([400, 200, 400, 400, 400, 200, 200]);
    const entries = outboxEntries(replica);
    expect(entries.map((entry) => entry.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'rejected',
      'applied',
      'applied',
    ]);
    expect(entries[4]).toMatchObject({
      last_error: `${REFUSED_PREFIX}Must be an ISO 8601 instant`,
      server_result: null,
    });
    const good = queued.filter((operation) => operation.idempotency_key !== poisonKey);
    expect(await recordedOnServer(queued.map((operation) => operation.idempotency_key))).toEqual(
      good.map((operation) => operation.idempotency_key),
    );
    const [paid] = await api.database.sql`select count(*)::int as count from bookings
      where booking_public_id in ${api.database.sql(booked.slice(2, 9).map((b) => b.booking_public_id))}
        and booking_payment_status = 'Paid'`;
    expect(paid!.count).toBe(6);
    expect(client.status()).toMatchObject({
      mode: 'online',
      failures: 0,
      pending_operations: 0,
      rejected_operations: 1,
    });
  });
});
