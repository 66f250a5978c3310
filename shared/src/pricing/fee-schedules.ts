/**
 * Conservation and vehicle fee schedules (get_newly_scheduled_pricing): a fee's new amount and
 * currency from `effective_from` on, at one destination or (destination null) at every
 * destination. On a day at a destination the schedule in force is the one with the latest
 * `effective_from` on or before that day, for that destination or for every destination; on
 * the same date the destination's own wins. Before a fee's first schedule its catalogue amount
 * applies. A stay's fee lines are priced day by day (`feeAmountsByDay`), so a schedule
 * starting mid-stay prices the days from its date.
 *
 * spec: staff-booking.md §3.3, §3.4, §7 (get_newly_scheduled_pricing: check_in_date,
 * check_out_date, destination), §9; pricing-rules.md §Lines (conservation and vehicle fees);
 * api-contract.md §Catalogue administration (fee schedules).
 */
import type { ConservationFee, CurrencyCode, VehicleFee } from '../catalogue/catalogue';
import { addDays, type CalendarDate } from '../dates/calendar-date';
import { add, type ExactAmount } from '../money/exact-amount';
import { type BookingMoney, inBookingCurrency } from './exact-line';

/** One schedule as the pricing catalogue carries it; `amount` is a decimal string. */
export interface FeeScheduleEntry {
  fee_kind: 'conservation' | 'vehicle';
  fee_public_id: string;
  /** Null: at every destination. */
  destination_public_id: string | null;
  effective_from: CalendarDate;
  amount: string;
  currency: CurrencyCode;
}

/** A fee's amount (decimal string) in its currency. */
export interface FeeAmount {
  amount: string;
  currency: CurrencyCode;
}

/**
 * What prices a stay's fees day by day: the schedules and the stay's destination (null: none
 * given, so only the schedules for every destination apply).
 */
export interface FeeScheduling {
  schedules: readonly FeeScheduleEntry[];
  destination: string | null;
}

/**
 * The schedule of fee `feeId` in force on `day` at `destination` (null: none given), or null.
 * @example scheduleInForce([{ fee_kind: 'conservation', fee_public_id: 'cf-cit-a', destination_public_id: null, effective_from: '2027-01-01', amount: '1800', currency: 'KES' }], 'conservation', 'cf-cit-a', '2027-01-01', null)?.amount //=> '1800'
 */
export function scheduleInForce(
  schedules: readonly FeeScheduleEntry[],
  kind: FeeScheduleEntry['fee_kind'],
  feeId: string,
  day: CalendarDate,
  destination: string | null,
): FeeScheduleEntry | null {
  let best: FeeScheduleEntry | null = null;
  for (const entry of schedules) {
    if (entry.fee_kind !== kind || entry.fee_public_id !== feeId || entry.effective_from > day) {
      continue;
    }
    if (entry.destination_public_id !== null && entry.destination_public_id !== destination) {
      continue;
    }
    const later = best === null || entry.effective_from > best.effective_from;
    const moreSpecific =
      best !== null &&
      entry.effective_from === best.effective_from &&
      best.destination_public_id === null &&
      entry.destination_public_id !== null;
    if (later || moreSpecific) best = entry;
  }
  return best;
}

/**
 * The amount of fee `feeId` on each of `dayCount` days from `firstDay` at the scheduling's
 * destination: its schedule in force that day, else `own` (the catalogue's amount).
 * @example feeAmountsByDay(scheduling, 'vehicle', 'vf-6', { amount: '1000', currency: 'KES' }, '2027-01-31', 2)
 * //=> [{ amount: '1000', … }, { amount: '700', … }] with a schedule of 700 from 2027-02-01
 */
export function feeAmountsByDay(
  scheduling: FeeScheduling | undefined,
  kind: FeeScheduleEntry['fee_kind'],
  feeId: string,
  own: FeeAmount,
  firstDay: CalendarDate,
  dayCount: number,
): FeeAmount[] {
  return Array.from({ length: dayCount }, (_, index) => {
    if (!scheduling) return own;
    const entry = scheduleInForce(
      scheduling.schedules,
      kind,
      feeId,
      addDays(firstDay, index),
      scheduling.destination,
    );
    return entry ? { amount: entry.amount, currency: entry.currency } : own;
  });
}

/** The days a fee line is charged for: `count` days from `first` (the check-in). */
export interface FeeDays {
  first: CalendarDate;
  count: number;
}

/**
 * One unit's fee (a guest's, a vehicle's) over `days`: Σ of each day's amount
 * (`feeAmountsByDay`) converted to the booking currency, exact.
 * @example feeOverDays(undefined, 'vehicle', 'vf-6', { amount: '500', currency: 'KES' }, { first: '2027-01-31', count: 2 }, kes) //=> 1000
 */
export function feeOverDays(
  scheduling: FeeScheduling | undefined,
  kind: FeeScheduleEntry['fee_kind'],
  feeId: string,
  own: FeeAmount,
  days: FeeDays,
  money: BookingMoney,
): ExactAmount {
  return add(
    ...feeAmountsByDay(scheduling, kind, feeId, own, days.first, days.count).map((day) =>
      inBookingCurrency(money, day.amount, day.currency),
    ),
  );
}

/**
 * The fees of `fees` with the amounts in force on `day` at `destination` (same order), as the
 * fee lists and panels show them.
 */
export function feesInForce(
  fees: { conservation_fees: readonly ConservationFee[]; vehicle_fees: readonly VehicleFee[] },
  schedules: readonly FeeScheduleEntry[],
  day: CalendarDate,
  destination: string | null,
): { conservation_fees: ConservationFee[]; vehicle_fees: VehicleFee[] } {
  return {
    conservation_fees: fees.conservation_fees.map((fee) => {
      const entry = scheduleInForce(
        schedules,
        'conservation',
        fee.payment_public_id,
        day,
        destination,
      );
      return entry
        ? { ...fee, payment_person_amount: entry.amount, payment_person_currency: entry.currency }
        : fee;
    }),
    vehicle_fees: fees.vehicle_fees.map((fee) => {
      const entry = scheduleInForce(schedules, 'vehicle', fee.vehicle_public_id, day, destination);
      return entry
        ? {
            ...fee,
            vehicle_charge_category_cost: entry.amount,
            vehicle_charge_cost_currency: entry.currency,
          }
        : fee;
    }),
  };
}
