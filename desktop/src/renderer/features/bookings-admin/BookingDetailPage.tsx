/**
 * One booking for staff (`/booking/{booking_id}`): its facts and figures (`GET /bookings/{id}`),
 * its priced lines, payments and check-ins, and its history (`GET /bookings/{id}/events`).
 * The lifecycle buttons the booking's status and the user's features allow are its `actions`,
 * with the ways into the booking wizard (Amend booking, New booking).
 *
 * spec: staff-booking.md §2 (route Booking), §3.12 (booking as read back), §4 (history);
 * api-contract.md §Staff bookings.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { type HistoryEvent, HistoryList } from '../../lib/detail/HistoryList';
import { formatInstant, formatStay } from '../../lib/format-time';
import { staffGet } from '../../lib/staff-api';
import { BookingAlertsPanel } from '../booking-alerts/BookingAlertsPanel';
import { BookingDocuments } from '../booking-documents/BookingDocuments';
import { BookingWizardLinks } from '../staff-booking-wizard/BookingWizardLinks';
import { BookingActions } from './BookingActions';
import { BookingRecords } from './BookingRecords';
import { BookingStatusTags, BookingTitle, useStaffBooking } from './booking-heading';

export function BookingDetailPage() {
  const bookingId = useParams().booking_id ?? '';
  const { path, booking } = useStaffBooking(bookingId);
  const history = useQuery({
    queryKey: [path, 'events'],
    queryFn: () => staffGet<HistoryEvent[]>(`${path}/events`),
    enabled: booking.isSuccess,
  });

  if (booking.error) return <ErrorNotice error={booking.error} />;
  const read = booking.data;
  if (!read) return <p className="muted">Loading the booking…</p>;
  const money = (amount: number) => formatMoney(amount, read.currency);

  return (
    <DetailLayout
      backTo="/bookings"
      backLabel="Bookings"
      title={<BookingTitle booking={read} />}
      tags={<BookingStatusTags booking={read} />}
      facts={[
        {
          label: 'Guest',
          value: `${read.booking_details.first_name} ${read.booking_details.last_name}`,
        },
        { label: 'E-mail', value: read.booking_details.email_address },
        { label: 'Phone', value: read.booking_details.phone_number },
        { label: 'Stay', value: formatStay(read.check_in_date, read.check_out_date) },
        { label: 'Guests', value: read.guest_total },
        { label: 'Vehicles', value: read.vehicle_count },
        { label: 'Made by', value: read.partner_name ?? read.source },
        { label: 'Entry point', value: read.entry_point ?? '—' },
        { label: 'Total', value: money(read.total_cost), testId: 'booking-total' },
        {
          label: 'Balance',
          value: money(read.booking_payment_balance),
          testId: 'booking-balance',
        },
        { label: 'Made on', value: formatInstant(read.created_at) },
        ...(read.hold_expires_at
          ? [{ label: 'Held until', value: formatInstant(read.hold_expires_at) }]
          : []),
      ]}
      actions={
        <>
          <BookingActions booking={read} path={path} />
          <BookingWizardLinks booking={read} />
        </>
      }
    >
      <BookingRecords booking={read} />
      <BookingDocuments booking={read} path={path} />
      <BookingAlertsPanel bookingPublicId={read.booking_public_id} />
      <section className="panel">
        <h2>History</h2>
        {history.data ? (
          <HistoryList events={history.data} />
        ) : history.error ? (
          <ErrorNotice error={history.error} />
        ) : (
          <p className="muted">Loading the history…</p>
        )}
      </section>
    </DetailLayout>
  );
}
