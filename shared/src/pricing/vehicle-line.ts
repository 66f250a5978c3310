/**
 * The vehicle fee line of one vehicle category: the fee converted to the booking currency ×
 * vehicles × vehicle days.
 *
 * spec: pricing-rules.md §Lines (Vehicle fee); staff-booking.md §3.4, §9.
 */
import type { VehicleFee } from '../catalogue/catalogue';
import { multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { findReference } from './line-errors';

/**
 * The exact line, or null when there are no vehicles.
 * @throws DomainError UNKNOWN_REFERENCE (field vehicle_public_id) for an unknown category.
 * @example vehicleLine({ vehicle_public_id: 'vf-6', vehicles: 1 }, fees, 2, usd)
 * //=> Up to 6 seater, 1 vehicle, USD 1000/128 (7.8125, charged 8)
 */
export function vehicleLine(
  line: QuoteRequest['vehicles'][number],
  vehicleFees: readonly VehicleFee[],
  vehicleDays: number,
  money: BookingMoney,
): ExactLine | null {
  const fee = findReference(
    vehicleFees,
    (candidate) => candidate.vehicle_public_id === line.vehicle_public_id,
    { field: 'vehicle_public_id', what: 'vehicle category', id: line.vehicle_public_id },
  );
  if (line.vehicles === 0) return null;
  const perVehicle = inBookingCurrency(
    money,
    fee.vehicle_charge_category_cost,
    fee.vehicle_charge_cost_currency,
  );
  return {
    kind: 'vehicle',
    ref: fee.vehicle_public_id,
    description: fee.vehicle_charge_category,
    quantity: line.vehicles,
    amount: multiply(multiply(perVehicle, line.vehicles), vehicleDays),
  };
}
