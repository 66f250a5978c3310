/**
 * One booking for the ranger (`/booking/inspection/{booking_id}`): its reference, status,
 * payment status and balance, guests and stay; the phone's signature check of the ticket code
 * scanned (`?code=`) and the server's word on whether it is the booking's current ticket; the
 * form to record an inspection; the booking's inspections, newest first; and its lines,
 * payments and check-ins. Recording refetches the inspections.
 *
 * spec: staff-booking.md §2 (BookingInspection), §3.12 (booking as read back); api-contract.md
 * §Staff bookings.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { inspectionOutcomeWords } from '@hifadhi/shared/schemas/inspection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Notice } from '../../components/Notice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant, formatStay } from '../../lib/format-time';
import { staffGet } from '../../lib/staff-api';
import { BookingRecords } from '../bookings-admin/BookingRecords';
import {
  BookingStatusTags,
  BookingTitle,
  useStaffBooking,
} from '../bookings-admin/booking-heading';
import { InspectionForm } from './InspectionForm';
import { INSPECTION_HOME } from './inspection-paths';
import type { Inspection, InspectionLookup } from './inspection-types';
import { TicketCheck } from './TicketCheck';
import { useTicketKeys } from './ticket-key-store';
import './inspection.css';

function InspectionList({ inspections }: { inspections: Inspection[] }) {
  if (inspections.length === 0) return <p className="muted">Not inspected yet.</p>;
  return (
    <ul className="inspection-list" data-testid="booking-inspections">
      {[...inspections].reverse().map((inspection) => (
        <li key={inspection.inspection_public_id} className="inspection-list-item">
          <span className="strong">{inspectionOutcomeWords[inspection.outcome]}</span> ·{' '}
          {formatInstant(inspection.inspected_at)} · {inspection.inspected_by}
          {inspection.gate_name && ` · ${inspection.gate_name}`}
          {inspection.note && <p>{inspection.note}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The server's word on a scanned code: whether it is the booking's current ticket. */
function CurrentTicket({ code }: { code: string }) {
  const lookup = useQuery({
    queryKey: ['/inspections/lookup', code],
    queryFn: () =>
      staffGet<InspectionLookup>(`/inspections/lookup?code=${encodeURIComponent(code)}`),
  });
  const ticket = lookup.data?.ticket;
  if (ticket?.signature !== 'valid') return null;
  return ticket.current ? (
    <p data-testid="ticket-current">This is the booking’s current ticket.</p>
  ) : (
    <Notice tone="error" title="Not the current ticket">
      This code was replaced or withdrawn: the booking has another ticket, or none.
    </Notice>
  );
}

export function BookingInspectionPage() {
  const bookingId = useParams().booking_id ?? '';
  const scannedCode = useSearchParams()[0].get('code');
  const keys = useTicketKeys();
  const queryClient = useQueryClient();
  const { path, booking } = useStaffBooking(bookingId);
  const inspections = useQuery({
    queryKey: [path, 'inspections'],
    queryFn: () => staffGet<Inspection[]>(`${path}/inspections`),
    enabled: booking.isSuccess,
  });

  if (booking.error) return <ErrorNotice error={booking.error} />;
  const read = booking.data;
  if (!read) return <p className="muted">Loading the booking…</p>;
  const money = (amount: number) => formatMoney(amount, read.currency);

  return (
    <DetailLayout
      backTo={INSPECTION_HOME}
      backLabel="Inspect another ticket"
      title={<BookingTitle booking={read} />}
      tags={<BookingStatusTags booking={read} />}
      facts={[
        {
          label: 'Guest',
          value: `${read.booking_details.first_name} ${read.booking_details.last_name}`,
        },
        { label: 'Stay', value: formatStay(read.check_in_date, read.check_out_date) },
        { label: 'Guests', value: read.guest_total },
        { label: 'Vehicles', value: read.vehicle_count },
        { label: 'Total', value: money(read.total_cost) },
        {
          label: 'Balance',
          value: money(read.booking_payment_balance),
          testId: 'booking-balance',
        },
      ]}
    >
      {scannedCode && (
        <section className="panel">
          <h2>Ticket scanned</h2>
          <TicketCheck code={scannedCode} keys={keys} offline={false} />
          <CurrentTicket code={scannedCode} />
        </section>
      )}
      <InspectionForm
        bookingPublicId={read.booking_public_id}
        scannedCode={scannedCode}
        onRecorded={() => void queryClient.invalidateQueries({ queryKey: [path, 'inspections'] })}
      />
      <section className="panel">
        <h2>Inspections</h2>
        {inspections.data ? (
          <InspectionList inspections={inspections.data} />
        ) : inspections.error ? (
          <ErrorNotice error={inspections.error} />
        ) : (
          <p className="muted">Loading the inspections…</p>
        )}
      </section>
      <BookingRecords booking={read} />
    </DetailLayout>
  );
}
