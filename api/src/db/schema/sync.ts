/**
 * Gate sync's tables: registered devices (kiosks, each bound to one gate; the device token is
 * kept as a SHA-256 hash), one-time registration codes, the outbox operations applied (one row
 * per idempotency key, with the answer given, so a repeated key gets its first answer), the
 * check-in events, and the receipts printed at the gate.
 *
 * `check_ins` is append-only (a trigger in the migration refuses UPDATE, DELETE and TRUNCATE):
 * a check-in or check-out is an event, never overwritten; one that conflicted with the server
 * (a ticket already used at another gate, a cancelled or unpaid booking) is kept with
 * `forced` set and listed for review.
 *
 * spec: api-contract.md §Staff and devices; research offline-checkin-anchors.md §1 (device
 * set-up, nonce idempotency, forced check-ins, print logs), §2 (events, not last-writer-wins).
 */
import { outboxKinds, outboxStatuses } from '@hifadhi/shared/schemas/sync';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { gates } from './catalogue';

export const scanDirectionEnum = pgEnum('scan_direction', ['check_in', 'check_out']);
export const outboxKindEnum = pgEnum('outbox_kind', outboxKinds);
export const outboxStatusEnum = pgEnum('outbox_status', outboxStatuses);

const instant = () => timestamp({ withTimezone: true });
const deviceId = () => bigint({ mode: 'number' }).references(() => devices.id);
const userId = () => bigint({ mode: 'number' }).references(() => users.id);

/** A kiosk registered at a gate. Its token authorises `/sync/*` until `revoked_at`. */
export const devices = pgTable('devices', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  device_public_id: uuid().notNull().unique().defaultRandom(),
  name: text().notNull(),
  gate_public_id: text()
    .notNull()
    .references(() => gates.gate_public_id),
  token_hash: text().notNull().unique(),
  registered_by: userId(),
  registered_at: instant().notNull().defaultNow(),
  last_seen_at: instant(),
  /** The kiosk app's version it reported with its last sync. */
  app_version: text(),
  revoked_at: instant(),
  revoked_by: userId(),
});

/** A one-time code an administrator issued for a kiosk at a gate (SHA-256 of the code). */
export const deviceRegistrationCodes = pgTable('device_registration_codes', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code_hash: text().notNull().unique(),
  gate_public_id: text()
    .notNull()
    .references(() => gates.gate_public_id),
  created_by: userId().notNull(),
  created_at: instant().notNull().defaultNow(),
  expires_at: instant().notNull(),
  used_at: instant(),
  device_id: deviceId(),
});

/**
 * An outbox operation as first received and what became of it. The unique idempotency key is
 * what makes each operation apply once; `result`/`error` are the answer repeated to retries.
 */
export const syncOperations = pgTable(
  'sync_operations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotency_key: text().notNull().unique(),
    device_id: deviceId().notNull(),
    kind: outboxKindEnum().notNull(),
    payload: jsonb().notNull(),
    device_time: instant().notNull(),
    status: outboxStatusEnum().notNull(),
    result: jsonb(),
    error: jsonb(),
    received_at: instant().notNull().defaultNow(),
  },
  (table) => [
    index('sync_operations_for_review')
      .on(table.received_at)
      .where(sql`${table.status} <> 'applied'`),
  ],
);

/** One check-in or check-out of a booking at a gate: an event, only ever appended. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    check_in_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    gate_public_id: text()
      .notNull()
      .references(() => gates.gate_public_id),
    device_id: deviceId(),
    clerk_id: userId(),
    direction: scanDirectionEnum().notNull(),
    /** When it happened at the gate (the kiosk's clock). */
    device_time: instant().notNull(),
    /** When the server recorded it. */
    server_time: instant().notNull().defaultNow(),
    forced: boolean().notNull(),
    /** The server's scan decision (`decideScan`) when it was applied, and its message. */
    decision_status: text().notNull(),
    decision_message: text().notNull(),
    idempotency_key: text().unique(),
  },
  (table) => [index('check_ins_booking').on(table.booking_id, table.device_time)],
);

/** A receipt printed at the gate (pretix-style print log): a copy when reprinted. */
export const receiptPrints = pgTable(
  'receipt_prints',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    device_id: deviceId(),
    clerk_id: userId(),
    copy: boolean().notNull(),
    /** The number printed on it (null for receipts printed before kiosks numbered them). */
    receipt_number: text(),
    device_time: instant().notNull(),
    server_time: instant().notNull().defaultNow(),
    idempotency_key: text().unique(),
  },
  (table) => [index('receipt_prints_booking').on(table.booking_id)],
);

/**
 * When each booking last changed: the booking, its lines, payments, tickets, events or
 * check-ins. Kept by triggers (see the migration) with `clock_timestamp()` of the writing
 * statement, so the change feed compares the database's own times whatever clock the writer
 * used. No foreign key: a row may outlive its booking.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    booking_id: bigint({ mode: 'number' }).primaryKey(),
    changed_at: instant().notNull(),
  },
  (table) => [index('booking_changes_changed_at').on(table.changed_at)],
);
