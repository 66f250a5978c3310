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
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { staffRequest } from '../../lib/staff-api';
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
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // One key for every attempt of this form: a double click or a retry makes one ban.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const create = useMutation({
    mutationFn: (body: BookingBanBody) =>
      staffRequest<BookingBanRead>('POST', '/booking-bans', body, {
        'Idempotency-Key': attemptKey,
      }),
    onSuccess: (ban) => navigate(banPath(ban.booking_ban_public_id)),
  });
  if (!open) {
    return (
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setAttemptKey(newIdempotencyKey());
            setOpen(true);
          }}
        >
          New ban
        </button>
      </div>
    );
  }
  return (
    <section className="panel operation-form" aria-label="New ban">
      <h2>New ban</h2>
      <BanForm
        today={calendarDateAt(new Date())}
        label="Ban this guest"
        failure={create.error}
        onSend={(body) => create.mutateAsync(body).catch(() => undefined)}
        onCancel={() => {
          create.reset();
          setOpen(false);
        }}
      />
    </section>
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
