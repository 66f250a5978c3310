/**
 * Refunds paid out: money the conservancy paid back to a booking's payer (an over-payment's
 * difference, a cancelled booking's payment), recorded by staff as they settle a flagged payment.
 * One row per refund: the booking, the flagged payment it settled, the amount in the booking's
 * currency (exact, `numeric(14,2)`, whole units with cents), how it was paid back (cash, M-Pesa,
 * card, bank), the provider's or bank's reference, the reason, who recorded it, when (instant)
 * and on which Nairobi day. A settlement retried finds its refund by `idempotency_key`
 * (`attention:{payment_public_id}`) and writes none again.
 *
 * spec: membership-backoffice.md §2.5 (reports, batch files), §7; api-contract.md §Payments;
 * issue 17 items 5 and 6.
 */
import { paymentChannels } from '@hifadhi/shared/schemas/payments-admin';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { currencies } from './catalogue';
import { payments } from './payments';

export const refunds = pgTable(
  'refunds',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refund_public_id: uuid().notNull().unique().defaultRandom(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    /** The flagged payment this refund settled. */
    payment_id: bigint({ mode: 'number' }).references(() => payments.id),
    /** Whole units of `currency` (the booking's), cents allowed. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    /** How it was paid back: a payment channel. */
    method: text({ enum: paymentChannels }).notNull(),
    /** The M-Pesa reversal, card refund or bank transfer reference, or the cash voucher. */
    reference: text().notNull(),
    reason: text().notNull(),
    /** The staff user's public id. */
    refunded_by: text().notNull(),
    refunded_at: timestamp({ withTimezone: true }).notNull(),
    /** The Africa/Nairobi day of `refunded_at`. */
    refunded_on: date({ mode: 'string' }).notNull(),
    idempotency_key: text().unique(),
  },
  (table) => [
    check('refund_amount_positive', sql`${table.amount} > 0`),
    check('refund_method_known', sql`${table.method} in ('cash', 'mpesa', 'card', 'bank')`),
    index('refunds_booking').on(table.booking_id),
    index('refunds_day').on(table.refunded_on),
  ],
);
