/**
 * Figures of a quote the wizard shows beside its inputs: the amount of the line that priced a
 * given fee or vehicle category, and a guest category's amount per guest per day.
 *
 * spec: staff-booking.md §3.3, §3.4 (fee lines); api-contract.md §Quote (lines by ref).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { Quote, QuoteLine } from '@hifadhi/shared/schemas/quote';
import Decimal from 'decimal.js';

/** The summed amount (whole units) of `kind` lines priced for `ref`; null without a quote. */
export function lineAmount(
  quote: Quote | null,
  kind: QuoteLine['kind'],
  ref: string,
): number | null {
  if (!quote) return null;
  return quote.lines
    .filter((line) => line.kind === kind && line.ref === ref)
    .reduce((sum, line) => sum + line.amount, 0);
}

/** A guest category as the catalogue gives it: its own amount (decimal string) per day. */
interface GuestCategory {
  payment_public_id: string;
  payment_person_amount: string;
  payment_person_currency: CurrencyCode;
}

/**
 * What one guest of `fee`'s category is charged per day (a decimal string, exact, and its
 * currency). With a quote that has the category's conservation line: that line's amount ÷
 * guests ÷ conservation days, in the booking currency — the amount in force at the chosen
 * destination and dates (fee schedules), after the booking's discounts. Before the first quote,
 * or while the category has no guests: the catalogue's amount in its own currency.
 * @example guestAmountPerDay({ payment_public_id: 'cf-cit-a', payment_person_amount: '500', payment_person_currency: 'KES' }, quote)
 * //=> { amount: '600', currency: 'KES' } for a line of KES 2,400 for 2 guests over 2 days
 */
export function guestAmountPerDay(
  fee: GuestCategory,
  quote: Quote | null,
): { amount: string; currency: CurrencyCode } {
  const lines = (quote?.lines ?? []).filter(
    (line) => line.kind === 'conservation' && line.ref === fee.payment_public_id,
  );
  const guests = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (!quote || guests === 0) {
    return { amount: fee.payment_person_amount, currency: fee.payment_person_currency };
  }
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    amount: new Decimal(amount).div(guests).div(quote.conservation_days).toString(),
    currency: quote.currency,
  };
}
