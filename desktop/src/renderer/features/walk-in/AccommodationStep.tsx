/**
 * Step 4 of the walk-in wizard: accommodation or camping for the stay (the booking's dates),
 * added line by line and priced by the quote. Optional.
 *
 * spec: staff-booking.md §2.1 (Accommodation / Camping), §2.2, §3.6.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import type { WalkInOptions } from '../../lib/gate-types';
import { ChosenLines } from './ChosenLines';
import { NumberField } from './NumberField';
import { lineAmount } from './quote-figures';
import { type FacilityChoice, newLineId, type WalkInDraft } from './walk-in-draft';

interface AccommodationStepProps {
  draft: WalkInDraft;
  options: WalkInOptions;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
}

const none = (): FacilityChoice => ({
  line_id: newLineId(),
  public_id: '',
  adults: 0,
  children: 0,
  number_of_rooms: 1,
});

export function AccommodationStep({ draft, options, quote, change }: AccommodationStepProps) {
  const [choice, setChoice] = useState<FacilityChoice>(none);
  const nameOf = (id: string) =>
    options.facilities.find((facility) => facility.public_id === id)?.name ?? id;
  const add = () => {
    if (!choice.public_id) return;
    change({ facilities: [...draft.facilities, choice] });
    setChoice(none());
  };
  return (
    <>
      <p className="muted">
        For the whole stay: {draft.check_in} → {draft.check_out}. Skip this step for a day visit.
      </p>
      <div className="form-grid">
        <SelectField
          label="Accommodation"
          value={choice.public_id}
          placeholder="Choose accommodation or camping"
          options={options.facilities.map((facility) => ({
            value: facility.public_id,
            label: `${facility.name} (${facility.facility_type})`,
          }))}
          onChange={(event) => setChoice({ ...choice, public_id: event.target.value })}
        />
        <NumberField
          label="Adults"
          value={choice.adults}
          onChange={(adults) => setChoice({ ...choice, adults })}
        />
        <NumberField
          label="Children"
          value={choice.children}
          onChange={(children) => setChoice({ ...choice, children })}
        />
        <NumberField
          label="Rooms or units"
          value={choice.number_of_rooms}
          onChange={(number_of_rooms) => setChoice({ ...choice, number_of_rooms })}
        />
      </div>
      <button type="button" className="button" onClick={add} disabled={!choice.public_id}>
        Add to Booking
      </button>
      <ChosenLines
        lines={draft.facilities}
        nameOf={nameOf}
        describe={(line, name) =>
          `${name}: ${line.adults} adults, ${line.children} children, ${line.number_of_rooms} rooms`
        }
        amountOf={(line) => lineAmount(quote, 'accommodation', line.public_id)}
        currency={quote?.currency ?? draft.currency}
        onLines={(facilities) => change({ facilities })}
      />
    </>
  );
}
