/**
 * What a booking holds, section by section: conservation fees by guest category, vehicles,
 * accommodation and activities, each with its amount, then the total.
 *
 * spec: staff-booking.md §3.3, §3.4, §3.7, §3.10, §3.12; public-site.md §2.13.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { ColumnHeads } from '../../components/ColumnHeads';
import type { ReplicaBooking } from '../../lib/gate-types';

export function BookingLines({ booking }: { booking: ReplicaBooking }) {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  return (
    <section className="panel" aria-labelledby="lines-title">
      <h2 id="lines-title">Guests and lines</h2>
      <table className="table table-compact">
        <ColumnHeads columns={['Line', 'Detail', 'Amount']} numbers={['Amount']} />
        <tbody>
          {booking.guests.map((guest) => (
            <tr key={`g-${guest.payment_public_id}`}>
              <td>{guest.payment_person}</td>
              <td>
                {guest.payment_guests} {guest.payment_guests === 1 ? 'guest' : 'guests'}
              </td>
              <td className="number">{money(guest.amount)}</td>
            </tr>
          ))}
          {booking.vehicles.map((vehicle) => (
            <tr key={`v-${vehicle.vehicle_public_id}`}>
              <td>Vehicle: {vehicle.vehicle_charge_category}</td>
              <td>
                {vehicle.vehicles} {vehicle.vehicles === 1 ? 'vehicle' : 'vehicles'}
                {booking.mode_registration ? ` · ${booking.mode_registration}` : ''}
              </td>
              <td className="number">{money(vehicle.amount)}</td>
            </tr>
          ))}
          {booking.facility_bookings.map((facility) => (
            <tr key={facility.facility_booking_public_id}>
              <td>{facility.facility_name}</td>
              <td>
                {facility.start_date} → {facility.end_date} · {facility.adults} adults,{' '}
                {facility.children} children
                {facility.number_of_rooms > 0 ? ` · ${facility.number_of_rooms} rooms` : ''}
              </td>
              <td className="number">{money(facility.amount)}</td>
            </tr>
          ))}
          {booking.inventory_bookings.map((activity) => (
            <tr key={activity.inventory_booking_public_id}>
              <td>{activity.inventory_name}</td>
              <td>
                {activity.date} ·{' '}
                {activity.rangers
                  ? `${activity.rangers} rangers`
                  : `${activity.adults} adults, ${activity.children} children`}
              </td>
              <td className="number">{money(activity.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="number strong">{money(booking.total_cost)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
