/**
 * 'Use All' of the Use Booking Reference dialog, pure: a previous booking's proofs of residency
 * go into this booking's proof rows of the same guest category, in order, each into the first
 * row not yet complete (a row the clerk finished is kept); proofs with no such row left are
 * counted, so the clerk is told they were not used.
 *
 * spec: staff-booking.md §2.7 (Use Booking Reference, Use All), §3.11, §5 (a proof counts when
 * first name, last name and document id are filled).
 */
import { completeProofs, type ProofEntry, type ProofTyped } from '../walk-in/walk-in-draft';

/** A proof as `GET /booking-references/{ref}/residency-proofs` lists it. */
export interface FoundProof {
  residency_proof_public_id: string;
  payment_public_id: string;
  /** The guest category, e.g. 'Citizen Adult'. */
  payment_person: string;
  residency: string;
  proof_point: string;
  first_name: string;
  last_name: string;
  document_id: string;
}

/** That endpoint's answer. */
export interface BookingProofs {
  booking_ref_code: string;
  proofs: FoundProof[];
}

/** The proofs typed after Use All, and the found proofs that had no row left. */
export interface ProofsUsed {
  proofs: Record<string, ProofTyped>;
  used: number;
  unused: FoundProof[];
}

/**
 * `found` placed into `entries` (this booking's proof rows), over the typed `proofs` so far.
 * @example attachAllProofs({}, [citizenAdult1], [wanjikuProof])
 * //=> { proofs: { 'cf-cit-a-1': { first_name: 'Wanjiku', … } }, used: 1, unused: [] }
 */
export function attachAllProofs(
  proofs: Readonly<Record<string, ProofTyped>>,
  entries: readonly ProofEntry[],
  found: readonly FoundProof[],
): ProofsUsed {
  const complete = new Set(completeProofs(entries).map((entry) => entry.key));
  const free = entries.filter((entry) => !complete.has(entry.key));
  const next = { ...proofs };
  const unused: FoundProof[] = [];
  for (const proof of found) {
    const index = free.findIndex((entry) => entry.payment_public_id === proof.payment_public_id);
    const row = free[index];
    if (!row) {
      unused.push(proof);
      continue;
    }
    free.splice(index, 1);
    const { proof_point, first_name, last_name, document_id } = proof;
    next[row.key] = { proof_point, first_name, last_name, document_id };
  }
  return { proofs: next, used: found.length - unused.length, unused };
}
