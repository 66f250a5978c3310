/**
 * The bans list (`/bookings/ban`, route BookingsBan): `GET /booking-bans` newest first, 15 a
 * page, searched by name, e-mail, phone or registration and filtered by status, with a New ban
 * form above it that opens the new ban's page once made (one ban for all attempts of the form).
 *
 * spec: staff-booking.md §3.13, §2 (route BookingsBan), §2.9 (bans list); api-contract.md
 * §Staff bookings (`GET/POST /booking-bans`).
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type {
  BookingBanBody,
  BookingBanPage,
  BookingBanRead,
} from '@hifadhi/shared/schemas/booking-ban';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { NewRecordPanel } from '../../lib/paged-list/NewRecordPanel';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { BanForm } from './BanForm';
import { banColumns } from './ban-columns';
import { banPath } from './ban-words';

const BANS_PER_PAGE = 15;

const banFilters = [
  { name: 'search', label: 'Name, e-mail, phone or registration', kind: 'text' },
  {
    name: 'status',
    label: 'Status',
    kind: 'choice',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'ended', label: 'Ended' },
    ],
  },
] as const satisfies readonly FilterField<string>[];

function NewBan() {
  return (
    <NewRecordPanel<BookingBanBody, BookingBanRead>
      noun="ban"
      apiPath="/booking-bans"
      pageOf={(ban) => banPath(ban.booking_ban_public_id)}
      form={(form) => (
        <BanForm today={calendarDateAt(new Date())} label="Ban this guest" {...form} />
      )}
    />
  );
}

export function BookingBansPage() {
  return (
    <ResourceList<(typeof banFilters)[number]['name'], BookingBanPage, BookingBanRead>
      title="Booking bans"
      path="/booking-bans"
      items={BANS_PER_PAGE}
      filters={banFilters}
      columns={banColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.booking_ban_public_id}
      noun={{ one: 'ban', many: 'bans' }}
      tabs={<NewBan />}
    />
  );
}
