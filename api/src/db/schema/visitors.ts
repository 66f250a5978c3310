/**
 * Visitors and their visitations (non-booking visits staff record at the gate: suppliers,
 * officials, researchers, guests of staff). A visitor is a person known by an identification
 * document; each visit is a visitation, open from when it was recorded until staff close it.
 * Identification and visitor types are staff-kept lists with soft delete.
 *
 * `visit_date` is the Nairobi calendar day (`YYYY-MM-DD`) the visitation was opened on, for
 * reports; `opened_at` / `closed_at` are instants.
 *
 * spec: membership-backoffice.md §2.5 (Visitors), §3 (Visitor; identification types, visitor
 * types), §4 (Visitation: open to closed), §7 (Content, staff, visitors); api-contract.md
 * §People and logs (`GET /visitors`).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The columns of a staff-kept named list with soft delete. */
export const lookupColumns = () => ({
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  public_id: uuid().notNull().unique().defaultRandom(),
  name: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull(),
  /** Soft delete: set when deleted, cleared on restore. */
  deleted_at: timestamp({ withTimezone: true }),
});

/** Identification documents a visitor may show (National ID, Passport, Alien card, …). */
export const identificationTypes = pgTable('identification_types', lookupColumns(), (table) => [
  uniqueIndex('identification_types_name').on(sql`lower(${table.name})`),
]);

/** Kinds of visitor (Supplier, Government official, Researcher, …). */
export const visitorTypes = pgTable('visitor_types', lookupColumns(), (table) => [
  uniqueIndex('visitor_types_name').on(sql`lower(${table.name})`),
]);

/** A person who visits: one row per identification document. */
export const visitors = pgTable(
  'visitors',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    name: text().notNull(),
    phone: text().notNull(),
    identification_type_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => identificationTypes.id),
    identification_number: text().notNull(),
    visitor_type_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => visitorTypes.id),
    organisation: text(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('visitors_document').on(
      table.identification_type_id,
      sql`upper(${table.identification_number})`,
    ),
    index('visitors_created_at').on(table.created_at),
  ],
);

/** One visit: open until closed; `pass_number` is printed on the visitor pass. */
export const visitations = pgTable(
  'visitations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    /** `VP-` and a zero-padded sequence, e.g. `VP-000042`. */
    pass_number: text().notNull().unique(),
    visitor_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => visitors.id),
    vehicle_plate: text(),
    /** People in the party, the visitor included. */
    count: integer().notNull(),
    purpose: text().notNull(),
    /** The staff member the visitor comes to see or who is responsible for them. */
    staff_responsible: text().notNull(),
    /** Nairobi day it was opened (`YYYY-MM-DD`). */
    visit_date: date().notNull(),
    opened_at: timestamp({ withTimezone: true }).notNull(),
    opened_by: text().notNull(),
    closed_at: timestamp({ withTimezone: true }),
    closed_by: text(),
    /** The `Idempotency-Key` it was recorded with: a retry answers this visitation again. */
    idempotency_key: text().unique(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('visitation_count_positive', sql`${table.count} >= 1`),
    check(
      'visitation_closed_pair',
      sql`(${table.closed_at} is null) = (${table.closed_by} is null)`,
    ),
    index('visitations_visit_date').on(table.visit_date),
    index('visitations_visitor').on(table.visitor_id),
  ],
);
