/**
 * Step 3 of the walk-in wizard: vehicles by category with the quote's amounts, and the
 * vehicle's registration number.
 *
 * spec: staff-booking.md §2.1 (Vehicle Entry Fees), §3.4.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { Field } from '../../components/Field';
import type { WalkInOptions } from '../../lib/gate-types';
import { NumberField } from './NumberField';
import { lineAmount } from './quote-figures';
import type { WalkInDraft } from './walk-in-draft';

interface VehiclesStepProps {
  draft: WalkInDraft;
  options: WalkInOptions;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
}

export function VehiclesStep({ draft, options, quote, change }: VehiclesStepProps) {
  return (
    <>
      <table className="table">
        <caption>Vehicle entry fees</caption>
        <thead>
          <tr>
            <th scope="col">Vehicle</th>
            <th scope="col" className="number">
              Price per day
            </th>
            <th scope="col">Vehicles</th>
            <th scope="col" className="number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {options.vehicle_fees.map((fee) => {
            const amount = lineAmount(quote, 'vehicle', fee.vehicle_public_id);
            return (
              <tr key={fee.vehicle_public_id}>
                <th scope="row">{fee.vehicle_charge_category}</th>
                <td className="number">
                  {formatMoney(fee.vehicle_charge_category_cost, fee.vehicle_charge_cost_currency)}
                </td>
                <td>
                  <NumberField
                    label={fee.vehicle_charge_category}
                    value={draft.vehicles[fee.vehicle_public_id] ?? 0}
                    onChange={(count) =>
                      change({ vehicles: { ...draft.vehicles, [fee.vehicle_public_id]: count } })
                    }
                  />
                </td>
                <td className="number">
                  {amount ? formatMoney(amount, quote?.currency ?? draft.currency) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Field
        label="Vehicle registration (optional)"
        value={draft.mode_registration}
        onChange={(event) => change({ mode_registration: event.target.value.toUpperCase() })}
      />
    </>
  );
}
