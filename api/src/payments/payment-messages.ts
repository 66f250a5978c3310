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
  callbackNotFound: 'No such callback',
} as const;
