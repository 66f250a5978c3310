/**
 * Which conservation and vehicle fee amounts are in force for a stay: a fee's schedule with the
 * latest `effective_from` on or before the check-in day, at the stay's destination or at every
 * destination (on the same date the destination's own wins); the fee's own amount before any.
 * Pure: the catalogue's fees in, the fees with their amounts in force out (same order).
 *
 * spec: staff-booking.md §7 (get_newly_scheduled_pricing: check_in_date, check_out_date,
 * destination); pricing-rules.md §Lines (conservation and vehicle fees).
 */
import type {
  ConservationFee,
  CurrencyCode,
  VehicleFee,
} from '@hifadhi/shared/catalogue/catalogue';

/** One schedule as the pricing catalogue carries it. */
export interface FeeScheduleEntry {
  fee_kind: 'conservation' | 'vehicle';
  fee_public_id: string;
  /** Null: at every destination. */
  destination_public_id: string | null;
  effective_from: string;
  amount: string;
  currency: CurrencyCode;
}

/** The schedule of fee `feeId` in force on `day` at `destination` (null: none given). */
export function scheduleInForce(
  schedules: readonly FeeScheduleEntry[],
  kind: FeeScheduleEntry['fee_kind'],
  feeId: string,
  day: string,
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

/** The fees of `fees` with the amounts in force for a stay checking in on `day`. */
export function feesInForce(
  fees: { conservation_fees: readonly ConservationFee[]; vehicle_fees: readonly VehicleFee[] },
  schedules: readonly FeeScheduleEntry[],
  day: string,
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
