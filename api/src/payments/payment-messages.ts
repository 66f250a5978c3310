/**
 * The payment endpoints' own words for the payer, where the spec gives none (its M-Pesa limit
 * notice lives in `@hifadhi/shared/messages` as `mpesaLimit`).
 *
 * spec: public-site.md §4 Payment, §5 Payment.
 */
export const paymentMessages = {
  alreadyPaid: (what: string) => `This ${what} is already paid.`,
  bookingCancelled: 'This booking was cancelled and can no longer be paid.',
  bookingExpired: 'This booking was not paid in time and has expired. Please make a new booking.',
  amountWhole: 'Amount must be a whole number',
  amountAboveBalance: (balance: string) => `Amount must not be more than the balance of ${balance}`,
  paymentNotFound: 'No such payment',
  paymentAlreadyPaid: 'This payment has already been received and cannot be cancelled.',
  callbackNotFound: 'No such callback',
} as const;

/** Why a credited payment is listed for staff: money to refund (or re-accommodate). */
export const attentionReasons = {
  bookingCancelled: 'Payment received for a cancelled booking: refund it',
  holdExpired:
    'Payment received after the hold expired and the capacity was taken: re-accommodate or refund',
  holdExpiredBeforeSchedule:
    'Part payment on a booking whose hold expired before the deposit or full payment was made: re-accommodate or refund',
  overpaid: (amount: string) => `Paid ${amount} more than the amount due: refund the difference`,
  alreadyPaid: (what: string) => `This ${what} was already paid: refund this payment`,
} as const;
