/**
 * The members list (`/members`): members newest first (`GET /members`), searched by reference,
 * name, e-mail or phone, filtered by Is Paid; filters in the address.
 *
 * spec: membership-backoffice.md §2.5 (Members); api-contract.md §People and logs.
 */
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { isPaidFilter } from '../people-lists/people-filters';
import { memberColumns } from './member-columns';
import type { StaffMemberPage, StaffMemberSummary } from './member-types';

const memberFilters: readonly FilterField<'search' | 'is_paid'>[] = [
  { name: 'search', label: 'Search (reference, name, e-mail, phone)', kind: 'text' },
  isPaidFilter,
];

export function MembersListPage() {
  return (
    <ResourceList<'search' | 'is_paid', StaffMemberPage, StaffMemberSummary>
      title="Members"
      path="/members"
      items={15}
      filters={memberFilters}
      columns={memberColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'member', many: 'members' }}
    />
  );
}
