/**
 * New user (`/add-user`, route NewUser): the New user form; once made, the new user's page.
 *
 * spec: membership-backoffice.md §2.5 (Users: add-user), §7 (Users); api-contract.md §Staff and
 * devices (`POST /users`).
 */
import type { CreateStaffUser, User } from '@hifadhi/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { staffRequest } from '../../lib/staff-api';
import { NewUserForm } from './UserForms';
import { userPath } from './user-words';

export function NewUserPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: CreateStaffUser) => staffRequest<User>('POST', '/users', body),
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: ['/users'] });
      navigate(userPath(user));
    },
  });
  return (
    <article className="detail">
      <p>
        <Link to="/users">← Users</Link>
      </p>
      <h1>New user</h1>
      <section className="panel operation-form" aria-label="New user">
        <NewUserForm
          label="Add user"
          failure={create.error}
          onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
          onCancel={() => navigate('/users')}
        />
      </section>
    </article>
  );
}
