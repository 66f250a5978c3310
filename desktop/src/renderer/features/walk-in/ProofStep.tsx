/**
 * Step 6 of the walk-in wizard, shown only when some guest category needs proof: one row per
 * such guest with the residency read-only and first name, last name and document id to fill.
 *
 * spec: staff-booking.md §2.1 (Proof of Residency), §2.7, §3.11; messages.proofOfIdRequired.
 */
import { messages } from '@hifadhi/shared/messages';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { type ProofEntry, type ProofTyped, proofPoints, type WalkInDraft } from './walk-in-draft';

interface ProofStepProps {
  draft: WalkInDraft;
  entries: ProofEntry[];
  change: (patch: Partial<WalkInDraft>) => void;
}

export function ProofStep({ draft, entries, change }: ProofStepProps) {
  const edit = (entry: ProofEntry, field: keyof ProofTyped, value: string) => {
    const { proof_point, first_name, last_name, document_id } = entry;
    change({
      proofs: {
        ...draft.proofs,
        [entry.key]: { proof_point, first_name, last_name, document_id, [field]: value },
      },
    });
  };
  return (
    <>
      <p>{messages.proofOfIdRequired}</p>
      {entries.map((entry) => (
        <fieldset key={entry.key} className="proof-row">
          <legend>{entry.payment_person}</legend>
          <div className="form-grid">
            <SelectField
              label="Document shown"
              value={entry.proof_point}
              options={proofPoints.map((point) => ({ value: point, label: point }))}
              onChange={(event) => edit(entry, 'proof_point', event.target.value)}
            />
            <Field
              label="First name"
              value={entry.first_name}
              onChange={(event) => edit(entry, 'first_name', event.target.value)}
            />
            <Field
              label="Last name"
              value={entry.last_name}
              onChange={(event) => edit(entry, 'last_name', event.target.value)}
            />
            <Field
              label="Document number"
              value={entry.document_id}
              onChange={(event) => edit(entry, 'document_id', event.target.value)}
            />
          </div>
        </fieldset>
      ))}
    </>
  );
}
