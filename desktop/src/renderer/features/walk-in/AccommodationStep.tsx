/**
 * Step 4 of the walk-in wizard: accommodation or camping for the stay (the booking's dates),
 * added line by line and priced by the quote. Optional.
 *
 * Pelican House asks for its catering type (the first three pricing groups, §9) and is not
 * added without one (§5).
 *
 * Staff routes (`staff`) also give each line its own start and end date and a discount percent,
 * extra adults and extra children on a facility with extras, and (`slotsOf`) the 'Available
 * slots' figure for the line being chosen and each chosen line.
 *
 * spec: staff-booking.md §2.1 (Accommodation / Camping), §2.2, §3.6, §5, §9.
 */
import { hasPackOrGroupPrices } from '@hifadhi/shared/pricing/facility-rules';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { type ReactNode, useState } from 'react';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { ChosenLines } from './ChosenLines';
import { DiscountField } from './DiscountField';
import { NumberField } from './NumberField';
import { lineAmount } from './quote-figures';
import { type FacilityChoice, facilityProblem, newLineId, type WalkInDraft } from './walk-in-draft';
import type { WizardCatalogue } from './wizard-catalogue';

/** The catering types a booking may use: the first three pricing groups (§9). */
const CATERING_TYPES_USED = 3;

interface AccommodationStepProps {
  draft: WalkInDraft;
  options: WizardCatalogue;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
  /** Staff routes: per-line dates, discount and extras. */
  staff?: boolean;
  /** Staff routes: the 'Available slots' figure of a line (its facility over its dates). */
  slotsOf?: (line: FacilityChoice) => ReactNode;
}

const none = (): FacilityChoice => ({
  line_id: newLineId(),
  public_id: '',
  adults: 0,
  children: 0,
  number_of_rooms: 1,
  catering_type: '',
});

/** A staff line's own dates, extra guests and discount, as the line's description ends. */
function lineExtras(line: FacilityChoice): string {
  const dates = line.start_date && line.end_date ? `, ${line.start_date} → ${line.end_date}` : '';
  const extras = line.extra_pax_adults || line.extra_pax_children;
  const extraGuests = extras
    ? `, ${line.extra_pax_adults ?? 0} extra adults, ${line.extra_pax_children ?? 0} extra children`
    : '';
  return `${dates}${extraGuests}${line.discount ? `, ${line.discount}% off` : ''}`;
}

export function AccommodationStep({
  draft,
  options,
  quote,
  change,
  staff = false,
  slotsOf,
}: AccommodationStepProps) {
  const [choice, setChoice] = useState<FacilityChoice>(none);
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (id: string) =>
    options.facilities.find((facility) => facility.public_id === id)?.name ?? id;
  const chosen = options.facilities.find((facility) => facility.public_id === choice.public_id);
  const isPelican = chosen ? hasPackOrGroupPrices(chosen) : false;
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
        {staff && (
          <>
            <Field
              label="Start date"
              type="date"
              min={draft.check_in}
              max={draft.check_out}
              value={choice.start_date ?? draft.check_in}
              onChange={(event) => edit({ start_date: event.target.value })}
            />
            <Field
              label="End date"
              type="date"
              min={choice.start_date ?? draft.check_in}
              max={draft.check_out}
              value={choice.end_date ?? draft.check_out}
              onChange={(event) => edit({ end_date: event.target.value })}
            />
            {chosen?.has_extras && (
              <>
                <NumberField
                  label="Extra adults"
                  value={choice.extra_pax_adults ?? 0}
                  onChange={(extra_pax_adults) => edit({ extra_pax_adults })}
                />
                <NumberField
                  label="Extra children"
                  value={choice.extra_pax_children ?? 0}
                  onChange={(extra_pax_children) => edit({ extra_pax_children })}
                />
              </>
            )}
            <DiscountField
              label="Discount %"
              value={choice.discount ?? 0}
              onChange={(discount) => edit({ discount })}
            />
          </>
        )}
      </div>
      {slotsOf && choice.public_id && slotsOf(choice)}
      {problem && !isPelican && <Notice tone="error">{problem}</Notice>}
      <button type="button" className="button" onClick={add} disabled={!choice.public_id}>
        Add to Booking
      </button>
      <ChosenLines
        lines={draft.facilities}
        nameOf={nameOf}
        describe={(line, name) =>
          `${name}${line.catering_type ? ` (${cateringName(line.catering_type)})` : ''}: ${line.adults} adults, ${line.children} children, ${line.number_of_rooms} rooms${lineExtras(line)}`
        }
        amountOf={(line) => lineAmount(quote, 'accommodation', line.public_id)}
        currency={quote?.currency ?? draft.currency}
        onLines={(facilities) => change({ facilities })}
      />
      {slotsOf && draft.facilities.length > 0 && (
        <ul className="plain-list" aria-label="Available slots of the chosen lines">
          {draft.facilities.map((line) => (
            <li key={line.line_id}>
              {nameOf(line.public_id)}: {slotsOf(line)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
