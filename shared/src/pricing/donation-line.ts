/**
 * A donation line: its amount converted to the booking currency. Never discounted; rounded up
 * like every line. Described by its cause's name, or 'Donation' when it has no cause.
 *
 * spec: pricing-rules.md §Lines (Donation); public-site.md §2.15.
 */
import type { Catalogue } from '../catalogue/catalogue';
import { compareAmounts, exactAmount, ZERO } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { findReference } from './line-errors';

/**
 * The exact line, or null for a donation of 0.
 * @throws DomainError UNKNOWN_REFERENCE (field cause) for an unknown cause.
 * @example donationLine({ amount: '1000', currency: 'KES', cause: 'cause-rhino' }, causes, usd)
 * //=> Rhino protection, USD 1000/128 (charged 8)
 */
export function donationLine(
  line: QuoteRequest['donations'][number],
  causes: Catalogue['causes'],
  money: BookingMoney,
): ExactLine | null {
  const cause = line.cause
    ? findReference(causes, (candidate) => candidate.public_id === line.cause, {
        field: 'cause',
        what: 'cause',
        id: line.cause,
      })
    : null;
  const amount = exactAmount(line.amount);
  if (compareAmounts(amount, ZERO) === 0) return null;
  return {
    kind: 'donation',
    ref: cause?.public_id ?? '',
    description: cause?.name ?? 'Donation',
    quantity: 1,
    amount: inBookingCurrency(money, amount, line.currency),
  };
}
