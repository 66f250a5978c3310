import { describe, expect, it } from 'vitest';
import type { ProofEntry } from '../walk-in/walk-in-draft';
import { attachAllProofs, type FoundProof } from './booking-reference-proofs';

/** Proof row `n` of guest category `id` ('Citizen Adult' rows), blank unless `typed`. */
const row = (id: string, n: number, typed: Partial<ProofEntry> = {}): ProofEntry => ({
  key: `${id}-${n}`,
  payment_public_id: id,
  category: 'Citizen Adult',
  payment_person: `Citizen Adult ${n}`,
  proof_point: 'National ID',
  first_name: '',
  last_name: '',
  document_id: '',
  ...typed,
});

const found = (id: string, first_name: string, document_id: string): FoundProof => ({
  residency_proof_public_id: `rp-${document_id}`,
  payment_public_id: id,
  payment_person: 'Citizen Adult',
  residency: 'citizen',
  proof_point: 'East African passport',
  first_name,
  last_name: 'Kamau',
  document_id,
});

describe('attachAllProofs', () => {
  it('fills the rows of each proof’s own category in order', () => {
    const result = attachAllProofs(
      {},
      [row('cf-cit-a', 1), row('cf-cit-a', 2), row('cf-cit-c', 1)],
      [found('cf-cit-a', 'Wanjiku', 'A1'), found('cf-cit-c', 'Amani', 'C1')],
    );
    expect(result.used).toBe(2);
    expect(result.unused).toEqual([]);
    expect(result.proofs).toEqual({
      'cf-cit-a-1': {
        proof_point: 'East African passport',
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        document_id: 'A1',
      },
      'cf-cit-c-1': {
        proof_point: 'East African passport',
        first_name: 'Amani',
        last_name: 'Kamau',
        document_id: 'C1',
      },
    });
  });

  it('keeps a row the clerk completed and counts proofs with no row left as unused', () => {
    const typed = { first_name: 'Otieno', last_name: 'Oduor', document_id: 'T9' };
    const kept = { proof_point: 'National ID', ...typed };
    const extra = found('cf-cit-a', 'Njeri', 'A3');
    const result = attachAllProofs(
      { 'cf-cit-a-1': kept },
      [row('cf-cit-a', 1, typed), row('cf-cit-a', 2)],
      [found('cf-cit-a', 'Wanjiku', 'A1'), extra, found('cf-res-a', 'Ali', 'R1')],
    );
    expect(result.proofs['cf-cit-a-1']).toEqual(kept);
    expect(result.proofs['cf-cit-a-2']?.document_id).toBe('A1');
    expect(result.used).toBe(1);
    expect(result.unused.map((proof) => proof.document_id)).toEqual(['A3', 'R1']);
  });
});
