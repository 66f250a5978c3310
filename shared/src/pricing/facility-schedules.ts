/**
 * What a facility's schedules say about one night (the night of a date, `YYYY-MM-DD`):
 * - the price list in force: the latest price change with effective_from ≤ night, the
 *   facility's `price` before the first;
 * - the surge: every surge range with start_date ≤ night ≤ end_date adds its percentage (two
 *   overlapping ranges of 10 and 5 make 15 % more);
 * - the units on offer: none on a night inside an unavailability range (start_date ≤ night ≤
 *   end_date), else the facility's quantity less the units down for maintenance that night
 *   (overlapping maintenance ranges add up; never below 0);
 * - the units set aside: what partners' allocations covering the night still keep for them
 *   (allocated less what their own bookings hold), which nobody else may take.
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

/** A priced item with later price lists by effective date (a facility, an activity). */
interface ScheduledPrices<Entry> {
  price: Entry[];
  price_changes?: readonly { effective_from: CalendarDate; price: Entry[] }[] | undefined;
}

/**
 * The price entries of `item` (a facility or an activity) in force on `night` (a facility's
 * night, an activity's date).
 * @example priceListOn({ price: old, price_changes: [{ effective_from: '2027-01-01', price: next }] }, '2027-01-01') //=> next
 */
export function priceListOn<Entry = FacilityPrice>(
  item: ScheduledPrices<Entry>,
  night: CalendarDate,
): Entry[] {
  let inForce: { effective_from: CalendarDate; price: Entry[] } | undefined;
  for (const change of item.price_changes ?? []) {
    if (
      change.effective_from <= night &&
      (!inForce || change.effective_from >= inForce.effective_from)
    ) {
      inForce = change;
    }
  }
  return inForce?.price ?? item.price;
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

/**
 * Units of `facility` that allocations covering `night` still set aside from `party` (a partner's
 * public id, or null for the public and any booking without a partner): for every other partner
 * with an allocation that night, its allocated units (overlapping allocations add up) less the
 * units its own bookings hold that night (`heldByPartner`: partner public id → units), never
 * below 0. A partner's bookings take its allocation first and the open units after, so what is
 * free to a party is unitsOnOffer − every unit held − unitsSetAside(…, party).
 * @example unitsSetAside({ allocations: [{ start_date: '2026-12-01', end_date: '2026-12-07', units: 4, partner_public_id: 'p-1' }] }, '2026-12-03', new Map([['p-1', 1]]), null) //=> 3
 */
export function unitsSetAside(
  facility: Pick<Facility, 'allocations'>,
  night: CalendarDate,
  heldByPartner: ReadonlyMap<string, number>,
  party: string | null,
): number {
  const allocated = new Map<string, number>();
  for (const range of facility.allocations ?? []) {
    if (range.partner_public_id === party || !covers(range, night)) continue;
    allocated.set(
      range.partner_public_id,
      (allocated.get(range.partner_public_id) ?? 0) + range.units,
    );
  }
  let units = 0;
  for (const [partner, allocatedUnits] of allocated) {
    units += Math.max(0, allocatedUnits - (heldByPartner.get(partner) ?? 0));
  }
  return units;
}
