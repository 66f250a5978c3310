/**
 * An activity line: adult_price × adults + child_price × children + adult_price × extra
 * adults + child_price × extra children, each group priced from the activity's entry for
 * that group's own residency (a mixed party pays each member's own rate) and converted to the
 * booking currency. A ranger activity is adult_price × rangers. Priced once, for its date,
 * from the price list in force on that date (priceListOn: its latest price change with
 * effective_from ≤ date, its `price` before the first), with the activity's surges covering
 * that date added to the exact amount (withSurge).
 *
 * spec: pricing-rules.md §Lines (Activity); staff-booking.md §2.6, §3.10.
 */
import type { Activity, ActivityPrice, Residency } from '../catalogue/catalogue';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { priceListOn, withSurge } from './facility-schedules';
import { findReference } from './line-errors';
import { activityParticipants } from './units-held';

type ActivityLineRequest = QuoteRequest['inventory'][number];

/**
 * The exact line, or null when nobody takes part. Omitted residencies are `residency`.
 * @throws DomainError UNKNOWN_REFERENCE (field public_id) for an unknown activity;
 * PRICING_NOT_SET 'No pricing has been set for this period' when the activity has no pricing
 * or no price for a residency it is asked for.
 * @example activityLine(lionTracking2CitizensAnd1NonResident, activities, 'citizen', kes)
 * //=> Lion Tracking, 3 participants, KES 17,825 (4,000 × 2 + USD 75 × 131)
 */
export function activityLine(
  line: ActivityLineRequest,
  activities: readonly Activity[],
  residency: Residency,
  money: BookingMoney,
): ExactLine | null {
  const activity = findReference(
    activities,
    (candidate) => candidate.public_id === line.public_id,
    {
      field: 'public_id',
      what: 'activity',
      id: line.public_id,
    },
  );
  const participants = activityParticipants(line, activity);
  if (participants === 0) return null;
  if (activity.pricing_status === 'false') {
    throw new DomainError('PRICING_NOT_SET', messages.pricingNotSet);
  }
  const groups: [count: number, groupResidency: Residency | null | undefined, price: PriceField][] =
    activity.ranger_marker
      ? [[line.rangers, line.residency_adults, 'adult_price']]
      : [
          [line.adults, line.residency_adults, 'adult_price'],
          [line.children, line.residency_children, 'child_price'],
          [line.extra_pax_adults, line.residency_extra_adults, 'adult_price'],
          [line.extra_pax_children, line.residency_extra_children, 'child_price'],
        ];
  const prices = priceListOn(activity, line.date);
  const amount = add(
    ...groups
      .filter(([count]) => count > 0)
      .map(([count, groupResidency, field]) => {
        const entry = priceEntry(prices, groupResidency ?? residency);
        return multiply(inBookingCurrency(money, entry[field], entry.currency_type), count);
      }),
  );
  return {
    kind: 'activity',
    ref: activity.public_id,
    description: activity.name,
    quantity: participants,
    amount: withSurge(amount, activity, line.date),
  };
}

type PriceField = 'adult_price' | 'child_price';

function priceEntry(prices: readonly ActivityPrice[], residency: Residency): ActivityPrice {
  const entry = prices.find((candidate) => candidate.residency === residency);
  if (!entry) throw new DomainError('PRICING_NOT_SET', messages.pricingNotSet);
  return entry;
}
