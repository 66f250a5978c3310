/**
 * One facility (`/m-facility/{facility_id}`, route Facility): its facts and status; Edit,
 * Deactivate or Activate, Delete or Restore; its prices with their history, closures, surges
 * and contacts. Every change shows at once here and reaches quotes and kiosks (the API).
 *
 * spec: membership-backoffice.md §2.5 (m-facility, edit-facility), §4, §7 (Facilities).
 */
import type { FacilityAdminRead, FacilityCreate } from '@hifadhi/shared/schemas/facility-admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { ContactsSection } from './ContactsSection';
import { days, statusLabels, statusTone, yesNo } from './catalogue-words';
import { FacilityForm } from './FacilityForm';
import { FacilityPictures } from './FacilityPictures';
import { FacilityPrices } from './FacilityPrices';
import { FacilitySchedules } from './FacilitySchedules';
import { ItemStatusActions } from './ItemStatusActions';
import { useCatalogueItem } from './use-catalogue-item';

export function FacilityPage() {
  const facilityId = useParams().facility_id ?? '';
  const { item, write } = useCatalogueItem<FacilityAdminRead>('/facilities', facilityId);
  const [editing, setEditing] = useState(false);
  if (item.error) return <ErrorNotice error={item.error} />;
  const facility = item.data;
  if (!facility) return <p className="muted">Loading the facility…</p>;
  const deleted = facility.status === 'deleted';
  return (
    <DetailLayout
      backTo="/facilities"
      backLabel="Facilities"
      title={facility.name}
      tags={
        <span className={statusTone(facility.status)} data-testid="item-status">
          {statusLabels[facility.status]}
        </span>
      }
      facts={[
        {
          label: 'Type',
          value:
            facility.facility_type === 'Accomodation' ? 'Accommodation' : facility.facility_type,
        },
        { label: 'Accommodation type', value: facility.accomodation_type ?? '—' },
        { label: 'Units', value: facility.quantity },
        { label: 'Maximum guests a unit', value: facility.maximum_guests },
        { label: 'Lead time', value: days(facility.lead_time) },
        { label: 'Takes extra guests', value: yesNo(facility.has_extras) },
        { label: 'Price includes VAT', value: yesNo(facility.vat) },
        { label: 'Price includes catering levy', value: yesNo(facility.catering_levy) },
        { label: 'Description', value: facility.description },
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
              status={facility.status}
              noun="facility"
              busy={write.isPending}
              write={write.mutateAsync}
            />
          </>
        )
      }
    >
      {!editing && write.error && <ErrorNotice error={write.error} onClose={() => write.reset()} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit facility">
          <h2>Edit facility</h2>
          <FacilityForm
            facility={facility}
            label="Save"
            failure={write.error}
            onSend={(body: FacilityCreate) =>
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
      {!deleted && (
        <>
          <FacilityPrices facility={facility} write={write.mutateAsync} />
          <FacilitySchedules facility={facility} write={write.mutateAsync} busy={write.isPending} />
          <FacilityPictures facility={facility} write={write.mutateAsync} busy={write.isPending} />
          <ContactsSection
            contacts={facility.contacts}
            write={write.mutateAsync}
            busy={write.isPending}
          />
        </>
      )}
    </DetailLayout>
  );
}
