/**
 * One activity (`/single-inventory/{inventory_id}`, route SingleInventory): its facts, prices
 * per residency and their history, status; Edit (prices and time frames too), Deactivate or
 * Activate, Delete or Restore; its contacts.
 *
 * spec: membership-backoffice.md §2.5 (single-inventory, edit-inventory), §4, §7 (Activities).
 */
import type { ActivityAdminRead, ActivityCreate } from '@hifadhi/shared/schemas/facility-admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { ActivityForm } from './ActivityForm';
import { ContactsSection } from './ContactsSection';
import {
  days,
  priceLine,
  residencyLabels,
  statusLabels,
  statusTone,
  yesNo,
} from './catalogue-words';
import { ItemStatusActions } from './ItemStatusActions';
import { useCatalogueItem } from './use-catalogue-item';

function Prices({ price }: { price: ActivityAdminRead['price'] }) {
  return (
    <ul className="plain-list">
      {price.map((entry) => (
        <li key={entry.residency}>
          <strong>{residencyLabels[entry.residency]}:</strong> {priceLine(entry)}
        </li>
      ))}
    </ul>
  );
}

export function ActivityPage() {
  const activityId = useParams().inventory_id ?? '';
  const { item, write } = useCatalogueItem<ActivityAdminRead>('/activities', activityId);
  const [editing, setEditing] = useState(false);
  if (item.error) return <ErrorNotice error={item.error} />;
  const activity = item.data;
  if (!activity) return <p className="muted">Loading the activity…</p>;
  const deleted = activity.status === 'deleted';
  return (
    <DetailLayout
      backTo="/inventory"
      backLabel="Activities"
      title={activity.name}
      tags={
        <span className={statusTone(activity.status)} data-testid="item-status">
          {statusLabels[activity.status]}
        </span>
      }
      facts={[
        { label: 'Guests', value: `${activity.minimum_guests} to ${activity.maximum_guests}` },
        { label: 'Lead time', value: days(activity.lead_time) },
        { label: 'Time frames', value: activity.time_frames.join(', ') || '—' },
        { label: 'Priced per ranger', value: yesNo(activity.ranger_marker) },
        { label: 'Asks for a pick-up location', value: yesNo(activity.pick_up_location) },
        { label: 'Takes extra guests', value: yesNo(activity.has_extras) },
        { label: 'Price includes VAT', value: yesNo(activity.vat) },
        { label: 'Description', value: activity.description },
      ]}
      actions={
        editing ? undefined : (
          <>
            {!deleted && (
              <button type="button" className="button" onClick={() => setEditing(true)}>
                Edit
              </button>
            )}
            <ItemStatusActions
              status={activity.status}
              noun="activity"
              busy={write.isPending}
              write={write.mutateAsync}
            />
          </>
        )
      }
    >
      {!editing && write.error && <ErrorNotice error={write.error} onClose={() => write.reset()} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit activity">
          <h2>Edit activity</h2>
          <ActivityForm
            activity={activity}
            label="Save"
            failure={write.error}
            onSend={(body: ActivityCreate) =>
              write
                .mutateAsync({ method: 'PATCH', body })
                .then(() => setEditing(false))
                .catch(() => undefined)
            }
            onCancel={() => {
              write.reset();
              setEditing(false);
            }}
          />
        </section>
      )}
      <section className="panel" aria-label="Prices">
        <h2>Prices</h2>
        <Prices price={activity.price} />
        {activity.price_history.length > 0 && <h3>Earlier prices</h3>}
        {activity.price_history.map((earlier) => (
          <div key={earlier.replaced_at}>
            <p className="muted">
              Until {formatInstant(earlier.replaced_at)} (replaced by {earlier.replaced_by})
            </p>
            <Prices price={earlier.price} />
          </div>
        ))}
      </section>
      {!deleted && (
        <ContactsSection
          contacts={activity.contacts}
          write={write.mutateAsync}
          busy={write.isPending}
        />
      )}
    </DetailLayout>
  );
}
