/**
 * The columns of the payments lists: what a payment paid for (a booking's reference opens the
 * booking), its channel, amount, status or outcome, the provider's reference or reason, when,
 * and who recorded it.
 *
 * spec: staff-booking.md §2.9 (payments, payment failures lists).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatInstant } from '../../lib/format-time';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { bookingPath } from '../staff-shell/staff-routes';
import { channelInWords, paymentAmount, paymentStatusInWords, paymentTone } from './payment-words';
import type { PaymentFailure, PaymentSummary } from './payments-admin-types';

/** What a payment paid for: the booking's reference as a link, else the payable's reference. */
export function PayableReference(props: {
  payable_reference: string;
  booking_public_id: string | null;
}) {
  return props.booking_public_id ? (
    <Link to={bookingPath(props.booking_public_id)} className="ref-link">
      {props.payable_reference}
    </Link>
  ) : (
    <span className="ref-code">{props.payable_reference}</span>
  );
}

const payment = createColumnHelper<ListFeatures, PaymentSummary>();

export const paymentColumns = payment.columns([
  payment.accessor('payable_reference', {
    header: 'For',
    cell: (info) => <PayableReference {...info.row.original} />,
  }),
  payment.accessor('method', {
    header: 'Method',
    cell: (info) => info.row.original.received_as ?? channelInWords(info.getValue()),
  }),
  payment.accessor('amount', {
    header: 'Amount',
    cell: (info) => paymentAmount(info.getValue(), info.row.original.currency),
  }),
  payment.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <>
        <span className={paymentTone(info.getValue())}>
          {paymentStatusInWords(info.getValue())}
        </span>
        {info.row.original.attention_reason && (
          <span className="tag tag-error" title={info.row.original.attention_reason}>
            Needs attention
          </span>
        )}
      </>
    ),
  }),
  payment.accessor('provider_reference', {
    header: 'Reference',
    cell: (info) => info.getValue() ?? '—',
  }),
  payment.accessor('at', { header: 'When', cell: (info) => formatInstant(info.getValue()) }),
  payment.accessor('recorded_by_name', {
    header: 'Recorded by',
    cell: (info) =>
      info.getValue() ?? (info.row.original.recorded_by ? 'Gate device' : 'Payer (online)'),
  }),
]);

const failure = createColumnHelper<ListFeatures, PaymentFailure>();

export const failureColumns = failure.columns([
  failure.accessor('payable_reference', {
    header: 'For',
    cell: (info) => <PayableReference {...info.row.original} />,
  }),
  failure.accessor('method', {
    header: 'Method',
    cell: (info) => (
      <>
        {channelInWords(info.getValue())}
        <br />
        <span className="muted">{info.row.original.phone ?? info.row.original.email}</span>
      </>
    ),
  }),
  failure.accessor('amount', {
    header: 'Amount',
    cell: (info) => paymentAmount(info.getValue(), info.row.original.currency),
  }),
  failure.accessor('outcome', {
    header: 'Outcome',
    cell: (info) => (
      <span className={paymentTone(info.getValue())}>{paymentStatusInWords(info.getValue())}</span>
    ),
  }),
  failure.accessor('provider_reason', {
    header: "Provider's reason",
    cell: (info) =>
      info.getValue() === null ? (
        <span className="muted">No answer from the provider</span>
      ) : (
        <span data-testid="provider-reason">
          {info.getValue()}
          {info.row.original.provider_result_code !== null && (
            <span className="muted"> (code {info.row.original.provider_result_code})</span>
          )}
        </span>
      ),
  }),
  failure.accessor('reason', { header: 'Payer was told' }),
  failure.accessor('at', { header: 'When', cell: (info) => formatInstant(info.getValue()) }),
]);
