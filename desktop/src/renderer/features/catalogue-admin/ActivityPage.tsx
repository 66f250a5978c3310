/**
 * One activity (`/single-inventory/{inventory_id}`, route SingleInventory): its facts, prices
 * per residency, the lists from later dates (with a form for a new one) and their history, status; Edit (prices and time frames too), Deactivate or
 * Activate, Delete or Restore; its closures and surges; its pictures and thumbnail (the public
 * site's card shows the thumbnail); its contacts; its own offer (discount and switch).
 *
 * spec: membership-backoffice.md §2.5 (single-inventory, edit-inventory), §4, §7 (Activities).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  type ActivityAdminRead,
  type ActivityCreate,
  activityPriceChangeRequestSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { useParams } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import { useStaffCan } from '../people-admin/use-staff-can';
import { ActivityDiscountSection } from './ActivityDiscountSection';
import { ActivityForm } from './ActivityForm';
import { ContactsSection } from './ContactsSection';
import { days, yesNo } from './catalogue-words';
import { ScheduledPrices } from './FacilityPrices';
import { ItemDetailPage } from './ItemDetailPage';
import { ItemPictures } from './ItemPictures';
import { ItemSchedules } from './ItemSchedules';
import { PriceListView } from './PriceListView';

/** A new activity price list from a date (`POST /activities/{id}/prices`). */
const activityPriceSettings = {
  amounts: ['adult_price', 'child_price'],
  schema: activityPriceChangeRequestSchema,
  hint: 'The activity on or after this date is priced with this list; bookings already made keep their figures.',
} as const;

export function ActivityPage() {
  const can = useStaffCan();
  return (
    <ItemDetailPage<ActivityAdminRead>
      listPath="/activities"
      publicId={useParams().inventory_id ?? ''}
      back={{ to: '/inventory', label: 'Activities' }}
      noun="activity"
      facts={(activity) => [
        { label: 'Guests', value: `${activity.minimum_guests} to ${activity.maximum_guests}` },
        { label: 'Lead time', value: days(activity.lead_time) },
        { label: 'Time frames', value: activity.time_frames.join(', ') || '—' },
        { label: 'Priced per ranger', value: yesNo(activity.ranger_marker) },
        { label: 'Asks for a pick-up location', value: yesNo(activity.pick_up_location) },
        { label: 'Takes extra guests', value: yesNo(activity.has_extras) },
        { label: 'Price includes VAT', value: yesNo(activity.vat) },
        { label: 'Description', value: activity.description },
      ]}
      form={({ item, failure, onSend, onCancel }) => (
        <ActivityForm
          activity={item}
          label="Save"
          failure={failure}
          onSend={(body: ActivityCreate) => onSend(body)}
          onCancel={onCancel}
        />
      )}
      sections={(activity, { write, busy, deleted }) => (
        <>
          <ScheduledPrices item={activity} settings={activityPriceSettings} write={write}>
            {activity.price_history.length > 0 && <h3>Earlier prices</h3>}
            {activity.price_history.map((earlier) => (
              <div key={earlier.replaced_at}>
                <p className="muted">
                  Until {formatInstant(earlier.replaced_at)} (replaced by {earlier.replaced_by})
                </p>
                <PriceListView price={earlier.price} />
              </div>
            ))}
          </ScheduledPrices>
          {!deleted && (
            <>
              <ItemSchedules kind="activity" item={activity} write={write} busy={busy} />
              <ItemPictures item={activity} write={write} busy={busy} />
              <ContactsSection contacts={activity.contacts} write={write} busy={busy} />
              {can(staffFeatures.catalogueDiscounts) && (
                <ActivityDiscountSection activityId={activity.public_id} write={write} />
              )}
            </>
          )}
        </>
      )}
    />
  );
}
