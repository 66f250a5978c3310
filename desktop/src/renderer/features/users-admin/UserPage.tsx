/**
 * One user (`/user/:public_id`, route User; a public user at `/public-user/:public_id`, route
 * PublicUser): name, e-mail, phone, user type, kind, partner, gates, sign-in and status; Edit
 * opens the user's form (`PATCH /users/{public_id}`), Suspend ends their sessions and refuses
 * their sign-in until Unsuspend (`POST /users/{public_id}/suspend`, `/unsuspend`).
 *
 * spec: membership-backoffice.md §2.5 (Users: user/{user_id}, public-user/{public_user_id}),
 * §4 (User: suspended then unsuspended), §7 (Users: one user, update, suspend, unsuspend).
 */
import type { UpdateUser, User } from '@hifadhi/shared/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { EditUserForm } from './UserForms';
import { userKindLabels, userStatus } from './user-words';

export function UserPage() {
  const publicId = useParams().public_id ?? '';
  const path = `/users/${encodeURIComponent(publicId)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const user = useQuery({ queryKey: [path], queryFn: () => staffGet<User>(path) });
  const changed = (next: User) => {
    setEditing(false);
    queryClient.setQueryData([path], next);
    return queryClient.invalidateQueries({ queryKey: ['/users'] });
  };
  const edit = useMutation({
    mutationFn: (patch: UpdateUser) => staffRequest<User>('PATCH', path, patch),
    onSuccess: changed,
  });
  const status = useMutation({
    mutationFn: (change: 'suspend' | 'unsuspend') =>
      staffRequest<User>('POST', `${path}/${change}`, {}),
    onSuccess: changed,
  });

  if (user.error) return <ErrorNotice error={user.error} />;
  const read = user.data;
  if (!read) return <p className="muted">Loading the user…</p>;
  const state = userStatus(read);
  const isPublic = read.user_kind === 'public';

  return (
    <DetailLayout
      backTo={isPublic ? '/public-users' : '/users'}
      backLabel={isPublic ? 'Public users' : 'Users'}
      title={read.full_name}
      tags={
        <span className={state.tone} data-testid="user-status">
          {state.label}
        </span>
      }
      facts={[
        { label: 'E-mail address', value: read.email },
        { label: 'Phone', value: read.phone ?? '—' },
        { label: 'User type', value: read.user_type, testId: 'user-type-fact' },
        { label: 'Kind', value: userKindLabels[read.user_kind] },
        ...(read.partner_public_id ? [{ label: 'Partner', value: read.partner_public_id }] : []),
        ...(read.user_kind === 'institution'
          ? [{ label: 'Gates', value: read.gate_public_ids.join(', ') || '—' }]
          : []),
        { label: 'Can sign in', value: read.has_account ? 'Yes' : 'No' },
        { label: 'Added on', value: formatInstant(read.created_at) },
      ]}
      actions={
        editing ? undefined : (
          <>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className="button"
              disabled={status.isPending}
              onClick={() => status.mutate(read.suspended ? 'unsuspend' : 'suspend')}
            >
              {read.suspended ? 'Unsuspend' : 'Suspend'}
            </button>
          </>
        )
      }
    >
      {status.error && <ErrorNotice error={status.error} onClose={() => status.reset()} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit user">
          <h2>Edit user</h2>
          <EditUserForm
            user={read}
            label="Save"
            failure={edit.error}
            onSend={(patch) => edit.mutateAsync(patch).catch(() => undefined)}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
          />
        </section>
      )}
    </DetailLayout>
  );
}
