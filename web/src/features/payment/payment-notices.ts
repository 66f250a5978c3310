/**
 * The payment page's own words for what happened to a booking or its last payment, where the
 * spec gives none: the hold ran out, a card payment came back without a result (the card
 * page's Try later or Error), a deposit or part payment was received.
 *
 * spec: public-site.md §2.12, §2.14, §4 "Payment" (card returns: success, failure, try-later,
 * error); pricing-rules.md §"Totals and payment" (deposit now, balance later).
 */
export const paymentNotices = {
  holdExpired: 'This booking was not paid in time and has expired. Please make a new booking.',
  cancelled: 'This booking was cancelled and can no longer be paid.',
  holdCountdown: (timeLeft: string) =>
    `We are holding this booking for you for ${timeLeft} more. Pay before then, or it is released.`,
  cardNotCompleted:
    'Your card payment was not completed: the card provider could not process it just now (it asked to try later, or reported an error). Nothing has been charged. Cancel it to pay again by card or M-Pesa.',
  partlyPaid: (paid: string, balance: string) =>
    `We have received ${paid}. The balance of ${balance} can be paid now, or later from this page.`,
  partlyPaidOnHold: (paid: string, balance: string) =>
    `We have received ${paid}, less than the payment schedule asks, so the booking is still on hold. Pay the deposit or the balance of ${balance} before the hold ends, or the booking is released and what you paid is refunded.`,
} as const;
