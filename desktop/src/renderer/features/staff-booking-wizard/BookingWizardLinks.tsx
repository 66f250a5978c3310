/**
 * The booking page's ways into the booking wizard, each only where the user's role has its
 * feature: Amend booking (EditBooking) while the lifecycle allows amending (held, confirmed,
 * checked in), and New booking (NewBooking).
 *
 * spec: staff-booking.md §2 (EditBooking, NewBooking routes), §6 (features gate screens).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { transition } from '@hifadhi/shared/bookings/booking-lifecycle';
import type { BookingStatus } from '@hifadhi/shared/schemas/booking';
import { Link } from 'react-router';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { editBookingPath } from '../staff-shell/staff-routes';
import { useCurrentUser } from '../staff-shell/use-current-user';

export function BookingWizardLinks({
  booking,
}: {
  booking: { booking_public_id: string; booking_status: BookingStatus };
}) {
  const { data: user } = useCurrentUser(true);
  if (!user) return null;
  const features = featureUrlsOf(user.menus);
  const amend =
    features.has(staffFeatures.editBooking) && transition(booking.booking_status, 'amend').allowed;
  const create = features.has(staffFeatures.newBooking);
  if (!amend && !create) return null;
  return (
    <div className="button-row">
      {amend && (
        <Link className="button" to={editBookingPath(booking.booking_public_id)}>
          Amend booking
        </Link>
      )}
      {create && (
        <Link className="button" to="/new-booking">
          New booking
        </Link>
      )}
    </div>
  );
}
