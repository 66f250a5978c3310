/**
 * Today at this gate: the counts, the bookings expected to arrive, and who is inside.
 *
 * spec: staff-booking.md §4 (checked in, checked out, today check-in/out views).
 */
import { BookingTable } from '../../components/BookingTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { Dashboard } from '../../lib/gate-types';
import { useGateData } from '../../lib/use-gate-data';

export function DashboardPage() {
  const { data, error, loading, reload } = useGateData<Dashboard>('/dashboard');
  return (
    <>
      <div className="screen-head">
        <h1>Dashboard{data ? `: ${data.today}` : ''}</h1>
        <button type="button" className="button" onClick={() => void reload()}>
          Refresh
        </button>
      </div>
      {error !== null && <ErrorNotice error={error} />}
      {loading && !data && <p className="muted">Loading…</p>}
      {data && (
        <>
          <ul className="counts" aria-label="Today's counts">
            <li>
              <span className="count-figure">{data.expected_arrivals.length}</span>
              <span className="count-label">Expected arrivals</span>
            </li>
            <li>
              <span className="count-figure">{data.guests_inside}</span>
              <span className="count-label">Guests inside</span>
            </li>
            <li>
              <span className="count-figure">{data.inside.length}</span>
              <span className="count-label">Bookings inside</span>
            </li>
            <li>
              <span className="count-figure">{data.checked_out_today}</span>
              <span className="count-label">Checked out today</span>
            </li>
          </ul>
          <BookingTable
            caption="Expected arrivals today"
            bookings={data.expected_arrivals}
            empty="No more arrivals expected today."
          />
          <BookingTable caption="Inside now" bookings={data.inside} empty="Nobody is inside." />
        </>
      )}
    </>
  );
}
