/**
 * The users lists over `ResourceList`, 15 a page: staff users (`/users`, route Users: search by
 * name, e-mail or phone and a user type filter, with New user), partner users (`/partner-users`,
 * route PartnerUsers: `GET /users?kind=partner`) and public users (`/public-users`, route
 * PublicUsers: `GET /users/public`).
 *
 * spec: membership-backoffice.md §2.5 (Users: add-user, users, public-users), §7 (paged users,
 * items=15; public users), §9; api-contract.md §People and logs (`{ page, items, total, data }`).
 */
import type { User } from '@hifadhi/shared/schemas/auth';
import { Link } from 'react-router';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { userTypeOptions, useUserTypes } from './use-user-types';
import { userColumns } from './user-columns';
import { USERS_PER_PAGE, type UsersPage } from './user-words';

const searchFilter = {
  name: 'search',
  label: 'Name, e-mail or phone',
  kind: 'text',
} as const satisfies FilterField<string>;

type Which = 'staff' | 'partner' | 'public';

const lists: Record<Which, { title: string; path: string; fixed: Record<string, string> }> = {
  staff: { title: 'Users', path: '/users', fixed: {} },
  partner: { title: 'Partner users', path: '/users', fixed: { kind: 'partner' } },
  public: { title: 'Public users', path: '/users/public', fixed: {} },
};

/** One of the users lists (see the module comment). */
export function UsersListPage({ which }: { which: Which }) {
  const types = useUserTypes();
  const list = lists[which];
  const filters: FilterField<'search' | 'user_type'>[] =
    which === 'staff'
      ? [
          searchFilter,
          {
            name: 'user_type',
            label: 'User type',
            kind: 'choice',
            options: userTypeOptions(types.data),
          },
        ]
      : [searchFilter];
  return (
    <ResourceList<'search' | 'user_type', UsersPage, User>
      title={list.title}
      path={list.path}
      fixed={list.fixed}
      items={USERS_PER_PAGE}
      filters={filters}
      columns={userColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'user', many: 'users' }}
      tabs={
        which === 'staff' ? (
          <div className="button-row">
            <Link to="/add-user" className="button button-primary">
              New user
            </Link>
            <Link to="/user-types" className="button">
              User types
            </Link>
            <Link to="/partner-users" className="button">
              Partner users
            </Link>
          </div>
        ) : undefined
      }
    />
  );
}
