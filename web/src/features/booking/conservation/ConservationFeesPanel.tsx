/**
 * Conservation entry fees and vehicle fees, the mandatory part of every trip: a counter per
 * guest category and per vehicle category, each with its price per day in the visitor's
 * currency.
 *
 * spec: public-site.md §1 (conservation entry fees per guest category and vehicle fees are
 * mandatory), §2.5 (Conservation Fees tab), §3 "Conservation guest fee line", "Vehicle line".
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { Counter } from '../../../components/Counter';
import { Spinner } from '../../../components/Spinner';
import {
  useConservationFees,
  useCurrencies,
  useVehicleFees,
} from '../../catalogue/catalogue-queries';
import { unitPrice } from '../../catalogue/unit-price';
import type { ConservationEntry, VehicleEntry } from '../trip/trip-types';

export interface EntryFees {
  conservation: ConservationEntry[];
  vehicles: VehicleEntry[];
}

interface ConservationFeesPanelProps {
  value: EntryFees;
  onChange: (value: EntryFees) => void;
  currency: CurrencyCode;
}

export function ConservationFeesPanel({ value, onChange, currency }: ConservationFeesPanelProps) {
  const fees = useConservationFees();
  const vehicleFees = useVehicleFees();
  const currencies = useCurrencies();
  if (!fees.data || !vehicleFees.data || !currencies.data) {
    return (
      <div className="panel-loading">
        <Spinner label="Loading conservation fees" />
      </div>
    );
  }
  const rates = currencies.data;
  const guestsOf = (id: string) =>
    value.conservation.find((entry) => entry.payment_public_id === id)?.payment_guests ?? 0;
  const vehiclesOf = (id: string) =>
    value.vehicles.find((entry) => entry.vehicle_public_id === id)?.vehicles ?? 0;

  // Lines keep the catalogue's order: the first adult category sets the default residency.
  const setGuests = (id: string, count: number) =>
    onChange({
      ...value,
      conservation: (fees.data ?? [])
        .map((fee) => ({
          payment_public_id: fee.payment_public_id,
          payment_person: fee.payment_person,
          payment_guests: fee.payment_public_id === id ? count : guestsOf(fee.payment_public_id),
        }))
        .filter((entry) => entry.payment_guests > 0),
    });
  const setVehicles = (id: string, count: number) =>
    onChange({
      ...value,
      vehicles: (vehicleFees.data ?? [])
        .map((fee) => ({
          vehicle_public_id: fee.vehicle_public_id,
          vehicle_charge_category: fee.vehicle_charge_category,
          vehicles: fee.vehicle_public_id === id ? count : vehiclesOf(fee.vehicle_public_id),
        }))
        .filter((entry) => entry.vehicles > 0),
    });

  return (
    <div className="entry-fees">
      <fieldset className="counter-group">
        <legend>Conservation entry fees (per person per day)</legend>
        {fees.data.map((fee) => (
          <Counter
            key={fee.payment_public_id}
            label={fee.payment_person}
            hint={unitPrice(
              fee.payment_person_amount,
              fee.payment_person_currency,
              currency,
              rates,
            )}
            value={guestsOf(fee.payment_public_id)}
            onChange={(count) => setGuests(fee.payment_public_id, count)}
          />
        ))}
      </fieldset>
      <fieldset className="counter-group">
        <legend>Vehicle fees (per vehicle per day)</legend>
        {vehicleFees.data.map((fee) => (
          <Counter
            key={fee.vehicle_public_id}
            label={fee.vehicle_charge_category}
            hint={unitPrice(
              fee.vehicle_charge_category_cost,
              fee.vehicle_charge_cost_currency,
              currency,
              rates,
            )}
            value={vehiclesOf(fee.vehicle_public_id)}
            onChange={(count) => setVehicles(fee.vehicle_public_id, count)}
          />
        ))}
      </fieldset>
    </div>
  );
}
