/**
 * The booking page's ways into the booking wizard, each only where the user's role has its
 * feature: Amend booking (EditBooking) while the booking is still open to changes, and New
 * booking (NewBooking). The API still refuses an amendment its status does not allow.
 *
 * spec: staff-booking.md §2 (EditBooking, NewBooking routes), §6 (features gate screens).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import type { BookingStatus } from '@hifadhi/shared/schemas/booking';
import { Link } from 'react-router';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { editBookingPath } from '../staff-shell/staff-routes';
import { useCurrentUser } from '../staff-shell/use-current-user';

/** Statuses whose booking can no longer be amended (gone, ended or never kept). */
const closed: ReadonlySet<BookingStatus> = new Set([
  'checked_out',
  'deleted',
  'cancelled',
  'expired',
]);

export function BookingWizardLinks({
  booking,
}: {
  booking: { booking_public_id: string; booking_status: BookingStatus };
}) {
  const { data: user } = useCurrentUser(true);
  if (!user) return null;
  const features = featureUrlsOf(user.menus);
  const amend = features.has(staffFeatures.editBooking) && !closed.has(booking.booking_status);
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
