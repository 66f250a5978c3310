/**
 * The rows of the proof-of-residency dialog: one per guest of a category whose rate needs
 * proof, with first name, last name and document number; saving keeps the complete rows in
 * the trip.
 *
 * spec: public-site.md §3 "Proof of residency item"; staff-booking.md §5.
 */
import {
  isCompleteProofOfResidency,
  type ProofOfResidencyItem,
} from '@hifadhi/shared/schemas/booking-form';
import { useState } from 'react';
import { useConservationFees } from '../../catalogue/catalogue-queries';
import { RESIDENCY_PROOF } from '../add-to-cart/residency-options';
import { useTrip } from '../trip/trip-context';

export function ResidencyProofForm({ onDone }: { onDone: () => void }) {
  const { trip, dispatch } = useTrip();
  const fees = useConservationFees().data ?? [];
  const slots = trip.conservation.flatMap((entry) => {
    const fee = fees.find((candidate) => candidate.payment_public_id === entry.payment_public_id);
    if (!fee?.residency_proof) return [];
    return Array.from({ length: entry.payment_guests }, (_, index) => ({
      key: `${entry.payment_public_id}-${index}`,
      payment_public_id: entry.payment_public_id,
      payment_person: entry.payment_person,
      proof_point: RESIDENCY_PROOF[fee.residency],
      index,
    }));
  });
  const [rows, setRows] = useState<ProofOfResidencyItem[]>(() =>
    slots.map((slot) => {
      const saved = trip.proof_of_residency.filter(
        (item) => item.payment_public_id === slot.payment_public_id,
      )[slot.index];
      return (
        saved ?? {
          payment_public_id: slot.payment_public_id,
          payment_person: slot.payment_person,
          proof_point: slot.proof_point,
          first_name: '',
          last_name: '',
          document_id: '',
        }
      );
    }),
  );
  const update = (row: number, field: 'first_name' | 'last_name' | 'document_id', value: string) =>
    setRows((current) =>
      current.map((item, index) => (index === row ? { ...item, [field]: value } : item)),
    );

  if (slots.length === 0) {
    return (
      <p>
        None of your guest categories needs proof of residency. Non-resident guests show their
        passport at the gate.
      </p>
    );
  }
  return (
    <form
      className="form-stack"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({
          type: 'set_proof_of_residency',
          items: rows
            .map((item) => ({
              ...item,
              first_name: item.first_name.trim(),
              last_name: item.last_name.trim(),
              document_id: item.document_id.trim(),
            }))
            .filter(isCompleteProofOfResidency),
        });
        onDone();
      }}
    >
      <p className="note">Proof of ID required for Conservancy visits.</p>
      {rows.map((item, row) => (
        <fieldset key={slots[row]?.key} className="proof-row">
          <legend>
            {item.payment_person} {(slots[row]?.index ?? 0) + 1} — {item.proof_point}
          </legend>
          <label>
            First name
            <input
              value={item.first_name}
              autoComplete="off"
              onChange={(event) => update(row, 'first_name', event.target.value)}
            />
          </label>
          <label>
            Last name
            <input
              value={item.last_name}
              autoComplete="off"
              onChange={(event) => update(row, 'last_name', event.target.value)}
            />
          </label>
          <label>
            Document number
            <input
              value={item.document_id}
              autoComplete="off"
              onChange={(event) => update(row, 'document_id', event.target.value)}
            />
          </label>
        </fieldset>
      ))}
      <div className="dialog-actions">
        <button type="submit" className="button primary">
          Save proof of residency
        </button>
      </div>
    </form>
  );
}
