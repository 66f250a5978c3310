import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { enqueueCheckIn, enqueueReceiptPrinted, outboxEntries } from './outbox';
import { openReplicaDatabase, REPLICA_SCHEMA_VERSION, statement } from './replica-database';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true });
});

function dataDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'hifadhi-replica-'));
  directories.push(directory);
  return directory;
}

describe('the replica database', () => {
  it('prepares each statement of the hot paths once per replica, and sees later writes', () => {
    const [one, two] = [openReplicaDatabase(dataDirectory()), openReplicaDatabase(dataDirectory())];
    const sql = 'select count(*) as n from outbox';
    expect(statement(one, sql)).toBe(statement(one, sql));
    expect(statement(two, sql)).not.toBe(statement(one, sql));
    expect(statement(one, sql).get()).toEqual({ n: 0 });
    enqueueCheckIn(one, { booking_public_id: '3f9a1c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b' }, testNow);
    expect(statement(one, sql).get()).toEqual({ n: 1 });
    one.close();
    two.close();
  });

  it('is a WAL file migrated once to the current schema version, kept across reopening', () => {
    const directory = dataDirectory();
    const first = openReplicaDatabase(directory);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    const booking = '3f9a1c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
    enqueueCheckIn(first, { booking_public_id: booking }, new Date('2026-11-21T06:05:00Z'));
    first.close();

    const again = openReplicaDatabase(directory);
    expect(again.prepare('select version from schema_version').pluck().all()).toEqual(
      Array.from({ length: REPLICA_SCHEMA_VERSION }, (_, index) => index + 1),
    );
    expect(outboxEntries(again)).toMatchObject([
      {
        kind: 'check_in',
        payload: { direction: 'check_in', booking_public_id: booking },
        device_time: '2026-11-21T06:05:00.000Z',
        status: 'pending',
        attempts: 0,
      },
    ]);
    again.close();
  });

  it('gives every queued operation its own idempotency key of at least 128 random bits', () => {
    const db = openReplicaDatabase(dataDirectory());
    const booking = '3f9a1c2e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
    const keys = Array.from(
      { length: 20 },
      () => enqueueReceiptPrinted(db, { booking_public_id: booking }, testNow).idempotency_key,
    );
    expect(new Set(keys).size).toBe(20);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(key, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    expect(() => enqueueReceiptPrinted(db, { booking_public_id: 'not-a-uuid' }, testNow)).toThrow(
      'Must be a booking public id (UUID)',
    );
    db.close();
  });
});
