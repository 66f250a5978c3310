/**
 * An alert's edit screen (`/booking/update-alert/{note_id}`): the alert, its booking (linked),
 * a form to change its note and Resolve; back to the booking once saved or resolved.
 *
 * spec: staff-booking.md §2 (route booking/update-alert/{note_id}); api-contract.md §Staff
 * bookings (`PATCH /booking-alerts/{note_id}`).
 */
import type { BookingAlertPatch, BookingAlertRead } from '@hifadhi/shared/schemas/booking-ban';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet } from '../../lib/staff-api';
import { bookingPath } from '../staff-shell/staff-routes';
import { AlertForm } from './AlertForm';
import { alertApiPath, changeAlert, refetchAfterAlertChange } from './alert-requests';

export function AlertEditPage() {
  const noteId = useParams().note_id ?? '';
  const path = alertApiPath(noteId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useQuery({ queryKey: [path], queryFn: () => staffGet<BookingAlertRead>(path) });
  const change = useMutation({
    mutationFn: (patch: BookingAlertPatch) => changeAlert(noteId, patch),
    onSuccess: async (changed) => {
      queryClient.setQueryData([path], changed);
      await refetchAfterAlertChange(queryClient, changed.booking_public_id);
      navigate(bookingPath(changed.booking_public_id));
    },
  });

  if (alert.error) return <ErrorNotice error={alert.error} />;
  const read = alert.data;
  if (!read) return <p className="muted">Loading the alert…</p>;
  const resolved = read.resolved_at !== null;

  return (
    <DetailLayout
      backTo={bookingPath(read.booking_public_id)}
      backLabel={`Booking ${read.booking_ref_code}`}
      title="Alert"
      tags={
        <span className={resolved ? 'tag' : 'tag tag-warning'}>
          {resolved ? 'Resolved' : 'Active'}
        </span>
      }
      facts={[
        { label: 'Booking', value: read.booking_ref_code },
        { label: 'Put by', value: read.created_by },
        { label: 'On', value: formatInstant(read.created_at) },
        ...(read.resolved_at
          ? [{ label: 'Resolved', value: formatInstant(read.resolved_at) }]
          : []),
      ]}
      actions={
        resolved ? undefined : (
          <button
            type="button"
            className="button"
            disabled={change.isPending}
            onClick={() => change.mutate({ resolved: true })}
          >
            Resolve
          </button>
        )
      }
    >
      {resolved ? (
        <section className="panel">
          <p>{read.note}</p>
          {change.error !== null && <ErrorNotice error={change.error} />}
        </section>
      ) : (
        <section className="panel" aria-label="Edit alert">
          <AlertForm
            note={read.note}
            label="Save alert"
            failure={change.error}
            onSend={(body) => change.mutateAsync(body).catch(() => undefined)}
            onCancel={() => navigate(bookingPath(read.booking_public_id))}
          />
        </section>
      )}
    </DetailLayout>
  );
}
