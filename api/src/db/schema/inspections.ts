/**
 * Ticket inspections: what an Inspection Ranger found when looking at a booking's ticket and
 * guests in the field. An inspection is never a check-in: it changes neither the booking nor
 * its check-ins; the booking's history gets one `inspected` event beside it.
 *
 * `outcome` is one of the shared `inspectionOutcomes`; `inspected_by` the ranger's public id;
 * `scanned_code` the ticket code as scanned (null when the reference was typed).
 * `idempotency_key` is the request's `Idempotency-Key`: a retried request answers the same row.
 *
 * spec: staff-booking.md §2 (BookingInspection); shared/src/schemas/inspection.ts.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { gates } from './catalogue';

export const bookingInspections = pgTable(
  'booking_inspections',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inspection_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    outcome: text().notNull(),
    note: text(),
    gate_public_id: text().references(() => gates.gate_public_id),
    scanned_code: text(),
    inspected_by: text().notNull(),
    inspected_at: timestamp({ withTimezone: true }).notNull(),
    idempotency_key: text().unique(),
  },
  (table) => [
    check(
      'booking_inspection_outcome',
      sql`${table.outcome} in ('valid', 'not_valid', 'partly_paid', 'overstay', 'guests_differ')`,
    ),
    index('booking_inspections_booking').on(table.booking_id, table.inspected_at),
    index('booking_inspections_at').on(table.inspected_at, table.id),
  ],
);
