/**
 * Partner lodges ("Escapes") at `/partner-lodges`: the lodges the desk sells (name, partner,
 * currency, rooms per night, commission, status), or the deleted ones, each opening its page;
 * Delete and Restore in the row; a link to add one.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4 (soft delete and restore).
 */
import type { PartnerLodgeRead } from '@hifadhi/shared/schemas/partner-lodges';
import { SoftDeleteLinkListPage } from '../catalogue-settings/SoftDeleteLinkListPage';
import { percentText } from '../catalogue-settings/settings-words';
import { partnerLodgeScreens } from './partner-lodge-screens';

export function PartnerLodgesPage() {
  return (
    <SoftDeleteLinkListPage<PartnerLodgeRead>
      screens={partnerLodgeScreens}
      columns={[
        { head: 'Partner', cell: (lodge) => lodge.partner_name },
        { head: 'Currency', cell: (lodge) => lodge.currency },
        { head: 'Rooms a night', cell: (lodge) => lodge.quantity },
        { head: 'Commission', cell: (lodge) => percentText(lodge.percentage_commission) },
      ]}
    >
      <p>
        Partners' lodges the desk sells with a booking ("Escapes"): their prices per parameter,
        supplements and the conservancy's commission. A deleted lodge can no longer be quoted;
        bookings made earlier keep their figures.
      </p>
    </SoftDeleteLinkListPage>
  );
}
