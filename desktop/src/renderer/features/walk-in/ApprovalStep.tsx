/**
 * Step 7 of the walk-in wizard: the summary (guest, destination, dates, the quote's lines and
 * grand total, complete proof entries) and Complete Booking.
 *
 * spec: staff-booking.md §2.1 (Approval; NewBooking: Complete Booking), §2.7 (proof entries in
 * the summary only when complete).
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { formatStay } from '../../lib/format-time';
import { QuoteSummary } from './QuoteSummary';
import type { ProofEntry, WalkInDraft } from './walk-in-draft';
import type { WizardCatalogue } from './wizard-catalogue';

interface ApprovalStepProps {
  draft: WalkInDraft;
  options: WizardCatalogue;
  quote: Quote | null;
  proofs: ProofEntry[];
}

export function ApprovalStep({ draft, options, quote, proofs }: ApprovalStepProps) {
  const destination = options.destinations.find(
    (known) => known.destination_public_id === draft.destination,
  );
  const country = options.countries.find((known) => known.code === draft.country);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>Guest</dt>
          <dd>
            {draft.first_name} {draft.last_name}
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{draft.phone || '—'}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{country?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>Destination</dt>
          <dd>{destination?.destination_name ?? '—'}</dd>
        </div>
        <div>
          <dt>Stay</dt>
          <dd>{formatStay(draft.check_in, draft.check_out)}</dd>
        </div>
        {draft.mode_registration && (
          <div>
            <dt>Vehicle</dt>
            <dd>{draft.mode_registration}</dd>
          </div>
        )}
      </dl>
      {quote ? <QuoteSummary quote={quote} /> : <p className="muted">No quote yet.</p>}
      {proofs.length > 0 && (
        <table className="table table-compact">
          <caption>Proof of residency</caption>
          <thead>
            <tr>
              <th scope="col">Guest</th>
              <th scope="col">Name</th>
              <th scope="col">Document shown</th>
              <th scope="col">Document number</th>
            </tr>
          </thead>
          <tbody>
            {proofs.map((proof) => (
              <tr key={proof.key}>
                <td>{proof.payment_person}</td>
                <td>
                  {proof.first_name} {proof.last_name}
                </td>
                <td>{proof.proof_point}</td>
                <td>{proof.document_id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
