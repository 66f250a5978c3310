/**
 * The kiosk's replica: a SQLite file (WAL) under the kiosk's data directory holding what the
 * gate works from offline — the catalogue with the rates in force, the staff's offline sign-in
 * verifiers, the ticket public keys and revocations, the bookings of the window (each with its
 * guests, lines, payments and check-ins as the change feed gives them), the sync state, the
 * outbox, the clerks' shifts with the M-Pesa pushes started here (the cash-up), and the members
 * whose walk-ins the gate prices (`walk-in-members.ts`). Its schema
 * moves forward by a small ordered list of migrations recorded in `schema_version`.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; research offline-checkin-anchors.md §1.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type ReplicaDatabase = Database.Database;

/** The replica's file name inside the data directory. */
export const REPLICA_FILE_NAME = 'gate-replica.sqlite';

/** The migrations, in order; version n is the n-th step. Append only, never edit. */
const migrations: readonly string[] = [
  `
  create table device (
    id integer primary key check (id = 1),
    device_public_id text not null,
    device_token text not null,
    gate_public_id text not null,
    name text not null,
    registered_at text not null
  );
  create table catalogue (
    id integer primary key check (id = 1),
    body text not null,
    received_at text not null
  );
  create table staff_verifiers (
    public_id text primary key,
    full_name text not null,
    email text not null,
    user_type text not null,
    user_type_id text not null,
    features text not null,
    verifier text not null
  );
  create table ticket_keys (
    key_id text primary key,
    public_key text not null,
    revoked integer not null
  );
  create table ticket_revocations (
    booking_ref_code text not null,
    issued_at text,
    reason text not null
  );
  create index ticket_revocations_ref on ticket_revocations (booking_ref_code);
  create table bookings (
    booking_public_id text primary key,
    booking_ref_code text not null unique,
    booking_status text not null,
    booking_payment_status text not null,
    check_in_date text not null,
    check_out_date text not null,
    ticket_code text,
    body text not null
  );
  create table sync_state (
    id integer primary key check (id = 1),
    cursor text,
    complete integer not null default 0,
    window_from text,
    window_to text,
    last_success_at text
  );
  insert into sync_state (id) values (1);
  create table outbox (
    seq integer primary key autoincrement,
    idempotency_key text not null unique,
    kind text not null,
    payload text not null,
    device_time text not null,
    status text not null default 'pending'
      check (status in ('pending', 'applied', 'forced', 'rejected')),
    attempts integer not null default 0,
    last_error text,
    server_result text
  );
  create index outbox_pending on outbox (status, seq);
  `,
  `
  create table remembered_users (
    public_id text primary key,
    email text not null unique collate nocase,
    full_name text not null,
    user_type text not null,
    remembered_at text not null
  );
  create table local_walk_ins (
    booking_public_id text primary key,
    booking_ref_code text not null unique,
    body text not null,
    created_at text not null
  );
  create table receipt_log (
    receipt_id text primary key,
    booking_public_id text not null,
    booking_ref_code text not null,
    copy integer not null,
    printed_at text not null,
    printer text not null,
    clerk_name text not null,
    preview text not null,
    qr text
  );
  create index receipt_log_booking on receipt_log (booking_public_id, printed_at);
  `,
  `
  create index bookings_stay on bookings (check_in_date, check_out_date);
  create index outbox_booking_public_id on outbox (json_extract(payload, '$.booking_public_id'));
  create index outbox_booking_ref_code on outbox (json_extract(payload, '$.booking_ref_code'));
  `,
  `
  alter table device add column walk_in_ref_prefix text;
  alter table device add column walk_ins_numbered integer not null default 0;
  `,
  `
  create table receipt_numbers (
    booking_public_id text primary key,
    receipt_number text not null unique
  );
  alter table device add column receipts_numbered integer not null default 0;
  `,
  `
  create table shifts (
    shift_public_id text primary key,
    clerk_public_id text not null,
    clerk_name text not null,
    opened_at text not null,
    closed_at text,
    closing text,
    announced integer not null default 0
  );
  create unique index shifts_one_open on shifts (clerk_public_id) where closed_at is null;
  create table mpesa_pushes (
    payment_public_id text primary key,
    booking_public_id text not null,
    clerk_public_id text not null,
    started_at text not null
  );
  create index mpesa_pushes_clerk on mpesa_pushes (clerk_public_id, started_at);
  `,
  `
  create table members (
    member_public_id text primary key,
    member_reference_number text not null collate nocase,
    full_name text not null collate nocase,
    body text not null
  );
  create index members_reference on members (member_reference_number);
  create index members_name on members (full_name);
  `,
];

const statementCaches = new WeakMap<ReplicaDatabase, Map<string, Database.Statement>>();

/**
 * The prepared statement of `sql` on `db`, prepared once and reused: the gate's hot paths (a
 * scan, a lookup, the status line) run the same few statements again and again, and preparing
 * costs more than running them. Use one result mode (`pluck` or not) per statement text.
 */
export function statement(db: ReplicaDatabase, sql: string): Database.Statement {
  let cache = statementCaches.get(db);
  if (!cache) {
    cache = new Map();
    statementCaches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}

/** The schema version this code expects (the number of migrations). */
export const REPLICA_SCHEMA_VERSION = migrations.length;

/** Applies the migrations not yet recorded in `schema_version`, each in its own transaction. */
export function migrateReplica(db: ReplicaDatabase): number {
  db.exec(
    'create table if not exists schema_version (version integer primary key, applied_at text not null)',
  );
  const row = db.prepare('select max(version) as version from schema_version').get() as {
    version: number | null;
  };
  const current = row.version ?? 0;
  if (current > migrations.length) {
    throw new Error(
      `The replica is at schema version ${current}, newer than this kiosk (${migrations.length})`,
    );
  }
  const record = db.prepare('insert into schema_version (version, applied_at) values (?, ?)');
  for (let version = current + 1; version <= migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version - 1]!);
      record.run(version, new Date().toISOString());
    })();
  }
  return migrations.length;
}

/**
 * Opens (creating when missing) the replica in `dataDirectory`, in WAL mode with foreign keys
 * on, and migrates it.
 * @throws Error when the file's schema is newer than this code.
 */
export function openReplicaDatabase(dataDirectory: string): ReplicaDatabase {
  mkdirSync(dataDirectory, { recursive: true });
  const db = new Database(path.join(dataDirectory, REPLICA_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  migrateReplica(db);
  return db;
}
