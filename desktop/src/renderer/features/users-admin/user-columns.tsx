/**
 * The users lists' columns: the name (to the user's page), e-mail, phone, user type, kind,
 * partner (partner users) and status.
 *
 * spec: membership-backoffice.md §2.5 (Users: users, public-users), §3 (User).
 */
import type { User } from '@hifadhi/shared/schemas/auth';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { userKindLabels, userPath, userStatus } from './user-words';

const column = createColumnHelper<ListFeatures, User>();

export const userColumns = column.columns([
  column.accessor('full_name', {
    header: 'Name',
    cell: (info) => (
      <Link to={userPath(info.row.original)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor((row) => row.phone ?? '—', { id: 'phone', header: 'Phone' }),
  column.accessor('user_type', { header: 'User type' }),
  column.accessor((row) => userKindLabels[row.user_kind], { id: 'kind', header: 'Kind' }),
  column.accessor((row) => row.partner_public_id ?? '—', { id: 'partner', header: 'Partner' }),
  column.accessor((row) => userStatus(row), {
    id: 'status',
    header: 'Status',
    cell: (info) => <span className={info.getValue().tone}>{info.getValue().label}</span>,
  }),
]);
