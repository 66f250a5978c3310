/**
 * The conservation fee line of one guest category: the fee converted to the booking
 * currency × guests × conservation days. A school booking's category priced at its school rate
 * (school-conservation-fees.ts) takes that rate's amount, currency and name instead.
 *
 * spec: pricing-rules.md §Lines (Conservation fee); staff-booking.md §3.3, §9.
 */
import type { ConservationFee } from '../catalogue/catalogue';
import { multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { findReference } from './line-errors';
import type { SchoolRate } from './school-conservation-fees';

/**
 * The exact line, or null when the category has no guests; `schoolRate` (a school booking's
 * rate for this category) replaces the category's fee when given.
 * @throws DomainError UNKNOWN_REFERENCE (field payment_public_id) for an unknown category.
 * @example conservationLine({ payment_public_id: 'cf-nr-a', payment_guests: 2 }, fees, 1, kes)
 * //=> Non-Resident Adult, 2 guests, KES 26,200 (USD 100 × 131 × 2 × 1)
 */
export function conservationLine(
  line: QuoteRequest['guests'][number],
  conservationFees: readonly ConservationFee[],
  conservationDays: number,
  money: BookingMoney,
  schoolRate?: SchoolRate,
): ExactLine | null {
  const fee = findReference(
    conservationFees,
    (candidate) => candidate.payment_public_id === line.payment_public_id,
    { field: 'payment_public_id', what: 'guest category', id: line.payment_public_id },
  );
  if (line.payment_guests === 0) return null;
  const perGuest = schoolRate
    ? inBookingCurrency(money, schoolRate.amount, schoolRate.currency)
    : inBookingCurrency(money, fee.payment_person_amount, fee.payment_person_currency);
  return {
    kind: 'conservation',
    ref: fee.payment_public_id,
    description: schoolRate?.name ?? fee.payment_person,
    quantity: line.payment_guests,
    amount: multiply(multiply(perGuest, line.payment_guests), conservationDays),
  };
}
