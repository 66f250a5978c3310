/**
 * User types (`/user-types`, route UserTypes): every role (`GET /user-types`) in a `PagedTable`,
 * each linked to its Role page, with where its users land after sign-in.
 *
 * spec: membership-backoffice.md §2.5 (Users: user-types, roles/{role_id}), §6, §7 (User types:
 * list).
 */
import type { UserType } from '@hifadhi/shared/schemas/auth';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { type ListFeatures, PagedTable } from '../../lib/paged-list/PagedTable';
import { useUserTypes } from './use-user-types';
import { rolePath } from './user-words';

const column = createColumnHelper<ListFeatures, UserType>();

const userTypeColumns = column.columns([
  column.accessor('name', {
    header: 'User type',
    cell: (info) => (
      <Link to={rolePath(info.row.original.role_public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('landing', { header: 'Opens after sign-in' }),
]);

export function UserTypesPage() {
  const types = useUserTypes();
  return (
    <section className="resource-list" aria-busy={types.isFetching}>
      <h1>User types</h1>
      {types.error && <ErrorNotice error={types.error} />}
      {types.data ? (
        <PagedTable
          caption="User types"
          columns={userTypeColumns}
          rows={types.data}
          rowKey={(row) => row.role_public_id}
          empty="No user types yet."
        />
      ) : (
        !types.error && <p className="muted">Loading the user types…</p>
      )}
    </section>
  );
}
