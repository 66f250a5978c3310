/**
 * Discount types and the per-type discounts of a facility. A discount type is a named kind of
 * partner deal ("Tour operator", "Corporate", "Travel agent") tied to one partner type; a
 * facility may carry, per discount type, a discount % and a commission % that replace the
 * partner's general facility_discount and facility_commission on that facility's lines when a
 * partner of that type books. (A facility's and an activity's own offer, `discount` and
 * `discount_status`, are columns of their tables in catalogue.ts.) Both tables are catalogue:
 * every write moves `catalogue_version` (triggers in their migration), so quotes and kiosks'
 * replicas see it at once. Percentages are exact `numeric` 0–100; soft-deleted rows keep
 * `deleted_at` and count for nothing until restored.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: commission, discounts), §4;
 * staff-booking.md §3.5 (discounts: discount_type_id, discount, commission), §9.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { facilities } from './catalogue';
import { partnerTypes } from './catalogue-settings';

/** Named kinds of partner deal, each for the partners of one partner type. */
export const discountTypes = pgTable('discount_types', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  partner_type_public_id: text()
    .notNull()
    .references(() => partnerTypes.public_id),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp({ withTimezone: true }),
});

/** A facility's discount and commission (percent) for the partners of one discount type. */
export const facilityDiscounts = pgTable(
  'facility_discounts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: text().notNull().unique(),
    facility_public_id: text()
      .notNull()
      .references(() => facilities.public_id, { onDelete: 'cascade' }),
    discount_type_public_id: text()
      .notNull()
      .references(() => discountTypes.public_id),
    discount: numeric().notNull(),
    commission: numeric().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('facility_discounts_facility').on(table.facility_public_id),
    /** One live row per facility and discount type. */
    uniqueIndex('facility_discounts_one_per_type')
      .on(table.facility_public_id, table.discount_type_public_id)
      .where(sql`${table.deleted_at} is null`),
    check('facility_discounts_discount', sql`${table.discount} between 0 and 100`),
    check('facility_discounts_commission', sql`${table.commission} between 0 and 100`),
  ],
);
