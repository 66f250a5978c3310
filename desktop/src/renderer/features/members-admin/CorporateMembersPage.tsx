/**
 * Corporate members (`/corporate-members`, route CorporateMembers): the list, newest first,
 * searched by Member ID, company, contact or e-mail and filtered by Is Paid or deleted; New
 * corporate member opens the §2.3 form and, once registered, the member's page.
 *
 * spec: membership-backoffice.md §2.3, §2.5 (CorporateMember), §7 (add corporate member).
 */

import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { CorporateMemberBody } from '@hifadhi/shared/schemas/members-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { staffRequest } from '../../lib/staff-api';
import { deletedFilter, isPaidFilter } from '../people-lists/people-filters';
import { CorporateMemberForm } from './CorporateMemberForm';
import {
  type CorporateMember,
  type CorporateMemberPage,
  corporateMemberPath,
  corporateStanding,
} from './corporate-member-types';

type Filter = 'search' | 'is_paid' | 'deleted';
const filters: readonly FilterField<Filter>[] = [
  { name: 'search', label: 'Search (Member ID, company, contact, e-mail)', kind: 'text' },
  isPaidFilter,
  deletedFilter,
];

const column = createColumnHelper<ListFeatures, CorporateMember>();
const columns = column.columns([
  column.accessor('company_name', {
    header: 'Company',
    cell: (info) => (
      <Link to={corporateMemberPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('member_id', { header: 'Member ID' }),
  column.accessor((row) => `${row.contact_person_name} · ${row.email}`, {
    id: 'contact',
    header: 'Contact',
  }),
  column.accessor((row) => formatMoney(row.amount, 'KES', 2), { id: 'amount', header: 'Paid' }),
  column.accessor(corporateStanding, { id: 'standing', header: 'Standing' }),
  column.accessor((row) => row.expiry_date ?? '—', { id: 'expiry', header: 'Expires' }),
]);

export function CorporateMembersPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const create = useMutation({
    mutationFn: (body: CorporateMemberBody) =>
      staffRequest<CorporateMember>('POST', '/corporate-members', body),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: ['/corporate-members'] });
      navigate(corporateMemberPath(member.public_id));
    },
  });
  return (
    <>
      {adding ? (
        <section className="panel operation-form" aria-label="New corporate member">
          <h2>New corporate member</h2>
          <CorporateMemberForm
            member={null}
            label="Register"
            failure={create.error}
            onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <ResourceList<Filter, CorporateMemberPage, CorporateMember>
        title="Corporate members"
        path="/corporate-members"
        items={15}
        filters={filters}
        columns={columns}
        rowsOf={(answer) => answer.data}
        rowKey={(row) => row.public_id}
        noun={{ one: 'corporate member', many: 'corporate members' }}
        tabs={
          <p className="button-row">
            <Link className="button" to="/members">
              Members
            </Link>
            {!adding && (
              <button type="button" className="button" onClick={() => setAdding(true)}>
                New corporate member
              </button>
            )}
          </p>
        }
      />
    </>
  );
}
