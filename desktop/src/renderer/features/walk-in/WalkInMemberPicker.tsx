/**
 * The walk-in's member picker: search the members the kiosk keeps (by member number or name,
 * `GET /gate/v1/walk-in/members`, offline too), choose one, and see the member's summary —
 * name, number, membership, standing and expiry. The member's discounts reach the quote; when
 * the membership gives none (unpaid, expired, ending before check-in) the reason is shown in
 * the wizard's and API's words.
 *
 * spec: staff-booking.md §2.1 (Guest / Member Details: member picker with member summary), §9.
 */
import { useEffect, useState } from 'react';
import type { GateMember } from '../../../gate/walk-in-members';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { MemberSummary } from '../../components/MemberSummary';
import { gateGet } from '../../lib/gate-api';
import type { MemberChoice } from '../staff-booking-wizard/staff-booking-draft';

const MIN_SEARCH = 2;
const DEBOUNCE_MILLISECONDS = 250;

/** A replica member as the wizard's draft keeps it. */
export function gateMemberChoiceOf(row: GateMember): MemberChoice {
  return {
    public_id: row.member_public_id,
    name: `${row.first_name} ${row.sur_name}`,
    member_reference_number: row.member_reference_number,
    membership: row.membership,
    standing: row.standing,
    expiry_date: row.expiry_date,
  };
}

interface WalkInMemberPickerProps {
  /** The member chosen, as the draft keeps it. */
  member: MemberChoice | null;
  /** A member found (or null: Remove member). */
  onMember: (member: GateMember | null) => void;
  /** Why the quote gives this member no discount, if it refused. */
  refusal?: string;
}

export function WalkInMemberPicker({ member, onMember, refusal }: WalkInMemberPickerProps) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ term: string; data: GateMember[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const term = search.trim();

  useEffect(() => {
    if (member || term.length < MIN_SEARCH) return;
    const timer = setTimeout(() => {
      gateGet<{ data: GateMember[] }>(`/walk-in/members?search=${encodeURIComponent(term)}`)
        .then(({ data }) => {
          setFound({ term, data });
          setError(null);
        })
        .catch(setError);
    }, DEBOUNCE_MILLISECONDS);
    return () => clearTimeout(timer);
  }, [member, term]);

  if (member) {
    return (
      <MemberSummary
        name={member.name}
        member_reference_number={member.member_reference_number}
        membership={member.membership}
        standing={member.standing}
        expiry_date={member.expiry_date}
        refusal={refusal}
        onRemove={() => onMember(null)}
      />
    );
  }

  const shown = found && found.term === term ? found.data : null;
  return (
    <div className="member-picker">
      <Field
        label="Member (optional)"
        type="search"
        value={search}
        hint="Member number or name."
        onChange={(event) => setSearch(event.target.value)}
      />
      {error !== null && <ErrorNotice error={error} />}
      {shown && shown.length === 0 && <p className="muted">No member found.</p>}
      {shown && shown.length > 0 && (
        <ul className="plain-list" aria-label="Members found">
          {shown.map((row) => (
            <li key={row.member_public_id}>
              <button type="button" className="button button-quiet" onClick={() => onMember(row)}>
                {row.first_name} {row.sur_name} · {row.member_reference_number} · {row.standing}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
