/**
 * The calendars screen (`/calendar`, feature `calendar`): for the range in the address,
 * occupancy (each facility's units held each night against its nightly quantity, from
 * `GET /reports/calendars/occupancy`; full nights marked, half-full ones shaded, the grid
 * scrolls sideways on a phone) and the conservation and vehicle calendar (visits arriving each
 * day with their guests and vehicles, `GET /reports/calendars/arrivals`). The conservation and
 * vehicle calendar alone is also its own screen (`/calendar/conservation-vehicles`,
 * ConservationVehicleCalendar), which every signed-in user may open.
 *
 * spec: membership-backoffice.md §2.4 (ConservationVehicleCalendar on the allow-list), §2.5
 * (calendar), §7 (calendars); issue 17 item 3.
 */
import type { ArrivalsCalendar, OccupancyCalendar } from '@hifadhi/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { staffGet } from '../../lib/staff-api';
import { RangeFields } from './RangeFields';
import { useReportRange } from './use-report-range';
import './reports.css';

function Occupancy({ calendar }: { calendar: OccupancyCalendar }) {
  const nights = calendar.facilities[0]?.nights.map((night) => night.date) ?? [];
  return (
    <section className="panel table-scroll">
      <table className="table calendar-grid" data-testid="occupancy">
        <caption>Units held each night (of the units available)</caption>
        <ColumnHeads columns={['Facility', ...nights.map((night) => night.slice(5))]} />
        <tbody>
          {calendar.facilities.map((facility) => (
            <tr key={facility.facility_public_id}>
              <th scope="row">
                {facility.name} <span className="muted">({facility.quantity})</span>
              </th>
              {facility.nights.map((night) => {
                const full = night.units_held >= facility.quantity;
                const busy = night.units_held * 2 >= facility.quantity;
                return (
                  <td
                    key={night.date}
                    className={`number ${full ? 'calendar-full' : busy ? 'calendar-busy' : ''}`}
                    title={`${facility.name}, night of ${night.date}: ${night.units_held} of ${facility.quantity}`}
                  >
                    {night.units_held}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Arrivals({ calendar }: { calendar: ArrivalsCalendar }) {
  const columns = ['Day', 'Visits arriving', 'Guests', 'Vehicles'] as const;
  return (
    <section className="panel table-scroll">
      <table className="table table-stacked" data-testid="arrivals">
        <caption>Conservation and vehicle calendar: visits arriving each day</caption>
        <ColumnHeads columns={columns} numbers={columns.slice(1)} />
        <tbody>
          {calendar.days.map((day) => (
            <tr key={day.date}>
              <th scope="row" data-label="Day">
                {day.date}
              </th>
              <td data-label="Visits arriving" className="number">
                {day.bookings}
              </td>
              <td data-label="Guests" className="number">
                {day.guests}
              </td>
              <td data-label="Vehicles" className="number">
                {day.vehicles}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The conservation and vehicle calendar of the range `query` (`from=…&to=…`). */
function ArrivalsSection({ query }: { query: string }) {
  const arrivals = useQuery({
    queryKey: ['reports/calendars/arrivals', query],
    queryFn: () => staffGet<ArrivalsCalendar>(`/reports/calendars/arrivals?${query}`),
  });
  return (
    <>
      {arrivals.error && <ErrorNotice error={arrivals.error} />}
      {arrivals.data ? <Arrivals calendar={arrivals.data} /> : !arrivals.error && <p>Loading…</p>}
    </>
  );
}

export function CalendarsPage() {
  const range = useReportRange();
  const query = `from=${range.from}&to=${range.to}`;
  const occupancy = useQuery({
    queryKey: ['reports/calendars/occupancy', query],
    queryFn: () => staffGet<OccupancyCalendar>(`/reports/calendars/occupancy?${query}`),
  });
  return (
    <section>
      <h1>Calendar</h1>
      <div className="panel">
        <RangeFields range={range} grouping={false} />
      </div>
      <h2>Occupancy</h2>
      {occupancy.error && <ErrorNotice error={occupancy.error} />}
      {occupancy.data ? (
        <Occupancy calendar={occupancy.data} />
      ) : (
        !occupancy.error && <p>Loading…</p>
      )}
      <h2>Arrivals and vehicles</h2>
      <ArrivalsSection query={query} />
    </section>
  );
}

/** ConservationVehicleCalendar: the conservation and vehicle calendar alone, for every role. */
export function ConservationVehicleCalendarPage() {
  const range = useReportRange();
  return (
    <section>
      <h1>Conservation and vehicle calendar</h1>
      <div className="panel">
        <RangeFields range={range} grouping={false} />
      </div>
      <ArrivalsSection query={`from=${range.from}&to=${range.to}`} />
    </section>
  );
}
