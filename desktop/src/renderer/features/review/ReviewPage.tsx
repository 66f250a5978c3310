/**
 * Operations the server flagged (applied despite a conflict: a ticket used elsewhere, an
 * unpaid or cancelled booking) or rejected, for a supervisor to review. Needs the API:
 * offline, the screen says so plainly.
 *
 * spec: ARCHITECTURE.md §The gate kiosk (back-office screens need the API); research
 * offline-checkin-anchors.md §1 (forced check-ins recorded and reviewed).
 */
import { useEffect } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatInstant } from '../../lib/format-time';
import type { FlaggedOperation, FlaggedPage } from '../../lib/gate-types';
import { useGateData } from '../../lib/use-gate-data';
import { useGateStatus } from '../status/status-context';

const kindNames: Record<string, string> = {
  check_in: 'Check-in',
  walk_in_booking: 'Walk-in',
  cash_payment: 'Cash payment',
  receipt_printed: 'Receipt',
  shift_opened: 'Shift opened',
  shift_closed: 'Shift closed',
};

function bookingOf(operation: FlaggedOperation): string {
  const named =
    operation.result?.booking_ref_code ??
    operation.payload.booking_ref_code ??
    operation.payload.booking_public_id;
  return typeof named === 'string' ? named : '—';
}

function reasonOf(operation: FlaggedOperation): string {
  const message = operation.error?.message ?? operation.result?.message;
  return typeof message === 'string' ? message : '—';
}

export function ReviewPage() {
  const { status } = useGateStatus();
  const mode = status?.mode;
  const { data, error, loading, reload } = useGateData<FlaggedPage>('/review/flagged');

  useEffect(() => {
    if (mode) void reload();
  }, [mode, reload]);

  return (
    <>
      <div className="screen-head">
        <h1>Review</h1>
        <button type="button" className="button" onClick={() => void reload()}>
          Refresh
        </button>
      </div>
      <p>Flagged and rejected gate operations, as the server holds them.</p>
      {error !== null && <ErrorNotice error={error} />}
      {loading && <p className="muted">Asking the server…</p>}
      {data && error === null && data.operations.length === 0 && <p>Nothing to review.</p>}
      {data && error === null && data.operations.length > 0 && (
        <section className="panel">
          <table className="table">
            <caption>Operations to review ({data.operations.length})</caption>
            <ColumnHeads columns={['Kind', 'Outcome', 'Booking', 'Why', 'Kiosk', 'At the gate']} />
            <tbody>
              {data.operations.map((operation) => (
                <tr key={operation.idempotency_key}>
                  <td>{kindNames[operation.kind] ?? operation.kind}</td>
                  <td>
                    <span
                      className={`tag ${operation.status === 'rejected' ? 'tag-error' : 'tag-warning'}`}
                    >
                      {operation.status === 'rejected' ? 'rejected' : 'flagged'}
                    </span>
                  </td>
                  <td>{bookingOf(operation)}</td>
                  <td>{reasonOf(operation)}</td>
                  <td>{operation.device_name}</td>
                  <td>{formatInstant(operation.device_time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
