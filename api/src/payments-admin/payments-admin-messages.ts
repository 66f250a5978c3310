/**
 * The payments back office's own words, where the spec gives none: bank slips and their
 * allocation, and settling a flagged payment by a credit note.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); api-contract.md §Payments.
 */
import { documentNumber } from '@hifadhi/shared/documents/document-number';

export const paymentsAdminMessages = {
  slipNotFound: 'No bank slip has this id',
  slipReferenceTaken: (amount: string, paidOn: string) =>
    `A slip with this bank and reference is already recorded: ${amount} paid on ${paidOn}`,
  slipAllocatedElsewhere: (bookingRef: string) =>
    `This slip is already allocated to booking ${bookingRef}`,
  slipAboveBalance: (amount: string, balance: string) =>
    `The slip's ${amount} is more than the booking's balance of ${balance}: allocate it as an over-payment to record it and flag the difference for a refund`,
  creditNoteOnlyForBookings: 'A credit note can only settle a payment made for a booking',
  creditNoteResolution: (number: number, amount: string, reason: string) =>
    `Credit note ${documentNumber('credit_note', number)} of ${amount} issued: ${reason}`,
} as const;
