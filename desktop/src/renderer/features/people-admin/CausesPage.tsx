/**
 * Donation causes (`/donations-causes`, route DonationsCauses): every cause with its public
 * flag (public causes show on the public site's Support Us form), add one, make it public or
 * private, delete it and restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (donations-causes), §3 (cause with a public flag), §4
 * (soft delete and restore).
 */
import { useState } from 'react';
import { Field } from '../../components/Field';
import { NamedListPage } from '../../components/NamedListPage';
import { type StaffCause, useCauses } from './use-donation-choices';

export function CausesPage() {
  const live = useCauses().data ?? [];
  const deleted = useCauses(true).data ?? [];
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  return (
    <NamedListPage<StaffCause>
      title="Donation causes"
      back={{ to: '/donations', label: 'Donations' }}
      apiPath="/donation-causes"
      noun="cause"
      rows={[...live, ...deleted]}
      isDeleted={(cause) => cause.deleted_at !== null}
      columns={[
        { head: 'Name', cell: (cause) => cause.name },
        { head: 'Shown to', cell: (cause) => (cause.is_public ? 'Public' : 'Staff only') },
      ]}
      status={() => 'In use'}
      toggles={(cause) => [
        {
          label: cause.is_public ? 'Make staff only' : 'Make public',
          method: 'PATCH',
          body: { is_public: !cause.is_public },
        },
      ]}
      fields={
        <>
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
        </>
      }
      newBody={() => ({ name, is_public: isPublic })}
      onAdded={() => setName('')}
    />
  );
}
