/**
 * Catalogue settings' tables: partner types and the destinations a partner books for, promo
 * code types, the VAT and catering levy rates with their history, and the conservation and
 * vehicle fee schedules (a fee's new amount from an effective date, for one destination or for
 * all). Each is catalogue: every write moves `catalogue_version` (triggers in their migration),
 * so quotes and kiosks' replicas see it at once. Dates are `date` (Africa/Nairobi); rates are
 * exact `numeric` fractions (0.16 for 16 %), amounts exact `numeric` in their own currency.
 * Soft-deleted rows keep `deleted_at` and count for nothing until restored.
 *
 * spec: membership-backoffice.md §2.5 (Partners, Promo codes, VAT, Catering levy), §3, §4;
 * staff-booking.md §7 (get_newly_scheduled_pricing); pricing-rules.md §Taxes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies, destinations, partners } from './catalogue';

const deletedAt = () => timestamp({ withTimezone: true });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Kinds of partner (`6bac8c28` Tour operator); `partners.type_public_id` names one. */
export const partnerTypes = pgTable('partner_types', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  created_at: createdAt(),
  deleted_at: deletedAt(),
});

/** The destinations a partner books for (staff-booking.md §3.2 "Partner destination"). */
export const partnerDestinations = pgTable(
  'partner_destinations',
  {
    partner_public_id: text()
      .notNull()
      .references(() => partners.public_id, { onDelete: 'cascade' }),
    destination_public_id: text()
      .notNull()
      .references(() => destinations.destination_public_id),
  },
  (table) => [primaryKey({ columns: [table.partner_public_id, table.destination_public_id] })],
);

/** Kinds of promo code (a label for reports; `promo_codes.promo_type_public_id`). */
export const promoCodeTypes = pgTable('promo_code_types', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  created_at: createdAt(),
  deleted_at: deletedAt(),
});

/**
 * A VAT or catering levy rate from `effective_from` on; the rate in force on a day is the
 * latest one not deleted that took effect on or before it, else the conservancy's own.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    tax: text({ enum: ['vat', 'catering_levy'] }).notNull(),
    rate: numeric().notNull(),
    effective_from: date().notNull(),
    created_by: text().notNull(),
    created_at: createdAt(),
    deleted_at: deletedAt(),
    /** The `Idempotency-Key` it was added with: a retry answers this row again. */
    idempotency_key: text().unique(),
  },
  (table) => [
    index('tax_rates_in_force').on(table.tax, table.effective_from),
    check('tax_rates_kind', sql`${table.tax} in ('vat', 'catering_levy')`),
    check('tax_rates_range', sql`${table.rate} >= 0 and ${table.rate} < 1`),
  ],
);

/**
 * A conservation fee's (`payment_public_id`) or vehicle fee's (`vehicle_public_id`) amount
 * from `effective_from` on, at `destination_public_id` or (null) at every destination. A stay
 * is priced with the schedule in force on its check-in day; the fee's own amount before any.
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    fee_kind: text({ enum: ['conservation', 'vehicle'] }).notNull(),
    fee_public_id: text().notNull(),
    destination_public_id: text().references(() => destinations.destination_public_id),
    effective_from: date().notNull(),
    amount: numeric().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    created_by: text().notNull(),
    created_at: createdAt(),
    deleted_at: deletedAt(),
    /** The `Idempotency-Key` it was added with: a retry answers this row again. */
    idempotency_key: text().unique(),
  },
  (table) => [
    index('fee_schedules_fee').on(table.fee_kind, table.fee_public_id, table.effective_from),
    check('fee_schedules_kind', sql`${table.fee_kind} in ('conservation', 'vehicle')`),
    check('fee_schedules_amount', sql`${table.amount} >= 0`),
  ],
);
