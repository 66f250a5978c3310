/**
 * The bookings list's filters (as `GET /bookings` query parameters) and its `list` tabs. The
 * choices of partner, partner type, membership level, destination, country, guest type,
 * accommodation and activity come from the catalogue the API already publishes
 * (`GET /public/lookups`, `/public/conservation-fees`, `/public/facilities`,
 * `/public/activities`, `/public/membership-settings`), read once per session; until they
 * arrive those filters offer only "Any".
 *
 * spec: staff-booking.md §2.9 (lists; filters: guest count, status, payment status, type,
 * source, partner type, partner, membership level, destination, country, guest type,
 * accommodation, activity; search by key and by date range), §9 (booking type codes);
 * api-contract.md §Staff bookings (`GET /bookings?list=…`).
 */
import { bookingStatuses } from '@hifadhi/shared/schemas/booking';
import type { BookingList } from '@hifadhi/shared/schemas/staff-booking-operations';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import { staffGet } from '../../lib/staff-api';
import { statusInWords } from './booking-words';

export type BookingFilterName =
  | 'search'
  | 'from'
  | 'to'
  | 'booking_status'
  | 'booking_payment_status'
  | 'guests'
  | 'booking_type'
  | 'source'
  | 'partner_type'
  | 'partner'
  | 'membership_level'
  | 'destination'
  | 'country'
  | 'guest_type'
  | 'facility'
  | 'activity';

type Option = { value: string; label: string };

const option = (value: string, label = value): Option => ({ value, label });

/** The guest-count choices, exactly as the spec lists them after "No Filter". */
const guestCountOptions: Option[] = [
  option('1'),
  option('2'),
  option('3', '<= 3'),
  option('5', '<= 5'),
  option('10', '<= 10'),
  option('25', '<= 25'),
  option('50', '<= 50'),
];

/** The catalogue the filters' choices come from, as the public endpoints answer it. */
export interface FilterCatalogue {
  lookups: {
    countries: { code: string; name: string }[];
    destinations: { destination_public_id: string; destination_name: string }[];
    partners: { public_id: string; name: string; type_public_id: string }[];
  };
  conservationFees: { payment_public_id: string; payment_person: string }[];
  facilities: { public_id: string; name: string }[];
  activities: { public_id: string; name: string }[];
  membershipSettings: { settings: { public_id: string; custom_name: string; name: string }[] };
}

/** A partner type is known by its id only: it is named by the partners that have it. */
function partnerTypeOptions(partners: FilterCatalogue['lookups']['partners']): Option[] {
  const byType = new Map<string, string[]>();
  for (const partner of partners) {
    byType.set(partner.type_public_id, [
      ...(byType.get(partner.type_public_id) ?? []),
      partner.name,
    ]);
  }
  return [...byType].map(([type, names]) => option(type, `${type} (${names.join(', ')})`));
}

/** The filters in screen order, with the choices `catalogue` gives (empty while it loads). */
export function bookingFiltersOf(
  catalogue: Partial<FilterCatalogue>,
): FilterField<BookingFilterName>[] {
  const { lookups } = catalogue;
  return [
    { name: 'search', label: 'Search (reference, name, e-mail, phone)', kind: 'text' },
    { name: 'from', label: 'From', kind: 'date' },
    { name: 'to', label: 'To', kind: 'date' },
    {
      name: 'guests',
      label: 'Guests',
      kind: 'choice',
      anyLabel: 'No Filter',
      options: guestCountOptions,
    },
    {
      name: 'booking_status',
      label: 'Status',
      kind: 'choice',
      options: bookingStatuses.map((status) => option(status, statusInWords(status))),
    },
    {
      name: 'booking_payment_status',
      label: 'Payment status',
      kind: 'choice',
      options: ['Unpaid', 'Partially Paid', 'Paid', 'FOC'].map((status) => option(status)),
    },
    {
      name: 'booking_type',
      label: 'Type',
      kind: 'choice',
      options: [
        option('FF9330A3', 'Individual'),
        option('8D7E6504', 'School'),
        option('C3237489', 'Corporate'),
      ],
    },
    {
      name: 'source',
      label: 'Source',
      kind: 'choice',
      options: [option('public', 'Public site'), option('staff', 'Staff'), option('gate', 'Gate')],
    },
    {
      name: 'partner_type',
      label: 'Partner type',
      kind: 'choice',
      options: partnerTypeOptions(lookups?.partners ?? []),
    },
    {
      name: 'partner',
      label: 'Partner',
      kind: 'choice',
      options: (lookups?.partners ?? []).map((partner) => option(partner.public_id, partner.name)),
    },
    {
      name: 'membership_level',
      label: 'Membership level',
      kind: 'choice',
      options: (catalogue.membershipSettings?.settings ?? []).map((setting) =>
        option(setting.public_id, `${setting.custom_name} (${setting.name})`),
      ),
    },
    {
      name: 'destination',
      label: 'Destination',
      kind: 'choice',
      options: (lookups?.destinations ?? []).map((destination) =>
        option(destination.destination_public_id, destination.destination_name),
      ),
    },
    {
      name: 'country',
      label: 'Country',
      kind: 'choice',
      options: (lookups?.countries ?? []).map((country) => option(country.code, country.name)),
    },
    {
      name: 'guest_type',
      label: 'Guest type',
      kind: 'choice',
      options: (catalogue.conservationFees ?? []).map((fee) =>
        option(fee.payment_public_id, fee.payment_person),
      ),
    },
    {
      name: 'facility',
      label: 'Accommodation',
      kind: 'choice',
      options: (catalogue.facilities ?? []).map((facility) =>
        option(facility.public_id, facility.name),
      ),
    },
    {
      name: 'activity',
      label: 'Activity',
      kind: 'choice',
      options: (catalogue.activities ?? []).map((activity) =>
        option(activity.public_id, activity.name),
      ),
    },
  ];
}

/** One catalogue endpoint, read once and kept for the session. */
function useCatalogue<T>(path: string) {
  return useQuery({
    queryKey: ['catalogue', path],
    queryFn: () => staffGet<T>(path),
    staleTime: Infinity,
  }).data;
}

/** The bookings list's filters with the catalogue's choices (see the module comment). */
export function useBookingFilters(): readonly FilterField<BookingFilterName>[] {
  const lookups = useCatalogue<FilterCatalogue['lookups']>('/public/lookups');
  const conservationFees = useCatalogue<FilterCatalogue['conservationFees']>(
    '/public/conservation-fees',
  );
  const facilities = useCatalogue<FilterCatalogue['facilities']>('/public/facilities');
  const activities = useCatalogue<FilterCatalogue['activities']>('/public/activities');
  const membershipSettings = useCatalogue<FilterCatalogue['membershipSettings']>(
    '/public/membership-settings',
  );
  return useMemo(
    () =>
      bookingFiltersOf({ lookups, conservationFees, facilities, activities, membershipSettings }),
    [lookups, conservationFees, facilities, activities, membershipSettings],
  );
}

/** The `list` tabs of the bookings screen, in order. */
export const bookingListTabs: readonly { list: BookingList; label: string }[] = [
  { list: 'all', label: 'All' },
  { list: 'confirmed', label: 'Confirmed' },
  { list: 'unconfirmed', label: 'Unconfirmed' },
  { list: 'checked_in', label: 'Checked in' },
  { list: 'checked_out', label: 'Checked out' },
  { list: 'overstays', label: 'Overstays' },
  { list: 'today_check_in', label: "Today's check-ins" },
  { list: 'today_check_out', label: "Today's check-outs" },
  { list: 'inspection', label: 'Inspection' },
  { list: 'alerted', label: 'Alerted' },
  { list: 'unticketed_alerted', label: 'Unticketed alerted' },
  { list: 'residency_proofs', label: 'Residency proofs' },
  { list: 'deleted', label: 'Deleted' },
];

/** Bookings a page holds (first page and every next one). spec: staff-booking.md §9. */
export const BOOKINGS_PER_PAGE = 15;
