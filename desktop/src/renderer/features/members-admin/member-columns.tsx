/**
 * The members list's columns: the member (to the member's page), reference number, membership,
 * contact, standing (current, expired or unpaid) and expiry.
 *
 * spec: membership-backoffice.md §2.5 (Members).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { memberPath, memberStanding, type StaffMemberSummary } from './member-types';

const column = createColumnHelper<ListFeatures, StaffMemberSummary>();

export const memberColumns = column.columns([
  column.accessor((row) => `${row.first_name} ${row.sur_name}`, {
    id: 'name',
    header: 'Member',
    cell: (info) => (
      <Link to={memberPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('member_reference_number', { header: 'Reference' }),
  column.accessor('membership', { header: 'Membership' }),
  column.accessor((row) => `${row.email} · ${row.tel_number}`, {
    id: 'contact',
    header: 'Contact',
  }),
  column.accessor(memberStanding, { id: 'standing', header: 'Standing' }),
  column.accessor((row) => row.expiry_date ?? '—', { id: 'expiry', header: 'Expires' }),
]);
