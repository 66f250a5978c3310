/**
 * One corporate member (`/corporate/member/{member_id}`, route CorporateMember): its facts, Edit
 * (the §2.3 form; UPDATE INFO saves it with `PATCH /corporate-members/{public_id}` and returns
 * here), Delete and Restore (soft).
 *
 * spec: membership-backoffice.md §2.3, §2.5 (corporate/member/{member_id}), §4.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { CorporateMemberBody } from '@hifadhi/shared/schemas/members-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { CorporateMemberForm } from './CorporateMemberForm';
import { type CorporateMember, corporateStanding } from './corporate-member-types';

export function CorporateMemberPage() {
  const memberId = useParams().member_id ?? '';
  const path = `/corporate-members/${encodeURIComponent(memberId)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const member = useQuery({ queryKey: [path], queryFn: () => staffGet<CorporateMember>(path) });
  const changed = (after: CorporateMember) => {
    setEditing(false);
    queryClient.setQueryData([path], after);
    return queryClient.invalidateQueries({ queryKey: ['/corporate-members'] });
  };
  const change = useMutation({
    mutationFn: (body: CorporateMemberBody) => staffRequest<CorporateMember>('PATCH', path, body),
    onSuccess: changed,
  });
  const operation = useMutation({
    mutationFn: ({ method, to }: { method: string; to: string }) =>
      staffRequest<CorporateMember>(method, to),
    onSuccess: changed,
  });
  if (member.error) return <ErrorNotice error={member.error} />;
  const read = member.data;
  if (!read) return <p className="muted">Loading the corporate member…</p>;
  const none = (value: string | null) => value ?? '—';
  return (
    <DetailLayout
      backTo="/corporate-members"
      backLabel="Corporate members"
      title={read.company_name}
      tags={<span data-testid="corporate-standing">{corporateStanding(read)}</span>}
      facts={[
        { label: 'Member ID', value: read.member_id },
        {
          label: 'Contact person',
          value: `${read.contact_person_name}, ${read.contact_person_phone_number}`,
        },
        { label: 'Company phone', value: read.phone_number },
        {
          label: 'E-mail addresses',
          value: [read.email, read.email1, read.email2].filter(Boolean).join(', '),
        },
        {
          label: 'Address',
          value: `${read.postal_address} ${read.postal_code}, ${read.town}, ${read.country}`,
        },
        { label: 'Amount paid', value: formatMoney(read.amount, 'KES', 2) },
        { label: 'Is Paid', value: read.payment_status ? 'Yes' : 'No' },
        { label: 'Payment method', value: none(read.payment_method) },
        { label: 'Expiry date', value: none(read.expiry_date) },
        {
          label: 'Vehicles, passengers, visits',
          value: `${read.vehicles}, ${read.passengers}, ${read.visits}`,
        },
        { label: 'Salesforce id', value: none(read.salesforce_id) },
        { label: 'Salesforce opportunity', value: none(read.salesforce_uuid) },
        { label: 'Salesforce account', value: none(read.salesforce_account_uuid) },
        { label: 'Salesforce contact', value: none(read.salesforce_contact_uuid) },
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
            onClick={() =>
              operation.mutate(
                read.deleted_at
                  ? { method: 'POST', to: `${path}/restore` }
                  : { method: 'DELETE', to: path },
              )
            }
          >
            {read.deleted_at ? 'Restore' : 'Delete'}
          </button>
        </>
      }
    >
      {operation.error && <ErrorNotice error={operation.error} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit corporate member">
          <h2>Edit corporate member</h2>
          <CorporateMemberForm
            member={read}
            label="UPDATE INFO"
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
