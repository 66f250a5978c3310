/**
 * Gate shifts: one row per clerk's shift at a kiosk, written by the `shift_opened` and
 * `shift_closed` outbox operations (either may arrive first; each fills its own columns). A
 * closed shift keeps the kiosk's figures: takings by method and currency, and per currency the
 * cash expected, counted and the difference (exact decimal strings), with the M-Pesa and card
 * payments the kiosk counted, so supervisors can compare them with the payments ledger.
 *
 * spec: issue 17 item 4 (gate cash-up); research offline-checkin-anchors.md §1 (closings).
 */
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { gates } from './catalogue';
import { devices } from './sync';

const instant = () => timestamp({ withTimezone: true });

export const gateShifts = pgTable(
  'gate_shifts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shift_public_id: uuid().notNull().unique(),
    device_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => devices.id),
    gate_public_id: text()
      .notNull()
      .references(() => gates.gate_public_id),
    /** The clerk as the kiosk named them; `clerk_id` when the server knows them. */
    clerk_public_id: text().notNull(),
    clerk_id: bigint({ mode: 'number' }).references(() => users.id),
    opened_at: instant().notNull(),
    closed_at: instant(),
    /** `[{ method, currency, amount, payments }]` as the kiosk counted them. */
    takings: jsonb().notNull().default([]),
    /** `[{ currency, expected, counted, difference }]`. */
    cash: jsonb().notNull().default([]),
    /** The M-Pesa and card payments the kiosk counted in the shift. */
    payment_public_ids: jsonb().notNull().default([]),
    note: text(),
    /** The outbox operations that opened and closed it. */
    opened_key: text(),
    closed_key: text(),
    received_at: instant().notNull(),
  },
  (table) => [
    index('gate_shifts_opened').on(table.opened_at),
    index('gate_shifts_clerk').on(table.clerk_public_id, table.opened_at),
  ],
);
