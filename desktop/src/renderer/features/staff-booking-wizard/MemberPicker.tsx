/**
 * The member picker of the wizard's first step (staff): search members by name, reference,
 * e-mail or phone (`GET /members?search=`), choose one, and see the member's summary — name,
 * reference, membership, standing and expiry. The member's discounts reach the quote's figures;
 * when the quote refuses the membership (unpaid, expired, ending before check-in) its reason is
 * shown here, in the API's words.
 *
 * spec: staff-booking.md §2.1 (member picker with member summary), §1 (members' discounts);
 * api-contract.md §People and logs (GET /members; a paid, unexpired member's discounts apply).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { MemberSummary } from '../../components/MemberSummary';
import { staffGet } from '../../lib/staff-api';
import {
  memberStanding,
  type StaffMemberPage,
  type StaffMemberSummary,
} from '../members-admin/member-types';
import type { MemberChoice } from './staff-booking-draft';

const RESULTS = 5;

/** A member as the picker keeps it. */
export function memberChoiceOf(row: StaffMemberSummary): MemberChoice {
  return {
    public_id: row.public_id,
    name: `${row.first_name} ${row.sur_name}`,
    member_reference_number: row.member_reference_number,
    membership: row.membership,
    standing: memberStanding(row),
    expiry_date: row.expiry_date,
  };
}
const MIN_SEARCH = 2;

interface MemberPickerProps {
  member: MemberChoice | null;
  onMember: (member: MemberChoice | null) => void;
  /** Why the quote gives this member no discount (the API's words), if it refused. */
  refusal?: string;
}

export function MemberPicker({ member, onMember, refusal }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const term = search.trim();
  const found = useQuery({
    queryKey: ['/members', 'picker', term],
    queryFn: () =>
      staffGet<StaffMemberPage>(`/members?items=${RESULTS}&search=${encodeURIComponent(term)}`),
    enabled: member === null && term.length >= MIN_SEARCH,
  });

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

  return (
    <div className="member-picker">
      <Field
        label="Member (optional)"
        type="search"
        value={search}
        hint="Name, reference number, e-mail or phone."
        onChange={(event) => setSearch(event.target.value)}
      />
      {found.error !== null && <ErrorNotice error={found.error} />}
      {found.data && found.data.data.length === 0 && <p className="muted">No member found.</p>}
      {found.data && found.data.data.length > 0 && (
        <ul className="plain-list" aria-label="Members found">
          {found.data.data.map((row) => (
            <li key={row.public_id}>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => onMember(memberChoiceOf(row))}
              >
                {row.first_name} {row.sur_name} · {row.member_reference_number} ·{' '}
                {memberStanding(row)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
