/**
 * The payments back office's words: channels, statuses and outcomes as staff read them, with
 * the tag tone of each, and the filter choices built from them.
 *
 * spec: staff-booking.md §2.9 (payments lists and their filters).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { type PaymentChannel, paymentChannels } from '@hifadhi/shared/schemas/payments-admin';

const channelWords: Record<PaymentChannel, string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank',
  cash: 'Cash',
};

/** A payment's channel in words ('mpesa' → 'M-Pesa'). */
export function channelInWords(channel: PaymentChannel): string {
  return channelWords[channel];
}

/** The channel filter's choices. */
export const channelOptions = paymentChannels.map((channel) => ({
  value: channel,
  label: channelWords[channel],
}));

/** The tag class of a payment status or a failure's outcome. */
export function paymentTone(status: string): string {
  if (status === 'paid') return 'tag tag-success';
  if (status === 'pending' || status === 'cancelled') return 'tag tag-warning';
  return 'tag tag-error';
}

/** A payment status or failure outcome in words. */
export function paymentStatusInWords(status: string): string {
  return (
    { paid: 'Received', pending: 'Waiting', failed: 'Failed', cancelled: 'Cancelled' }[status] ??
    status
  );
}

/** An amount in `currency`: whole units as "KES 4,250", cents as "USD 368.50". */
export function paymentAmount(amount: number, currency: CurrencyCode): string {
  return Number.isInteger(amount)
    ? formatMoney(amount, currency)
    : formatMoney(amount, currency, 2);
}
