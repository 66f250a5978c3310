/**
 * The accommodation step's 'Available slots' figure on staff routes: the guests a facility can
 * still take on every night of a line's dates (units free × guests per unit, from
 * the staff `GET /availability/facilities`), with the units free. Read afresh for each dates pair
 * (held briefly). While amending (`amendingBookingPublicId`) the booking's own units count as
 * free (`exclude_booking`): its guest keeps them, so a lodge it fills shows them available.
 * Booking for a partner (`partnerPublicId`: Partner mode, a partner user, or amending a partner's
 * booking) the units allocated to that partner count as free to it (`partner`).
 *
 * spec: staff-booking.md §2.2 ('Available slots' on staff routes); membership-backoffice.md §3
 * (allocations); api-contract.md §Availability.
 */
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

interface FacilityAvailability {
  public_id: string;
  available_units: number;
  available_guests: number;
}

interface AvailableSlotsProps {
  publicId: string;
  startDate: string;
  endDate: string;
  /** The booking being amended, whose own holds are left out. */
  amendingBookingPublicId?: string;
  /** The partner the booking is for, whose allocated units are free to it. */
  partnerPublicId?: string;
}

export function AvailableSlots({
  publicId,
  startDate,
  endDate,
  amendingBookingPublicId,
  partnerPublicId,
}: AvailableSlotsProps) {
  const query = new URLSearchParams({ check_in_date: startDate, check_out_date: endDate });
  if (amendingBookingPublicId) query.set('exclude_booking', amendingBookingPublicId);
  if (partnerPublicId) query.set('partner', partnerPublicId);
  const path = `/availability/facilities?${query}`;
  const availability = useQuery({
    queryKey: [path],
    queryFn: () => staffGet<FacilityAvailability[]>(path),
    staleTime: 15_000,
  });
  if (availability.error) return <span className="muted">Available slots: not known now</span>;
  const found = availability.data?.find((facility) => facility.public_id === publicId);
  if (!found) return <span className="muted">Available slots: …</span>;
  return (
    <span className="available-slots" data-testid={`slots-${publicId}`}>
      Available slots: <strong>{found.available_guests}</strong> ({found.available_units} units
      free)
    </span>
  );
}
