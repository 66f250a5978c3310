/**
 * Payments and their ledger.
 *
 * `payments` holds one row per attempt: an STK push, a hosted card checkout, or (from the gate)
 * cash or a bank slip, for exactly one payable (a booking, a donation, a volunteer application
 * or a membership). It says what was asked (`amount` in `currency`: whole KES for M-Pesa), what
 * the payable is credited with once paid (`credit_amount` in `payable_currency`), the provider's
 * keys (`callback_token`, `checkout_request_id`, `merchant_trace`) and where it stands.
 *
 * `payment_ledger` is append-only (a trigger in the migration refuses UPDATE, DELETE and
 * TRUNCATE): every provider answer about a payment is one row with its amount, currency,
 * provider, provider reference, status and raw payload. Only `paid` rows count: a payable's
 * credit is the sum of their `credited_amount`; a booking's balance and payment status are
 * derived from it. Each payment is credited once (unique on `payment_id` among `paid` rows) and
 * each provider reference (an M-Pesa receipt number, a card transaction index) credits once.
 *
 * spec: api-contract.md §Payments; public-site.md §3 Booking (read back), §4 Payment;
 * research/payments.md §1 ("Duplicate/retried callbacks"), §2 step 4.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { currencies } from './catalogue';
import { donations } from './donations';
import { members } from './members';
import { volunteers } from './programs';

export const payableKindEnum = pgEnum('payable_kind', [
  'booking',
  'donation',
  'volunteer',
  'membership',
]);
export const paymentMethodEnum = pgEnum('payment_method', ['mpesa', 'card', 'bank', 'cash']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'failed']);
/** `paid` credits; `failed` is the provider saying it was not paid; `rejected` a claim refused. */
export const ledgerStatusEnum = pgEnum('payment_ledger_status', ['paid', 'failed', 'rejected']);

const money = () => numeric({ precision: 14, scale: 2 });

export const payments = pgTable(
  'payments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payment_public_id: uuid().notNull().unique().defaultRandom(),
    payable_kind: payableKindEnum().notNull(),
    booking_id: bigint({ mode: 'number' }).references(() => bookings.id),
    donation_id: bigint({ mode: 'number' }).references(() => donations.id),
    volunteer_id: bigint({ mode: 'number' }).references(() => volunteers.id),
    member_id: bigint({ mode: 'number' }).references(() => members.id),
    method: paymentMethodEnum().notNull(),
    status: paymentStatusEnum().notNull().default('pending'),
    /** What the provider is asked to collect, in `currency` (whole KES for M-Pesa). */
    amount: money().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    /** What the payable is credited with once paid, in `payable_currency`. */
    credit_amount: money().notNull(),
    payable_currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    /**
     * Donations added on the payment page, recorded when the payment is credited:
     * `[{ cause, currency, amount, booking_currency_amount }]` (decimal strings).
     */
    public_donations: jsonb().notNull().default([]),
    /** The M-Pesa phone (254…) or the card e-mail. */
    phone: text(),
    email: text(),
    /** Secret path segment of this payment's STK callback URL. */
    callback_token: text().unique(),
    checkout_request_id: text().unique(),
    merchant_request_id: text(),
    merchant_trace: text().unique(),
    application_id: text(),
    /** M-Pesa receipt number or card transaction index, once paid. */
    provider_reference: text(),
    /** The visitor's words for why it failed (decline reason, cancelled on the phone, …). */
    failure_reason: text(),
    /**
     * Why staff must look at this payment, set when money arrived that the payable cannot keep
     * (a cancelled or expired booking, more than was owed): a refund to make. Null otherwise.
     */
    attention_reason: text(),
    attention_at: timestamp({ withTimezone: true }),
    /** When staff settled it (refunded, re-accommodated), who (staff public id) and how. */
    attention_resolved_at: timestamp({ withTimezone: true }),
    attention_resolved_by: text(),
    attention_resolution: text(),
    /**
     * How staff received a payment they recorded (Cash, Mpesa, Credit Card, Bank Transfer,
     * Cheque, Voucher; `method` is its channel), and who: null for the payer's own payments.
     */
    received_as: text(),
    recorded_by: text(),
    /** The `Idempotency-Key` a staff-recorded payment came with: a retry answers it again. */
    idempotency_key: text().unique(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'payment_one_payable',
      sql`num_nonnulls(${table.booking_id}, ${table.donation_id}, ${table.volunteer_id}, ${table.member_id}) = 1`,
    ),
    check('payment_amounts_positive', sql`${table.amount} > 0 and ${table.credit_amount} > 0`),
    index('payments_pending').on(table.status, table.method, table.created_at),
    index('payments_booking').on(table.booking_id),
    index('payments_donation').on(table.donation_id),
    index('payments_volunteer').on(table.volunteer_id),
    index('payments_member').on(table.member_id),
    index('payments_attention')
      .on(table.attention_at)
      .where(sql`${table.attention_reason} is not null`),
  ],
);

export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payment_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => payments.id),
    provider: paymentMethodEnum().notNull(),
    provider_reference: text(),
    status: ledgerStatusEnum().notNull(),
    /** Amount the provider reports, in `currency` (0 when it reports none). */
    amount: money().notNull(),
    currency: text()
      .notNull()
      .references(() => currencies.currency_public_id),
    /** What this row credits the payable with, in the payment's `payable_currency`. */
    credited_amount: money().notNull().default('0'),
    /** Where the answer came from: callback, stk_query, status_query, gate. */
    source: text().notNull(),
    /** The visitor's words for a failure, or why a claim was rejected. */
    reason: text(),
    raw_payload: jsonb().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_ledger_payment').on(table.payment_id),
    uniqueIndex('payment_ledger_one_credit')
      .on(table.payment_id)
      .where(sql`${table.status} = 'paid'`),
    uniqueIndex('payment_ledger_reference_credits_once')
      .on(table.provider, table.provider_reference)
      .where(sql`${table.status} = 'paid' and ${table.provider_reference} is not null`),
  ],
);

/**
 * Server-side secrets the API makes for itself on first use (e.g. the key that signs the
 * payment-page links of donations, memberships and volunteer applications), so every API
 * instance on one database signs alike and a restart keeps links valid.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  /** Base64url of 32 random bytes. */
  secret: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
