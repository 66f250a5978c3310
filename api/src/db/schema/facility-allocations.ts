/**
 * A facility's allocations: `units` of it set aside for one partner (a tour operator) on the
 * nights start_date to end_date (both included), which only that partner's bookings take
 * (shared/src/pricing/facility-schedules.ts `unitsSetAside`). Each write moves
 * `catalogue_version` (trigger in its migration), so quotes, availability and kiosks' replicas
 * see it at once. Dates are `date` (Africa/Nairobi).
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (allocations), §7.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { facilities, partners } from './catalogue';
import { madeBy, removedBy } from './catalogue-schedules';

/** `units` of the facility set aside for partner `partner_public_id` on start_date to end_date. */
export const facilityAllocations = pgTable(
  'facility_allocations',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id, { onDelete: 'cascade' }),
    partner_public_id: text()
      .notNull()
      .references(() => partners.public_id),
    start_date: date().notNull(),
    end_date: date().notNull(),
    units: integer().notNull(),
    /** Staff's note ('Savanna Trails' December block'); '' for none. */
    note: text().notNull().default(''),
    ...madeBy(),
    ...removedBy(),
  },
  (table) => [
    index('facility_allocations_facility').on(table.facility_public_id, table.start_date),
    check('facility_allocations_dates', sql`${table.start_date} <= ${table.end_date}`),
    check('facility_allocations_units', sql`${table.units} > 0`),
  ],
);
