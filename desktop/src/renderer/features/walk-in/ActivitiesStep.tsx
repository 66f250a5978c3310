/**
 * Step 5 of the walk-in wizard: activities on days of the stay, added line by line and priced
 * by the quote. Optional.
 *
 * A ranger activity (ranger_marker) counts the rangers who go, not the guests, and is priced
 * per ranger (pricing-rules.md §Lines).
 *
 * Staff routes (`staff`) give each line a discount percent, and (`slotsOf`) the 'Available
 * slots' figure for the line being chosen and each chosen line.
 *
 * spec: staff-booking.md §2.1 (Activities), §2.6, §3.10.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { type ReactNode, useState } from 'react';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { ChosenLines } from './ChosenLines';
import { DiscountField } from './DiscountField';
import { NumberField } from './NumberField';
import { lineAmount } from './quote-figures';
import { type ActivityChoice, newLineId, type WalkInDraft } from './walk-in-draft';
import type { WizardCatalogue } from './wizard-catalogue';

interface ActivitiesStepProps {
  draft: WalkInDraft;
  options: WizardCatalogue;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
  /** Staff routes: a discount per line. */
  staff?: boolean;
  /** Staff routes: the 'Available slots' figure of a line (its activity on its date). */
  slotsOf?: (line: ActivityChoice) => ReactNode;
}

export function ActivitiesStep({
  draft,
  options,
  quote,
  change,
  staff = false,
  slotsOf,
}: ActivitiesStepProps) {
  const fresh = (): ActivityChoice => ({
    line_id: newLineId(),
    public_id: '',
    date: draft.check_in,
    adults: 0,
    children: 0,
    rangers: 0,
  });
  const [choice, setChoice] = useState<ActivityChoice>(fresh);
  const nameOf = (id: string) =>
    options.activities.find((activity) => activity.public_id === id)?.name ?? id;
  const isRanger = (id: string) =>
    options.activities.find((activity) => activity.public_id === id)?.ranger_marker === true;
  const ranger = isRanger(choice.public_id);
  const add = () => {
    if (!choice.public_id) return;
    change({ activities: [...draft.activities, choice] });
    setChoice(fresh());
  };
  return (
    <>
      <div className="form-grid">
        <SelectField
          label="Activity"
          value={choice.public_id}
          placeholder="Choose an activity"
          options={options.activities.map((activity) => ({
            value: activity.public_id,
            label: activity.name,
          }))}
          onChange={(event) =>
            setChoice({
              ...choice,
              public_id: event.target.value,
              adults: 0,
              children: 0,
              rangers: 0,
            })
          }
        />
        <Field
          label="Activity date"
          type="date"
          min={draft.check_in}
          max={draft.check_out}
          value={choice.date}
          onChange={(event) => setChoice({ ...choice, date: event.target.value })}
        />
        {ranger ? (
          <NumberField
            label="Rangers"
            value={choice.rangers}
            onChange={(rangers) => setChoice({ ...choice, rangers })}
          />
        ) : (
          <>
            <NumberField
              label="Adults taking part"
              value={choice.adults}
              onChange={(adults) => setChoice({ ...choice, adults })}
            />
            <NumberField
              label="Children taking part"
              value={choice.children}
              onChange={(children) => setChoice({ ...choice, children })}
            />
          </>
        )}
        {staff && (
          <DiscountField
            label="Discount %"
            value={choice.discount ?? 0}
            onChange={(discount) => setChoice({ ...choice, discount })}
          />
        )}
      </div>
      {slotsOf && choice.public_id && choice.date && slotsOf(choice)}
      <button type="button" className="button" onClick={add} disabled={!choice.public_id}>
        Add activity
      </button>
      <ChosenLines
        lines={draft.activities}
        nameOf={nameOf}
        describe={(line, name) =>
          `${
            isRanger(line.public_id)
              ? `${name} on ${line.date}: ${line.rangers} rangers`
              : `${name} on ${line.date}: ${line.adults} adults, ${line.children} children`
          }${line.discount ? `, ${line.discount}% off` : ''}`
        }
        amountOf={(line) => lineAmount(quote, 'activity', line.public_id)}
        currency={quote?.currency ?? draft.currency}
        onLines={(activities) => change({ activities })}
      />
      {slotsOf && draft.activities.length > 0 && (
        <ul className="plain-list" aria-label="Available slots of the chosen activities">
          {draft.activities.map((line) => (
            <li key={line.line_id}>
              {nameOf(line.public_id)} on {line.date}: {slotsOf(line)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
