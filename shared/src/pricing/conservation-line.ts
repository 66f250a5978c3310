/**
 * The conservation fee line of one guest category: Σ over its conservation days of (the fee in
 * force that day at the stay's destination, converted to the booking currency) × guests — the
 * fee × guests × days when no schedule changes it mid-stay (fee-schedules.ts). A school
 * booking's category priced at its school rate (school-conservation-fees.ts) takes that rate's
 * amount, currency and name instead, every day.
 *
 * spec: pricing-rules.md §Lines (Conservation fee), §Days; staff-booking.md §3.3, §7
 * (get_newly_scheduled_pricing per destination), §9.
 */
import type { ConservationFee } from '../catalogue/catalogue';
import { multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { type FeeDays, type FeeScheduling, feeOverDays } from './fee-schedules';
import { findReference } from './line-errors';
import type { SchoolRate } from './school-conservation-fees';

/**
 * The exact line, or null when the category has no guests; `scheduling` (the fee schedules and
 * the stay's destination; absent: the catalogue's amount every day) sets each day's amount;
 * `schoolRate` (a school booking's rate for this category) replaces the category's fee when
 * given.
 * @throws DomainError UNKNOWN_REFERENCE (field payment_public_id) for an unknown category.
 * @example conservationLine({ payment_public_id: 'cf-nr-a', payment_guests: 2 }, fees, { first: '2026-12-10', count: 1 }, kes)
 * //=> Non-Resident Adult, 2 guests, KES 26,200 (USD 100 × 131 × 2 × 1)
 */
export function conservationLine(
  line: QuoteRequest['guests'][number],
  conservationFees: readonly ConservationFee[],
  days: FeeDays,
  money: BookingMoney,
  schoolRate?: SchoolRate,
  scheduling?: FeeScheduling,
): ExactLine | null {
  const fee = findReference(
    conservationFees,
    (candidate) => candidate.payment_public_id === line.payment_public_id,
    { field: 'payment_public_id', what: 'guest category', id: line.payment_public_id },
  );
  if (line.payment_guests === 0) return null;
  const perGuest = schoolRate
    ? multiply(inBookingCurrency(money, schoolRate.amount, schoolRate.currency), days.count)
    : feeOverDays(
        scheduling,
        'conservation',
        fee.payment_public_id,
        { amount: fee.payment_person_amount, currency: fee.payment_person_currency },
        days,
        money,
      );
  return {
    kind: 'conservation',
    ref: fee.payment_public_id,
    description: schoolRate?.name ?? fee.payment_person,
    quantity: line.payment_guests,
    amount: multiply(perGuest, line.payment_guests),
  };
}
