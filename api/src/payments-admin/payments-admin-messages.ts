/**
 * The payments back office's own words, where the spec gives none: bank slips and their
 * allocation, and settling a flagged payment by a credit note or a refund.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); api-contract.md §Payments.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { documentNumber } from '@hifadhi/shared/documents/document-number';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { PaymentChannel } from '@hifadhi/shared/schemas/payments-admin';
import Decimal from 'decimal.js';

/** How a refund was paid back, in words. */
const refundMethodWords: Record<PaymentChannel, string> = {
  cash: 'cash',
  mpesa: 'M-Pesa',
  card: 'card',
  bank: 'bank transfer',
};

/** A refund's `amount` (decimal string) in `currency`: cents shown only when it has them. */
export function refundAmountInWords(amount: string, currency: CurrencyCode): string {
  return formatMoney(amount, currency, new Decimal(amount).isInteger() ? 0 : 2);
}

export const paymentsAdminMessages = {
  slipNotFound: 'No bank slip has this id',
  slipReferenceTaken: (amount: string, paidOn: string) =>
    `A slip with this bank and reference is already recorded: ${amount} paid on ${paidOn}`,
  slipAllocatedElsewhere: (bookingRef: string) =>
    `This slip is already allocated to booking ${bookingRef}`,
  slipAboveBalance: (amount: string, balance: string) =>
    `The slip's ${amount} is more than the booking's balance of ${balance}: allocate it as an over-payment to record it and flag the difference for a refund`,
  creditNoteOnlyForBookings: 'A credit note can only settle a payment made for a booking',
  refundOnlyForBookings: 'A refund can only be recorded for a payment made for a booking',
  refundAbovePaid: (available: string) =>
    `A refund cannot exceed what was paid less what was already refunded: at most ${available} can still be refunded`,
  refundResolution: (amount: string, method: PaymentChannel, reference: string, reason: string) =>
    `Refund of ${amount} by ${refundMethodWords[method]}, reference ${reference}: ${reason}`,
  creditNoteResolution: (number: number, amount: string, reason: string) =>
    `Credit note ${documentNumber('credit_note', number)} of ${amount} issued: ${reason}`,
} as const;
