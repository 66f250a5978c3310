/**
 * One member (`/member/{member_id}`, route Member): membership, standing (current, expired,
 * unpaid or deleted), contact, payment, expiry, the CRM ids, the beneficiaries (add, remove),
 * the visits and the notices sent (Remind payment for an unpaid one); Edit opens the §2.2 form
 * and saving it (`PATCH /members/{public_id}`) returns to the member; Delete and Restore
 * (soft); Sync to CRM sends the member to Salesforce and shows the ids it answers.
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
import { BeneficiariesPanel } from './BeneficiariesPanel';
import { MemberForm } from './MemberForm';
import { MemberNotices } from './MemberNotices';
import { MemberVisits } from './MemberVisits';
import { memberStanding, type StaffMember } from './member-types';

export function MemberPage() {
  const memberId = useParams().member_id ?? '';
  const path = `/members/${encodeURIComponent(memberId)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const member = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffMember>(path) });
  const changed = (after: StaffMember) => {
    queryClient.setQueryData([path], after);
    return queryClient.invalidateQueries({ queryKey: ['/members'] });
  };
  const change = useMutation({
    mutationFn: (patch: MemberPatch) => staffRequest<StaffMember>('PATCH', path, patch),
    onSuccess: (after) => {
      setEditing(false);
      return changed(after);
    },
  });
  const operation = useMutation({
    mutationFn: ({ method, to }: { method: string; to: string }) =>
      staffRequest<StaffMember>(method, to),
    onSuccess: changed,
  });
  const today = calendarDateAt(new Date());

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
        <>
          {!editing && (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={operation.isPending}
            onClick={() => operation.mutate({ method: 'POST', to: `${path}/crm-sync` })}
          >
            Sync to CRM
          </button>
          {read.deleted_at ? (
            <button
              type="button"
              className="button"
              disabled={operation.isPending}
              onClick={() => operation.mutate({ method: 'POST', to: `${path}/restore` })}
            >
              Restore
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={operation.isPending}
              onClick={() => {
                if (window.confirm(`Delete ${read.first_name} ${read.sur_name}?`)) {
                  operation.mutate({ method: 'DELETE', to: path });
                }
              }}
            >
              Delete
            </button>
          )}
        </>
      }
    >
      {operation.error && <ErrorNotice error={operation.error} />}
      <BeneficiariesPanel member={read} today={today} path={path} />
      <MemberVisits path={path} />
      <MemberNotices path={path} unpaid={!read.payment_status && !read.deleted_at} />
      {editing && (
        <section className="panel operation-form" aria-label="Edit member">
          <h2>Edit member</h2>
          <MemberForm
            member={read}
            today={today}
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
