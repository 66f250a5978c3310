/**
 * Requests of the payments back office, shared by the API (which validates with them) and the
 * staff app's forms and filters: the payments list, the payment failures, bank slips (record,
 * list, allocate to a booking) and settling a payment flagged for attention (by a refund paid
 * out, which the API records, or by a credit note the API issues itself).
 *
 * Amounts are whole units of their currency (a refund's with cents, as an exact decimal
 * string); dates `YYYY-MM-DD` (Africa/Nairobi).
 *
 * spec: staff-booking.md §2.9 (payments, payment failures and bank slips lists, bank slips with
 * allocate); membership-backoffice.md §2.5, §7; api-contract.md §Payments, §Staff bookings.
 */

import Decimal from 'decimal.js';
import { z } from 'zod';
import { currencyCode } from '../catalogue/catalogue';
import {
  amountOfAtLeastOne,
  calendarDate,
  MAX_AMOUNT,
  maxLengths,
  onceValid,
  optionalText,
  requiredText,
} from './common';
import { staffPaymentBodySchema } from './staff-booking-operations';

/** The channels a payment comes through: M-Pesa, card, bank (transfer, cheque) and cash. */
export const paymentChannels = ['mpesa', 'card', 'bank', 'cash'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/** A whole amount from 1 to 100,000,000 (as a staff-recorded payment's). */
const wholeAmount = staffPaymentBodySchema.shape.amount;

/** `?page&items` of a back-office list: pages from 1, 15 records a page unless asked. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(MAX_AMOUNT).default(1),
  items: z.coerce.number().int().min(1).max(100).default(15),
};

/** Search text: part of a reference, a receipt, a phone or an e-mail. */
export const searchText = z.string().trim().min(1).max(maxLengths.name).optional();

/** `GET /payments`: received and pending payments, newest first. */
export const paymentListQuerySchema = z.object({
  ...pageQuery,
  /** Payments made (received, or started when still pending) on or after this Nairobi day. */
  from: calendarDate.optional(),
  /** … and on or before this one. */
  to: calendarDate.optional(),
  method: z.enum(paymentChannels).optional(),
  status: z.enum(['paid', 'pending']).optional(),
  /** Payable reference, provider reference, phone, e-mail, or the payment's id. */
  search: searchText,
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** How a failed payment ended: the payer cancelled it, or it failed (declined, unreachable…). */
export const paymentFailureOutcomes = ['failed', 'cancelled'] as const;

/** `GET /payments/failures`: payments that ended unpaid, newest first. */
export const paymentFailureQuerySchema = z.object({
  ...pageQuery,
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  method: z.enum(['mpesa', 'card']).optional(),
  outcome: z.enum(paymentFailureOutcomes).optional(),
  search: searchText,
});
export type PaymentFailureQuery = z.infer<typeof paymentFailureQuerySchema>;

/** `POST /bank-slips`: a slip received from the bank, not yet matched to a booking. */
export const bankSlipBodySchema = z.object({
  bank: requiredText('Name the bank', maxLengths.name),
  /** The bank's reference of the transfer or deposit. */
  reference: requiredText('Give the slip reference', maxLengths.id),
  amount: wholeAmount,
  currency: currencyCode,
  paid_on: calendarDate,
  payer: optionalText(maxLengths.name),
  note: optionalText(maxLengths.text),
});
export type BankSlipBody = z.output<typeof bankSlipBodySchema>;

/** `GET /bank-slips`: slips, newest first, unallocated or allocated when asked. */
export const bankSlipListQuerySchema = z.object({
  ...pageQuery,
  state: z.enum(['unallocated', 'allocated']).optional(),
  /** Slips paid on or after / on or before these days. */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  /** Part of the reference, the bank, the payer or the booking's reference. */
  search: searchText,
});
export type BankSlipListQuery = z.infer<typeof bankSlipListQuerySchema>;

/** `POST /bank-slips/{id}/allocate`. */
export const bankSlipAllocateBodySchema = z.object({
  /** The booking's reference (e.g. `KJ7Q2M4P`) or public id. */
  booking: requiredText('Give the booking reference', maxLengths.id),
  /**
   * The slip pays more than the booking's balance on purpose: record it all and flag the
   * difference for a refund, as other over-payments are.
   */
  overpayment: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type BankSlipAllocateBody = z.output<typeof bankSlipAllocateBodySchema>;

/** The words a resolution is refused with. */
const resolutionText = requiredText('Say how it was settled', 500);

/** The words a refund is refused with. */
export const refundMessages = {
  cents: 'Amount may have at most 2 decimal places',
  method: 'Choose how it was refunded',
  reference: 'Give the refund reference',
  notBoth: 'Settle by a refund or by a credit note, not both',
} as const;

/**
 * A refund paid out: `amount` in the booking's currency (an exact decimal string, at least 1,
 * cents allowed), how (`method`: a payment channel) and the provider's, bank's or cash
 * voucher's `reference`.
 */
export const refundSchema = z.object(
  {
    amount: amountOfAtLeastOne.refine((value) => new Decimal(value).decimalPlaces() <= 2, {
      message: refundMessages.cents,
    }),
    method: z.enum(paymentChannels, { error: refundMessages.method }),
    reference: requiredText(refundMessages.reference, maxLengths.id),
  },
  { error: 'Give the refund amount, method and reference' },
);
export type Refund = z.output<typeof refundSchema>;

/**
 * `POST /payments/{id}/attention/resolve`: how a flagged payment was settled. With `refund`
 * the API records the refund paid out on the payment's booking (`resolution` as its reason);
 * with `credit_note` it issues a credit note of `credit_note.amount` on the booking instead;
 * anything else is recorded as `resolution` alone. Not both.
 */
export const attentionResolveBodySchema = z
  .object({
    resolution: resolutionText,
    credit_note: z
      .object({ amount: wholeAmount }, { error: 'Give the credit note amount' })
      .optional(),
    refund: refundSchema.optional(),
  })
  .refine((body) => body.refund === undefined || body.credit_note === undefined, {
    message: refundMessages.notBoth,
    path: ['refund'],
    ...onceValid('credit_note', 'refund'),
  });
export type AttentionResolveBody = z.output<typeof attentionResolveBodySchema>;
