/**
 * School fees at `/school-fees`: the school conservation fee rates (destination, guest
 * category, name on the quote, amount, dates in force, status), or the deleted ones, each
 * opening its page; Delete and Restore in the row; a link to add one.
 *
 * spec: staff-booking.md §4, §7 (get_newly_scheduled_school_pricing); membership-backoffice.md
 * §3–4 (soft delete and restore).
 */
import type { SchoolFeeRead } from '@hifadhi/shared/schemas/school-fees';
import { SoftDeleteLinkListPage } from '../catalogue-settings/SoftDeleteLinkListPage';
import { schoolFeeScreens } from './school-fee-screens';
import { labelOf, useSchoolFeeChoices } from './use-school-fee-choices';

export function SchoolFeesPage() {
  const choices = useSchoolFeeChoices();
  return (
    <SoftDeleteLinkListPage<SchoolFeeRead>
      screens={schoolFeeScreens}
      lookupError={choices.error}
      columns={[
        {
          head: 'Destination',
          cell: (fee) => labelOf(choices.destinations, fee.destination_public_id),
        },
        {
          head: 'Guest category',
          cell: (fee) => labelOf(choices.categories, fee.payment_public_id),
        },
        { head: 'Amount a day', cell: (fee) => `${fee.currency} ${fee.amount}` },
        { head: 'From', cell: (fee) => fee.start_date },
        { head: 'To', cell: (fee) => fee.end_date },
      ]}
    >
      <p>
        What a school booking pays per guest category and conservation day at a destination, for
        check-ins between two dates; where two rates cover a day, the later-starting one applies. A
        category with no rate (or a deleted one) pays its ordinary conservation fee. Bookings made
        earlier keep their figures.
      </p>
    </SoftDeleteLinkListPage>
  );
}
