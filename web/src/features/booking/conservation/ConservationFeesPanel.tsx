/**
 * Conservation entry fees and vehicle fees, the mandatory part of every trip: the destination
 * (its fee schedules may differ), then a counter per guest category and per vehicle category,
 * each with its price per day in the visitor's currency as in force on the chosen date at the
 * chosen destination (today's until a date is chosen; the conservancy-wide amounts until a
 * destination is).
 *
 * spec: public-site.md §1 (conservation entry fees per guest category and vehicle fees are
 * mandatory), §2.5 (Conservation Fees tab), §3 "Conservation guest fee line", "Vehicle line",
 * "Browser storage keys" (user_data.destination); staff-booking.md §7
 * (get_newly_scheduled_pricing: date and destination).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { useId } from 'react';
import { Counter } from '../../../components/Counter';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format-date';
import {
  useConservationFees,
  useCurrencies,
  useLookups,
  useVehicleFees,
} from '../../catalogue/catalogue-queries';
import { unitPrice } from '../../catalogue/unit-price';
import { useTrip } from '../trip/trip-context';
import type { ConservationEntry, VehicleEntry } from '../trip/trip-types';

export interface EntryFees {
  conservation: ConservationEntry[];
  vehicles: VehicleEntry[];
}

interface ConservationFeesPanelProps {
  value: EntryFees;
  onChange: (value: EntryFees) => void;
  currency: CurrencyCode;
  /** The day whose amounts are shown, `YYYY-MM-DD`; default the trip's check-in ('' today). */
  date?: string;
}

export function ConservationFeesPanel({
  value,
  onChange,
  currency,
  date,
}: ConservationFeesPanelProps) {
  const { trip, dispatch } = useTrip();
  const destinationId = useId();
  const on = { date: date || trip.user.check_in, destination: trip.user.destination };
  const fees = useConservationFees(on);
  const vehicleFees = useVehicleFees(on);
  const currencies = useCurrencies();
  const destinations = useLookups().data?.destinations ?? [];
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
      {destinations.length > 1 && (
        <div className="field">
          <label htmlFor={destinationId}>Destination</label>
          <select
            id={destinationId}
            value={trip.user.destination}
            onChange={(event) =>
              dispatch({ type: 'set_destination', destination: event.target.value })
            }
          >
            <option value="">Not chosen yet</option>
            {destinations.map((destination) => (
              <option
                key={destination.destination_public_id}
                value={destination.destination_public_id}
              >
                {destination.destination_name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="fees-in-force">
        {on.date ? `Fees in force on ${formatDate(on.date)}` : 'Fees in force today'}
      </p>
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
