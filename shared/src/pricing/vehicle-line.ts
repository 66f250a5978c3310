/**
 * The vehicle fee line of one vehicle category: Σ over its vehicle days of (the fee in force
 * that day at the stay's destination, converted to the booking currency) × vehicles — the fee ×
 * vehicles × days when no schedule changes it mid-stay (fee-schedules.ts).
 *
 * spec: pricing-rules.md §Lines (Vehicle fee), §Days; staff-booking.md §3.4, §7
 * (get_newly_scheduled_pricing per destination), §9.
 */
import type { VehicleFee } from '../catalogue/catalogue';
import { multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import type { BookingMoney, ExactLine } from './exact-line';
import { type FeeDays, type FeeScheduling, feeOverDays } from './fee-schedules';
import { findReference } from './line-errors';

/**
 * The exact line, or null when there are no vehicles; `scheduling` (the fee schedules and the
 * stay's destination; absent: the catalogue's amount every day) sets each day's amount.
 * @throws DomainError UNKNOWN_REFERENCE (field vehicle_public_id) for an unknown category.
 * @example vehicleLine({ vehicle_public_id: 'vf-6', vehicles: 1 }, fees, { first: '2026-12-20', count: 2 }, usd)
 * //=> Up to 6 seater, 1 vehicle, USD 1000/128 (7.8125, charged 8)
 */
export function vehicleLine(
  line: QuoteRequest['vehicles'][number],
  vehicleFees: readonly VehicleFee[],
  days: FeeDays,
  money: BookingMoney,
  scheduling?: FeeScheduling,
): ExactLine | null {
  const fee = findReference(
    vehicleFees,
    (candidate) => candidate.vehicle_public_id === line.vehicle_public_id,
    { field: 'vehicle_public_id', what: 'vehicle category', id: line.vehicle_public_id },
  );
  if (line.vehicles === 0) return null;
  const perVehicle = feeOverDays(
    scheduling,
    'vehicle',
    fee.vehicle_public_id,
    { amount: fee.vehicle_charge_category_cost, currency: fee.vehicle_charge_cost_currency },
    days,
    money,
  );
  return {
    kind: 'vehicle',
    ref: fee.vehicle_public_id,
    description: fee.vehicle_charge_category,
    quantity: line.vehicles,
    amount: multiply(perVehicle, line.vehicles),
  };
}
