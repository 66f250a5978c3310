/**
 * The proof step's 'Use Booking Reference': a dialog (600 px wide, full width on a phone) that
 * takes a previous booking's reference, searches its proofs of residency (first name, last
 * name, residency, point of proof, document id, each with Remove) and 'Use All' attaches the
 * ones left to this booking's proof rows of the same guest category (attachAllProofs). What
 * was used, and what found no row, is said after the dialog closes.
 *
 * spec: staff-booking.md §2.7, §3.11.
 */
import { type FormEvent, useState } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { staffGet } from '../../lib/staff-api';
import type { ProofEntry, ProofTyped } from '../walk-in/walk-in-draft';
import {
  attachAllProofs,
  type BookingProofs,
  type FoundProof,
  type ProofsUsed,
} from './booking-reference-proofs';
import { FullDialog } from './FullDialog';

interface UseBookingReferenceProps {
  proofs: Readonly<Record<string, ProofTyped>>;
  entries: readonly ProofEntry[];
  onProofs: (proofs: Record<string, ProofTyped>) => void;
}

const residencyWords: Record<string, string> = {
  citizen: 'Citizen',
  resident: 'East African Resident',
  non_resident: 'Non-Resident',
};

/** What Use All did, in words. */
function usedWords(reference: string, result: Omit<ProofsUsed, 'proofs'>): string {
  const used = `${result.used} proof${result.used === 1 ? '' : 's'} of residency from ${reference} used.`;
  if (result.unused.length === 0) return used;
  const categories = [...new Set(result.unused.map((proof) => proof.payment_person))].join(', ');
  return `${used} ${result.unused.length} not used: this booking has no free row for ${categories}.`;
}

export function UseBookingReference({ proofs, entries, onProofs }: UseBookingReferenceProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [found, setFound] = useState<BookingProofs | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [searching, setSearching] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setFound(null);
    setError(null);
  };
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim() === '') return;
    setSearching(true);
    setError(null);
    try {
      const path = `/booking-references/${encodeURIComponent(reference.trim())}/residency-proofs`;
      setFound(await staffGet<BookingProofs>(path));
    } catch (caught) {
      setFound(null);
      setError(caught);
    } finally {
      setSearching(false);
    }
  };
  const remove = (gone: FoundProof) =>
    found &&
    setFound({
      ...found,
      proofs: found.proofs.filter(
        (proof) => proof.residency_proof_public_id !== gone.residency_proof_public_id,
      ),
    });
  const useAll = () => {
    if (!found) return;
    const result = attachAllProofs(proofs, entries, found.proofs);
    onProofs(result.proofs);
    setOutcome(usedWords(found.booking_ref_code, result));
    close();
  };

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Use Booking Reference
      </button>
      {outcome && (
        <Notice tone="success" onClose={() => setOutcome(null)}>
          {outcome}
        </Notice>
      )}
      {open && (
        <FullDialog title="Use Booking Reference" onClose={close} narrow>
          <form className="button-row reference-search" onSubmit={(event) => void search(event)}>
            <Field
              label="Booking reference"
              value={reference}
              maxLength={40}
              autoComplete="off"
              onChange={(event) => setReference(event.target.value)}
            />
            <button type="submit" className="button" disabled={searching}>
              {searching ? 'Searching…' : 'Search'}
            </button>
          </form>
          {error !== null && <ErrorNotice error={error} />}
          {found && found.proofs.length === 0 && (
            <p className="muted">Booking {found.booking_ref_code} has no proofs of residency.</p>
          )}
          {found && found.proofs.length > 0 && (
            <>
              <table
                className="table"
                aria-label={`Proofs of residency of ${found.booking_ref_code}`}
              >
                <ColumnHeads
                  columns={[
                    'First name',
                    'Last name',
                    'Residency',
                    'Point of proof',
                    'Document id',
                    '',
                  ]}
                />
                <tbody>
                  {found.proofs.map((proof) => (
                    <tr key={proof.residency_proof_public_id}>
                      <td>{proof.first_name}</td>
                      <td>{proof.last_name}</td>
                      <td>{residencyWords[proof.residency] ?? proof.residency}</td>
                      <td>{proof.proof_point}</td>
                      <td>{proof.document_id}</td>
                      <td>
                        <button
                          type="button"
                          className="button button-quiet"
                          aria-label={`Remove ${proof.first_name} ${proof.last_name}`}
                          onClick={() => remove(proof)}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <button type="button" className="button button-primary" onClick={useAll}>
                Use All
              </button>
            </>
          )}
        </FullDialog>
      )}
    </>
  );
}
