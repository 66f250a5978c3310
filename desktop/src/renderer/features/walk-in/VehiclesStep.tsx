/**
 * Step 3 of the walk-in wizard: vehicles by category with the quote's amounts, and the
 * vehicle's registration number. Staff routes add a discount per row.
 *
 * spec: staff-booking.md §2.1 (Vehicle Entry Fees), §3.4.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { Field } from '../../components/Field';
import { CountTable, type CountTableProps } from './CountTable';
import { lineAmount } from './quote-figures';
import type { WalkInDraft } from './walk-in-draft';
import type { WizardCatalogue } from './wizard-catalogue';

interface VehiclesStepProps {
  draft: WalkInDraft;
  options: WizardCatalogue;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
  /** Staff routes: the rows' discount percents. */
  discounts?: CountTableProps['discounts'];
}

export function VehiclesStep({ draft, options, quote, change, discounts }: VehiclesStepProps) {
  return (
    <>
      <CountTable
        caption="Vehicle entry fees"
        category="Vehicle"
        counted="Vehicles"
        rows={options.vehicle_fees.map((fee) => ({
          id: fee.vehicle_public_id,
          label: fee.vehicle_charge_category,
          price: fee.vehicle_charge_category_cost,
          price_currency: fee.vehicle_charge_cost_currency,
        }))}
        counts={draft.vehicles}
        amountOf={(id) => lineAmount(quote, 'vehicle', id)}
        currency={quote?.currency ?? draft.currency}
        onCounts={(vehicles) => change({ vehicles })}
        discounts={discounts}
      />
      <Field
        label="Vehicle registration (optional)"
        value={draft.mode_registration}
        onChange={(event) => change({ mode_registration: event.target.value.toUpperCase() })}
      />
    </>
  );
}
