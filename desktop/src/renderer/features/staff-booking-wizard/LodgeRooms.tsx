/**
 * The Escapes dialog's rooms-free figure: the rooms a partner lodge still has on every night of
 * an entry's dates (`GET /availability/external-facilities`). While amending
 * (`amendingBookingPublicId`) the booking's own rooms count as free (`exclude_booking`): its
 * guests keep them, so a lodge it fills shows them available.
 *
 * spec: staff-booking.md §2.4, §7 (check_date_external_facility_availability).
 */
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

interface LodgeAvailability {
  public_id: string;
  available_rooms: number;
}

interface LodgeRoomsProps {
  publicId: string;
  startDate: string;
  endDate: string;
  /** The booking being amended, whose own rooms are left out. */
  amendingBookingPublicId?: string;
}

export function LodgeRooms({
  publicId,
  startDate,
  endDate,
  amendingBookingPublicId,
}: LodgeRoomsProps) {
  const query = new URLSearchParams({ check_in_date: startDate, check_out_date: endDate });
  if (amendingBookingPublicId) query.set('exclude_booking', amendingBookingPublicId);
  const path = `/availability/external-facilities?${query}`;
  const availability = useQuery({
    queryKey: [path],
    queryFn: () => staffGet<LodgeAvailability[]>(path),
    staleTime: 15_000,
    enabled: startDate !== '' && endDate >= startDate,
  });
  if (availability.error) return <p className="muted">Rooms free: not known now</p>;
  const found = availability.data?.find((lodge) => lodge.public_id === publicId);
  if (!found) return <p className="muted">Rooms free: …</p>;
  return (
    <p className="available-slots" data-testid={`lodge-rooms-${publicId}`}>
      Rooms free: <strong>{found.available_rooms}</strong>
    </p>
  );
}
