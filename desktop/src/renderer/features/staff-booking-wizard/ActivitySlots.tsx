/**
 * The activities step's 'Available slots' figure on staff routes: the places an activity still
 * has on a date (`GET /public/availability/activities/{id}`). While amending
 * (`amendingBookingPublicId`) the booking's own slots count as free (`exclude_booking`): its
 * guests keep them, so an activity it fills shows them available.
 *
 * spec: staff-booking.md §2.1 (Activities), §2.2 ('Available slots' on staff routes);
 * api-contract.md §Availability.
 */
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

interface ActivityAvailability {
  public_id: string;
  date: string;
  available_slots: number;
}

interface ActivitySlotsProps {
  publicId: string;
  date: string;
  /** The booking being amended, whose own slots are left out. */
  amendingBookingPublicId?: string;
}

export function ActivitySlots({ publicId, date, amendingBookingPublicId }: ActivitySlotsProps) {
  const query = new URLSearchParams({ date });
  if (amendingBookingPublicId) query.set('exclude_booking', amendingBookingPublicId);
  const path = `/public/availability/activities/${encodeURIComponent(publicId)}?${query}`;
  const availability = useQuery({
    queryKey: [path],
    queryFn: () => staffGet<ActivityAvailability>(path),
    staleTime: 15_000,
    enabled: date !== '',
  });
  if (availability.error) return <span className="muted">Available slots: not known now</span>;
  if (!availability.data) return <span className="muted">Available slots: …</span>;
  return (
    <span className="available-slots" data-testid={`activity-slots-${publicId}-${date}`}>
      Available slots: <strong>{availability.data.available_slots}</strong>
    </span>
  );
}
