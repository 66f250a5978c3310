/**
 * A booking's records on its staff page: the priced lines with their total, the payments, and
 * the check-ins and check-outs at the gates. Amounts are whole units of the booking currency.
 *
 * spec: staff-booking.md §3.12 (booking as read back: lines, payments); research
 * offline-checkin-anchors.md §4 (check-ins across gates).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { ReactNode } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { formatInstant } from '../../lib/format-time';
import type { StaffBooking } from './staff-booking-types';

const methodWords: Record<string, string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank',
  cash: 'Cash',
};

interface RecordTableProps {
  caption: string;
  testId: string;
  columns: readonly string[];
  numbers?: readonly string[];
  /** Shown as the only row when there are no rows. */
  empty: string;
  rows: ReactNode[];
  footer?: ReactNode;
}

function RecordTable({ caption, testId, columns, numbers, empty, rows, footer }: RecordTableProps) {
  return (
    <section className="panel table-scroll">
      <table className="table" data-testid={testId}>
        <caption>{caption}</caption>
        <ColumnHeads columns={columns} numbers={numbers} />
        <tbody>
          {rows.length > 0 ? (
            rows
          ) : (
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </section>
  );
}

export function BookingRecords({ booking }: { booking: StaffBooking }) {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  return (
    <>
      <RecordTable
        caption="Lines"
        testId="booking-lines"
        columns={['Item', 'Quantity', 'Amount']}
        numbers={['Quantity', 'Amount']}
        empty="No lines."
        rows={booking.lines.map((line) => (
          <tr key={`${line.kind}-${line.ref}-${line.description}`}>
            <td>{line.description}</td>
            <td className="number">{line.quantity}</td>
            <td className="number">{money(line.amount)}</td>
          </tr>
        ))}
        footer={
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="number strong">{money(booking.total_cost)}</td>
          </tr>
        }
      />
      <RecordTable
        caption="Payments"
        testId="booking-payments"
        columns={['Method', 'Status', 'Reference', 'Paid at', 'Amount']}
        numbers={['Amount']}
        empty="No payment yet."
        rows={booking.payments.map((payment) => (
          <tr key={payment.payment_public_id}>
            <td>{methodWords[payment.method] ?? payment.method}</td>
            <td>{payment.status}</td>
            <td className="ref-code">{payment.reference ?? '—'}</td>
            <td>{payment.paid_at ? formatInstant(payment.paid_at) : '—'}</td>
            <td className="number">{formatMoney(payment.amount, payment.currency)}</td>
          </tr>
        ))}
      />
      <RecordTable
        caption="Check-ins"
        testId="booking-check-ins"
        columns={['Direction', 'Gate', 'At the gate', 'Forced']}
        empty="Not at a gate yet."
        rows={booking.check_ins.map((entry) => (
          <tr key={entry.check_in_public_id}>
            <td>{entry.direction === 'check_in' ? 'Check-in' : 'Check-out'}</td>
            <td>{entry.gate_public_id}</td>
            <td>{formatInstant(entry.device_time)}</td>
            <td>{entry.forced ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      />
    </>
  );
}
