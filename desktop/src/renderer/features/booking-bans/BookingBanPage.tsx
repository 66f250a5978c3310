/**
 * One booking ban (`/bookings/ban/{booking_ban_id}`, route BookingBan): who is banned, what they
 * are recognised by, the days, the reason, who made it and when; Edit opens the ban's form,
 * End ban ends it early and Restore makes an ended ban active again (`PATCH /booking-bans/{id}`).
 *
 * spec: staff-booking.md §3.13, §2 (route bookings/ban/{booking_ban_id}); api-contract.md
 * §Staff bookings.
 */
import type { BookingBanPatch, BookingBanRead } from '@hifadhi/shared/schemas/booking-ban';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { BanForm } from './BanForm';
import { banDays, banStatusTone } from './ban-words';

export function BookingBanPage() {
  const banId = useParams().booking_ban_id ?? '';
  const path = `/booking-bans/${encodeURIComponent(banId)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const ban = useQuery({ queryKey: [path], queryFn: () => staffGet<BookingBanRead>(path) });
  const change = useMutation({
    mutationFn: (patch: BookingBanPatch) => staffRequest<BookingBanRead>('PATCH', path, patch),
    onSuccess: (changed) => {
      setEditing(false);
      queryClient.setQueryData([path], changed);
      return queryClient.invalidateQueries({ queryKey: ['/booking-bans'] });
    },
  });

  if (ban.error) return <ErrorNotice error={ban.error} />;
  const read = ban.data;
  if (!read) return <p className="muted">Loading the ban…</p>;
  const ended = read.status === 'ended';

  return (
    <DetailLayout
      backTo="/bookings/ban"
      backLabel="Booking bans"
      title={`Ban of ${read.first_name} ${read.last_name}`}
      tags={
        <span className={banStatusTone(read.status)} data-testid="ban-status">
          {ended ? 'Ended' : 'Active'}
        </span>
      }
      facts={[
        { label: 'E-mail address', value: read.email_address ?? '—' },
        { label: 'Phone number', value: read.phone_number ?? '—' },
        { label: 'Vehicle registration', value: read.vehicle_registration ?? '—' },
        { label: 'Days', value: banDays(read) },
        { label: 'Reason', value: read.reason },
        { label: 'Made by', value: read.session_user },
        { label: 'Made on', value: formatInstant(read.created_at) },
        ...(read.ended_at ? [{ label: 'Ended on', value: formatInstant(read.ended_at) }] : []),
      ]}
      actions={
        editing ? undefined : (
          <>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() => change.mutate({ status: ended ? 'active' : 'ended' })}
            >
              {ended ? 'Restore ban' : 'End ban'}
            </button>
          </>
        )
      }
    >
      {!editing && change.error && (
        <ErrorNotice error={change.error} onClose={() => change.reset()} />
      )}
      {editing && (
        <section className="panel operation-form" aria-label="Edit ban">
          <h2>Edit ban</h2>
          <BanForm
            ban={read}
            today={read.booking_ban_start_date}
            label="Save"
            failure={change.error}
            onSend={(body) => change.mutateAsync(body).catch(() => undefined)}
            onCancel={() => {
              change.reset();
              setEditing(false);
            }}
          />
        </section>
      )}
    </DetailLayout>
  );
}
