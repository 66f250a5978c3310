/**
 * One member (`/member/{member_id}`, route Member): membership, standing (current, expired or
 * unpaid), contact, payment, expiry, the CRM ids and the beneficiaries; Edit opens the §2.2
 * form and saving it (`PATCH /members/{public_id}`) returns to the member.
 *
 * spec: membership-backoffice.md §2.2, §2.5 (member/{member_id}); api-contract.md §People and
 * logs.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { MemberPatch } from '@hifadhi/shared/schemas/people';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { MemberForm } from './MemberForm';
import { memberStanding, type StaffMember } from './member-types';

export function MemberPage() {
  const memberId = useParams().member_id ?? '';
  const path = `/members/${encodeURIComponent(memberId)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const member = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffMember>(path) });
  const change = useMutation({
    mutationFn: (patch: MemberPatch) => staffRequest<StaffMember>('PATCH', path, patch),
    onSuccess: (changed) => {
      setEditing(false);
      queryClient.setQueryData([path], changed);
      return queryClient.invalidateQueries({ queryKey: ['/members'] });
    },
  });

  if (member.error) return <ErrorNotice error={member.error} />;
  const read = member.data;
  if (!read) return <p className="muted">Loading the member…</p>;

  return (
    <DetailLayout
      backTo="/members"
      backLabel="Members"
      title={`${read.title} ${read.first_name} ${read.sur_name}`}
      tags={<span data-testid="member-standing">{memberStanding(read)}</span>}
      facts={[
        { label: 'Reference', value: read.member_reference_number },
        { label: 'Membership', value: `${read.membership} (${read.household_type})` },
        { label: 'Amount', value: formatMoney(read.amount, read.currency, 2) },
        { label: 'Is Paid', value: read.payment_status ? 'Yes' : 'No' },
        { label: 'Payment method', value: read.payment_method ?? '—' },
        { label: 'Expiry date', value: read.expiry_date ?? '—' },
        { label: 'E-mail address', value: read.email },
        { label: 'Phone number', value: read.tel_number },
        { label: 'Address', value: `${read.postal_address} ${read.postal_code}, ${read.town}` },
        { label: 'Registered', value: `${read.registration_date} (${read.registration_type})` },
        { label: 'Salesforce id', value: read.salesforce_id ?? '—' },
        { label: 'Salesforce opportunity', value: read.salesforce_uuid ?? '—' },
        { label: 'Salesforce account', value: read.salesforce_account_uuid ?? '—' },
        { label: 'Salesforce contact', value: read.salesforce_contact_uuid ?? '—' },
      ]}
      actions={
        editing ? undefined : (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit
          </button>
        )
      }
    >
      {read.family.length > 0 && (
        <section className="panel" aria-label="Beneficiaries">
          <h2>Beneficiaries</h2>
          <ul>
            {read.family.map((person) => (
              <li key={person.public_id}>
                {person.title} {person.first_name} {person.sur_name}, born {person.dob} (
                {formatMoney(person.amount, 'KES', 2)})
              </li>
            ))}
          </ul>
        </section>
      )}
      {editing && (
        <section className="panel operation-form" aria-label="Edit member">
          <h2>Edit member</h2>
          <MemberForm
            member={read}
            today={calendarDateAt(new Date())}
            failure={change.error}
            onSend={(body) => change.mutateAsync(body).catch(() => undefined)}
            onCancel={() => {
              change.reset();
              setEditing(false);
            }}
          />
        </section>
      )}
    </DetailLayout>
  );
}
