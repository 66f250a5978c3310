/**
 * Donation causes (`/donations-causes`, route DonationsCauses): every cause with its public
 * flag (public causes show on the public site's Support Us form), add one, rename it, make it
 * public or private, delete it and restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (donations-causes), §3 (cause with a public flag), §4
 * (soft delete and restore).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffRequest } from '../../lib/staff-api';
import { type StaffCause, useCauses } from './use-donation-choices';

export function CausesPage() {
  const queryClient = useQueryClient();
  const live = useCauses();
  const deleted = useCauses(true);
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const change = useMutation({
    mutationFn: ({ method, path, body }: { method: string; path: string; body?: unknown }) =>
      staffRequest<StaffCause>(method, path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/donation-causes'] }),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { method: 'POST', path: '/donation-causes', body: { name, is_public: isPublic } },
      { onSuccess: () => setName('') },
    );
  };
  const rows = (causes: StaffCause[] | undefined, isDeleted: boolean) =>
    (causes ?? []).map((cause) => {
      const path = `/donation-causes/${encodeURIComponent(cause.public_id)}`;
      return (
        <tr key={cause.public_id}>
          <td>{cause.name}</td>
          <td>{cause.is_public ? 'Public' : 'Staff only'}</td>
          <td className="button-row">
            {isDeleted ? (
              <button
                type="button"
                className="button"
                onClick={() => change.mutate({ method: 'POST', path: `${path}/restore` })}
              >
                Restore
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    change.mutate({ method: 'PATCH', path, body: { is_public: !cause.is_public } })
                  }
                >
                  {cause.is_public ? 'Make staff only' : 'Make public'}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => change.mutate({ method: 'DELETE', path })}
                >
                  Delete
                </button>
              </>
            )}
          </td>
        </tr>
      );
    });
  return (
    <article className="detail">
      <p>
        <Link to="/donations">← Donations</Link>
      </p>
      <h1>Donation causes</h1>
      {change.error && <ErrorNotice error={change.error} />}
      <section className="panel operation-form" aria-label="New cause">
        <form className="form" noValidate onSubmit={add}>
          <Field
            label="Cause name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <label className="check-field">
            <input
              type="checkbox"
              checked={isPublic}
              onChange={(event) => setIsPublic(event.target.checked)}
            />{' '}
            Public (on the Support Us form)
          </label>
          <FormButtons label="Add cause" busy={change.isPending} failure={null} />
        </form>
      </section>
      {[
        { caption: 'Causes', list: live.data, isDeleted: false },
        { caption: 'Deleted causes', list: deleted.data, isDeleted: true },
      ].map(({ caption, list, isDeleted }) => (
        <section className="panel table-scroll" key={caption}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th>Name</th>
                <th>Shown to</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>{rows(list, isDeleted)}</tbody>
          </table>
        </section>
      ))}
    </article>
  );
}
