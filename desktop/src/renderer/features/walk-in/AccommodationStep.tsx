/**
 * Step 4 of the walk-in wizard: accommodation or camping for the stay (the booking's dates),
 * added line by line and priced by the quote. Optional.
 *
 * Pelican House asks for its catering type (the first three pricing groups, §9) and is not
 * added without one (§5).
 *
 * spec: staff-booking.md §2.1 (Accommodation / Camping), §2.2, §3.6, §5, §9.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { useState } from 'react';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import type { WalkInOptions } from '../../lib/gate-types';
import { ChosenLines } from './ChosenLines';
import { NumberField } from './NumberField';
import { lineAmount } from './quote-figures';
import { type FacilityChoice, facilityProblem, newLineId, type WalkInDraft } from './walk-in-draft';

/** The catering types a booking may use: the first three pricing groups (§9). */
const CATERING_TYPES_USED = 3;

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
  catering_type: '',
});

export function AccommodationStep({ draft, options, quote, change }: AccommodationStepProps) {
  const [choice, setChoice] = useState<FacilityChoice>(none);
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (id: string) =>
    options.facilities.find((facility) => facility.public_id === id)?.name ?? id;
  const chosen = options.facilities.find((facility) => facility.public_id === choice.public_id);
  const isPelican = chosen?.accomodation_type === 'Pelican';
  const cateringTypes = options.pricing_groups.slice(0, CATERING_TYPES_USED);
  const cateringName = (id: string) => cateringTypes.find((group) => group.public_id === id)?.name;
  const edit = (patch: Partial<FacilityChoice>) => {
    setChoice({ ...choice, ...patch });
    setProblem(null);
  };
  const add = () => {
    const found = facilityProblem(choice, options.facilities);
    if (found) {
      setProblem(found);
      return;
    }
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
          onChange={(event) => edit({ public_id: event.target.value, catering_type: '' })}
        />
        {isPelican && (
          <SelectField
            label="Catering type"
            value={choice.catering_type}
            placeholder="Choose the catering type"
            options={cateringTypes.map((group) => ({ value: group.public_id, label: group.name }))}
            onChange={(event) => edit({ catering_type: event.target.value })}
            error={problem && !choice.catering_type ? problem : undefined}
          />
        )}
        <NumberField label="Adults" value={choice.adults} onChange={(adults) => edit({ adults })} />
        <NumberField
          label="Children"
          value={choice.children}
          onChange={(children) => edit({ children })}
        />
        <NumberField
          label="Rooms or units"
          value={choice.number_of_rooms}
          onChange={(number_of_rooms) => edit({ number_of_rooms })}
        />
      </div>
      {problem && !isPelican && <Notice tone="error">{problem}</Notice>}
      <button type="button" className="button" onClick={add} disabled={!choice.public_id}>
        Add to Booking
      </button>
      <ChosenLines
        lines={draft.facilities}
        nameOf={nameOf}
        describe={(line, name) =>
          `${name}${line.catering_type ? ` (${cateringName(line.catering_type)})` : ''}: ${line.adults} adults, ${line.children} children, ${line.number_of_rooms} rooms`
        }
        amountOf={(line) => lineAmount(quote, 'accommodation', line.public_id)}
        currency={quote?.currency ?? draft.currency}
        onLines={(facilities) => change({ facilities })}
      />
    </>
  );
}
