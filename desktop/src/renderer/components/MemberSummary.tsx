/**
 * A chosen member's summary, shared by the staff wizard's and the walk-in's member pickers:
 * name, member number, membership, standing and expiry, and why the quote gives no member
 * discount when it refused (the API's words), with Remove member.
 *
 * spec: staff-booking.md §2.1 (member picker with member summary).
 */
import { Notice } from './Notice';

interface MemberSummaryProps {
  name: string;
  member_reference_number: string;
  membership: string;
  standing: string;
  expiry_date: string | null;
  /** Why the quote gives this member no discount, if it refused. */
  refusal?: string;
  onRemove: () => void;
}

export function MemberSummary(props: MemberSummaryProps) {
  return (
    <section className="member-summary" aria-label="Member">
      <dl className="facts">
        <div>
          <dt>Member</dt>
          <dd data-testid="member-name">{props.name}</dd>
        </div>
        <div>
          <dt>Member number</dt>
          <dd>{props.member_reference_number}</dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>{props.membership}</dd>
        </div>
        <div>
          <dt>Standing</dt>
          <dd>{props.standing}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{props.expiry_date ?? '—'}</dd>
        </div>
      </dl>
      {props.refusal ? (
        <Notice tone="warning" title="No member discount">
          <p data-testid="member-refusal">{props.refusal}</p>
        </Notice>
      ) : (
        <p className="muted">The member's discounts are in the quote's figures.</p>
      )}
      <button type="button" className="button button-quiet" onClick={props.onRemove}>
        Remove member
      </button>
    </section>
  );
}
