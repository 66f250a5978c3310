/**
 * One facility (`/m-facility/{facility_id}`, route Facility): its facts and status; Edit,
 * Deactivate or Activate, Delete or Restore; its prices with their history, pack and group
 * prices, closures, surges, pictures, contacts, revenue split and discounts (own offer, per
 * discount type). Every change
 * shows at once here and reaches quotes and kiosks (the API).
 *
 * spec: membership-backoffice.md §2.5 (m-facility, edit-facility), §4, §7 (Facilities).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import type { FacilityAdminRead, FacilityCreate } from '@hifadhi/shared/schemas/facility-admin';
import { useParams } from 'react-router';
import { useStaffCan } from '../people-admin/use-staff-can';
import { ContactsSection } from './ContactsSection';
import { days, yesNo } from './catalogue-words';
import { FacilityDiscountsSection } from './FacilityDiscountsSection';
import { FacilityForm } from './FacilityForm';
import { FacilityPrices } from './FacilityPrices';
import { ItemDetailPage } from './ItemDetailPage';
import { ItemPictures } from './ItemPictures';
import { ItemSchedules } from './ItemSchedules';
import { PackGroupPrices } from './PackGroupPrices';
import { RevenueSplitSection } from './RevenueSplitSection';

export function FacilityPage() {
  const can = useStaffCan();
  return (
    <ItemDetailPage<FacilityAdminRead>
      listPath="/facilities"
      publicId={useParams().facility_id ?? ''}
      back={{ to: '/facilities', label: 'Facilities' }}
      noun="facility"
      facts={(facility) => [
        {
          label: 'Type',
          value: facility.facility_type_name,
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
      form={({ item, failure, onSend, onCancel }) => (
        <FacilityForm
          facility={item}
          label="Save"
          failure={failure}
          onSend={(body: FacilityCreate) => onSend(body)}
          onCancel={onCancel}
        />
      )}
      sections={(facility, { write, busy, deleted }) =>
        deleted ? null : (
          <>
            <FacilityPrices facility={facility} write={write} />
            <PackGroupPrices facilityId={facility.public_id} write={write} />
            <ItemSchedules kind="facility" item={facility} write={write} busy={busy} />
            <ItemPictures item={facility} write={write} busy={busy} />
            <ContactsSection contacts={facility.contacts} write={write} busy={busy} />
            <RevenueSplitSection facilityId={facility.public_id} write={write} busy={busy} />
            {can(staffFeatures.catalogueDiscounts) && (
              <FacilityDiscountsSection facilityId={facility.public_id} write={write} busy={busy} />
            )}
          </>
        )
      }
    />
  );
}
