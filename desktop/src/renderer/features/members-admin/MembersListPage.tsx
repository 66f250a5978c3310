/**
 * The members list (`/members`): members newest first (`GET /members`), searched by reference,
 * name, e-mail or phone, filtered by membership type, level (the membership), Is Paid,
 * expiring within 30 days or expired, and deleted (to restore one); filters in the address.
 * Links to New membership, Corporate members and Membership settings.
 *
 * spec: membership-backoffice.md §2.5 (Members); api-contract.md §People and logs.
 */
import { Link } from 'react-router';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { deletedFilter, isPaidFilter } from '../people-lists/people-filters';
import { memberColumns } from './member-columns';
import { useMembershipLookups } from './member-lookups';
import type { StaffMemberPage, StaffMemberSummary } from './member-types';

type Filter = 'search' | 'membership_type' | 'member_setting' | 'is_paid' | 'expiring' | 'deleted';

export function MembersListPage() {
  const lookups = useMembershipLookups().data;
  const filters: readonly FilterField<Filter>[] = [
    { name: 'search', label: 'Search (reference, name, e-mail, phone)', kind: 'text' },
    {
      name: 'membership_type',
      label: 'Type',
      kind: 'choice',
      options: (lookups?.member_types ?? []).map((type) => ({ value: type, label: type })),
    },
    {
      name: 'member_setting',
      label: 'Level',
      kind: 'choice',
      options: (lookups?.settings ?? []).map((setting) => ({
        value: setting.public_id,
        label: setting.custom_name,
      })),
    },
    isPaidFilter,
    {
      name: 'expiring',
      label: 'Expiry',
      kind: 'choice',
      options: [
        { value: 'soon', label: 'Expiring within 30 days' },
        { value: 'expired', label: 'Expired' },
      ],
    },
    deletedFilter,
  ];
  return (
    <ResourceList<Filter, StaffMemberPage, StaffMemberSummary>
      title="Members"
      path="/members"
      items={15}
      filters={filters}
      columns={memberColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'member', many: 'members' }}
      tabs={
        <p className="button-row">
          <Link className="button" to="/new-membership">
            New membership
          </Link>
          <Link className="button" to="/corporate-members">
            Corporate members
          </Link>
          <Link className="button" to="/membership-settings">
            Membership settings
          </Link>
        </p>
      }
    />
  );
}
