/**
 * The gate cash-up. A shift belongs to one clerk at one kiosk: it opens at the clerk's first
 * sign-in after their last closing and closes when the clerk enters the cash counted in the
 * drawer. The kiosk adds up what the shift took by payment method and currency from its own
 * records of gate payments; the closing carries, per currency, the cash expected (cash taken),
 * the cash counted and the difference (counted − expected: negative is a shortfall). Money is
 * exact decimal strings with two places ("1500.00"), in the booking currencies taken.
 *
 * Both ends of a shift travel as outbox operations (`shift_opened`, `shift_closed`), so they
 * sync like every other gate operation and work offline.
 *
 * spec: issue 17 item 4 (gate cash-up); research offline-checkin-anchors.md §1 (pretix's
 * `Closing`: end-of-day totals uploaded per device); staff-booking.md §2 (GatePayment).
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { currencyCode } from '../catalogue/catalogue';
import { paymentMethods } from './booking';
import { calendarDate, decimalAmount, maxLengths, optionalText } from './common';

const instant = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 instant' });
const shiftPublicId = z.uuid({ error: 'Must be a shift public id (UUID)' });
/** A signed exact amount with two places ("-100.00"). */
const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/, 'Must be an amount with two decimals');
const money = z.string().regex(/^\d+\.\d{2}$/, 'Must be an amount with two decimals');

/** An exact amount as the cash-up writes it: two decimal places. */
export function moneyText(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2);
}

/** What a shift took by one method in one currency. */
export const shiftTakingSchema = z.object({
  method: z.enum(paymentMethods),
  currency: currencyCode,
  amount: money,
  /** How many payments. */
  payments: z.number().int().nonnegative(),
});
export type ShiftTaking = z.infer<typeof shiftTakingSchema>;

/** The cash of one currency at closing: counted − expected = difference. */
export const shiftCashSchema = z.object({
  currency: currencyCode,
  expected: money,
  counted: money,
  difference: signedMoney,
});
export type ShiftCash = z.infer<typeof shiftCashSchema>;

/** Payload of a `shift_opened` outbox operation. */
export const shiftOpenedPayloadSchema = z.strictObject({
  shift_public_id: shiftPublicId,
  clerk_public_id: z.uuid(),
  opened_at: instant,
});
export type ShiftOpenedPayload = z.infer<typeof shiftOpenedPayloadSchema>;

/**
 * Payload of a `shift_closed` outbox operation: the kiosk's figures, and the public ids of the
 * M-Pesa and card payments it counted (the server sums its ledger over them; cash it finds
 * from the kiosk's own `cash_payment` operations in the shift).
 */
export const shiftClosedPayloadSchema = z.strictObject({
  shift_public_id: shiftPublicId,
  clerk_public_id: z.uuid(),
  opened_at: instant,
  closed_at: instant,
  takings: z.array(shiftTakingSchema).max(20),
  cash: z.array(shiftCashSchema).min(1).max(10),
  payment_public_ids: z.array(z.uuid()).max(5000).default([]),
  note: optionalText(maxLengths.text),
});
export type ShiftClosedPayload = z.infer<typeof shiftClosedPayloadSchema>;

/** Why a closing without the cash of a currency taken in the shift is refused. */
export function countTheCash(currency: string): string {
  return `Count the ${currency} cash too: this shift took cash in ${currency}.`;
}

/** The kiosk's close-shift request: the cash counted per currency (KES at least), a note. */
export const closeShiftRequestSchema = z.strictObject({
  counted_cash: z
    .partialRecord(currencyCode, decimalAmount)
    .refine((counted) => counted.KES !== undefined, {
      message: 'Enter the KES cash counted (0 when there is none).',
      path: ['KES'],
    }),
  note: optionalText(maxLengths.text),
});
export type CloseShiftRequest = z.input<typeof closeShiftRequestSchema>;

/** The shift as the kiosk shows it: open (figures so far) or closed (the closing). */
export const gateShiftSummarySchema = z.object({
  shift_public_id: z.string(),
  clerk_public_id: z.string(),
  clerk_name: z.string(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  takings: z.array(shiftTakingSchema),
  /** Per currency with cash taken (KES always): counted and difference null while open. */
  cash: z.array(
    shiftCashSchema.extend({ counted: money.nullable(), difference: signedMoney.nullable() }),
  ),
  note: z.string().nullable(),
});
export type GateShiftSummary = z.infer<typeof gateShiftSummarySchema>;

/** `GET /gate-shifts` query. */
export const gateShiftListQuerySchema = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  gate: z.string().max(maxLengths.id).optional(),
  clerk: z.string().max(maxLengths.id).optional(),
  page: z.coerce.number().int().min(1).default(1),
  items: z.coerce.number().int().min(1).max(100).default(15),
});
export type GateShiftListQuery = z.infer<typeof gateShiftListQuerySchema>;

/** One shift as supervisors see it; `ledger` is the server's own sum of the shift's payments. */
export const gateShiftRowSchema = z.object({
  shift_public_id: z.string(),
  status: z.enum(['open', 'closed']),
  gate_public_id: z.string(),
  device_public_id: z.string(),
  device_name: z.string(),
  clerk_public_id: z.string(),
  clerk_name: z.string().nullable(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  takings: z.array(shiftTakingSchema),
  cash: z.array(shiftCashSchema),
  ledger: z.array(shiftTakingSchema),
  /** True when the kiosk's takings and the ledger's agree, method by method (closed shifts). */
  ledger_agrees: z.boolean().nullable(),
  note: z.string().nullable(),
});
export type GateShiftRow = z.infer<typeof gateShiftRowSchema>;

export const gateShiftPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(gateShiftRowSchema),
});
export type GateShiftPage = z.infer<typeof gateShiftPageSchema>;
