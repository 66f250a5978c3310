/**
 * PostponeBooking (`/postpone-booking/{booking_id}`): only the check-in date is editable (a
 * date picker down to the staff backdating window, 7 days back); each line's dates now and after
 * postponing show as the date is typed — the stay, every facility line and activity moved by the
 * same days, nights kept — and an optional reason. Postpone Booking sends
 * `POST /bookings/{id}/postpone`; its refusal (409 when a facility or activity is full on the new
 * dates or the status does not allow it, 400 for the date) is shown as the API words it, and on
 * success the booking page opens with its new dates and history. The booking keeps its prices.
 *
 * spec: staff-booking.md §2.1 (PostponeBooking: Postpone Booking; other fields locked), §2.5
 * (postponed dates per line), §4, §5 (staff back to 7 days ago); api-contract.md §Staff bookings.
 */
import { transition } from '@hifadhi/shared/bookings/booking-lifecycle';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { postponeBodySchema } from '@hifadhi/shared/schemas/staff-booking-operations';
import { STAFF_BACKDATING_DAYS } from '@hifadhi/shared/schemas/sync';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatStay } from '../../lib/format-time';
import { staffGet, staffPost } from '../../lib/staff-api';
import { statusInWords } from '../bookings-admin/booking-words';
import type { StaffBooking } from '../bookings-admin/staff-booking-types';
import { bookingPath } from '../staff-shell/staff-routes';
import { type PostponedLine, postponedLines } from './postponed-lines';

type PostponeBody = z.output<typeof postponeBodySchema>;

const datesOf = (span: PostponedLine['current']) =>
  span.start === span.end ? span.start : `${span.start} → ${span.end}`;

function PostponeForm({ booking, path }: { booking: StaffBooking; path: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(postponeBodySchema),
    defaultValues: { check_in: booking.check_in_date, reason: '' },
  });
  const send = useMutation({
    mutationFn: (body: PostponeBody) => staffPost(`${path}/postpone`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [path] });
      navigate(bookingPath(booking.booking_public_id));
    },
  });
  const checkIn = watch('check_in') ?? '';
  const lines = postponedLines(booking, checkIn);
  const unchanged = checkIn === booking.check_in_date;

  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((body) => send.mutateAsync(body).catch(() => undefined))}
    >
      <section className="panel">
        <Field
          label="New check-in date"
          type="date"
          min={addDays(calendarDateAt(new Date()), -STAFF_BACKDATING_DAYS)}
          hint="Every line moves by as many days; the nights and the prices stay as booked."
          error={formState.errors.check_in?.message}
          {...register('check_in', { onChange: () => send.reset() })}
        />
      </section>
      <section className="panel table-scroll">
        <table className="table table-stacked" data-testid="postponed-lines">
          <caption>Postponed dates per line</caption>
          <ColumnHeads columns={['Line', 'Now', 'After postponing']} />
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <td className="strong">{line.what}</td>
                <td className="dates" data-label="Now">
                  {datesOf(line.current)}
                </td>
                <td className="dates strong" data-label="After postponing">
                  {line.postponed ? datesOf(line.postponed) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="panel">
        <Field
          label="Reason (optional)"
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        {send.error && <ErrorNotice error={send.error} onClose={() => send.reset()} />}
        <div className="button-row">
          <button
            type="submit"
            className="button button-primary"
            disabled={formState.isSubmitting || unchanged}
          >
            {formState.isSubmitting ? 'Postponing…' : 'Postpone Booking'}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => navigate(bookingPath(booking.booking_public_id))}
          >
            Cancel
          </button>
        </div>
      </section>
    </form>
  );
}

export function PostponeBookingPage() {
  const bookingId = useParams().booking_id ?? '';
  const path = `/bookings/${encodeURIComponent(bookingId)}`;
  const booking = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffBooking>(path) });

  if (booking.error) return <ErrorNotice error={booking.error} />;
  const read = booking.data;
  if (!read) return <p className="muted">Loading the booking…</p>;
  const allowed = transition(read.booking_status, 'postpone');

  return (
    <DetailLayout
      backTo={bookingPath(read.booking_public_id)}
      backLabel="Booking"
      title={
        <>
          Postpone booking <span className="ref-code">{read.booking_ref_code}</span>
        </>
      }
      facts={[
        {
          label: 'Guest',
          value: `${read.booking_details.first_name} ${read.booking_details.last_name}`,
        },
        { label: 'Status', value: statusInWords(read.booking_status) },
        { label: 'Stay', value: formatStay(read.check_in_date, read.check_out_date) },
        { label: 'Total (kept)', value: formatMoney(read.total_cost, read.currency) },
      ]}
    >
      {allowed.allowed ? (
        <PostponeForm booking={read} path={path} />
      ) : (
        <Notice tone="error">
          <p>{allowed.message}</p>
        </Notice>
      )}
    </DetailLayout>
  );
}
