/**
 * What a facility's schedules say about one night (the night of a date, `YYYY-MM-DD`):
 * - the price list in force: the latest price change with effective_from ≤ night, the
 *   facility's `price` before the first;
 * - the surge: every surge range with start_date ≤ night ≤ end_date adds its percentage (two
 *   overlapping ranges of 10 and 5 make 15 % more);
 * - the units on offer: none on a night inside an unavailability range (start_date ≤ night ≤
 *   end_date), else the facility's quantity less the units down for maintenance that night
 *   (overlapping maintenance ranges add up; never below 0).
 * Ranges include both their dates. Facilities without schedules behave as before.
 *
 * spec: api-contract.md §Catalogue administration (unavailability, surge, prices);
 * pricing-rules.md §Lines (Accommodation and camping), §Money and rounding 2.
 */
import type { Facility, FacilityPrice, FacilitySurge } from '../catalogue/catalogue';
import type { CalendarDate } from '../dates/calendar-date';
import { add, divide, type ExactAmount, multiply } from '../money/exact-amount';

type Range = { start_date: CalendarDate; end_date: CalendarDate };

const covers = (range: Range, night: CalendarDate) =>
  range.start_date <= night && night <= range.end_date;

/**
 * The price entries in force on `night`.
 * @example priceListOn({ price: old, price_changes: [{ effective_from: '2027-01-01', price: next }] }, '2027-01-01') //=> next
 */
export function priceListOn(
  facility: Pick<Facility, 'price' | 'price_changes'>,
  night: CalendarDate,
): FacilityPrice[] {
  let inForce: { effective_from: CalendarDate; price: FacilityPrice[] } | undefined;
  for (const change of facility.price_changes ?? []) {
    if (
      change.effective_from <= night &&
      (!inForce || change.effective_from >= inForce.effective_from)
    ) {
      inForce = change;
    }
  }
  return inForce?.price ?? facility.price;
}

/**
 * `amount` (a night's exact price) with the surge of `night` added: amount × (1 + p ÷ 100),
 * p the sum of the surge percentages covering the night; exact, never rounded.
 * @example withSurge(exactAmount('8000'), { surges: [{ start_date: '2026-12-01', end_date: '2026-12-31', percentage: '25' }] }, '2026-12-10') //=> 10000
 */
export function withSurge(
  amount: ExactAmount,
  facility: { surges?: readonly FacilitySurge[] | undefined },
  night: CalendarDate,
): ExactAmount {
  const ranges = (facility.surges ?? []).filter((surge) => covers(surge, night));
  if (ranges.length === 0) return amount;
  return add(amount, ...ranges.map((surge) => divide(multiply(amount, surge.percentage), 100)));
}

/**
 * Units of `facility` on offer on `night`: 0 inside an unavailability range, else its quantity
 * less the units its maintenance ranges covering the night take down (never below 0).
 * @example unitsOnOffer({ quantity: 8, unavailability: [{ start_date: '2026-12-01', end_date: '2026-12-07' }] }, '2026-12-07') //=> 0
 * @example unitsOnOffer({ quantity: 16, maintenance: [{ start_date: '2026-12-01', end_date: '2026-12-05', units: 2 }] }, '2026-12-05') //=> 14
 */
export function unitsOnOffer(
  facility: Pick<Facility, 'quantity' | 'unavailability' | 'maintenance'>,
  night: CalendarDate,
): number {
  if ((facility.unavailability ?? []).some((range) => covers(range, night))) return 0;
  const down = (facility.maintenance ?? [])
    .filter((range) => covers(range, night))
    .reduce((units, range) => units + range.units, 0);
  return Math.max(0, facility.quantity - down);
}
