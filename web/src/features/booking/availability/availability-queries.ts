/**
 * Availability reads: units and guests free for each facility over a stay, and slots free for
 * an activity on a date. Capacity is counted by the API (held and confirmed bookings); these
 * answers only guide the counters — the booking itself is checked again by the API.
 *
 * spec: api-contract.md §Availability; public-site.md §2.5, §2.8 (check public facility
 * availability), §4 (available slots), §7.
 */
import { apiGet } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/** One facility's free capacity on every night of a stay. */
export interface FacilityAvailability {
  public_id: string;
  available_units: number;
  available_guests: number;
}

/** An activity's free slots on one date. */
export interface ActivityAvailability {
  public_id: string;
  date: string;
  available_slots: number;
}

export const availabilityKeys = {
  facilities: (checkIn: string, checkOut: string) =>
    `/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${checkOut}`,
  activity: (publicId: string, date: string) =>
    `/public/availability/activities/${encodeURIComponent(publicId)}?date=${date}`,
};

/** Free capacity of every facility from `checkIn` to `checkOut`; nothing read until both set. */
export function useFacilityAvailability(checkIn: string, checkOut: string) {
  const key = checkIn && checkOut ? availabilityKeys.facilities(checkIn, checkOut) : null;
  return useApiQuery(key, () => apiGet<FacilityAvailability[]>(key ?? ''));
}

/** Free slots of activity `publicId` on `date`; nothing read until both set. */
export function useActivityAvailability(publicId: string, date: string) {
  const key = publicId && date ? availabilityKeys.activity(publicId, date) : null;
  return useApiQuery(key, () => apiGet<ActivityAvailability>(key ?? ''));
}
