/**
 * The staff application's screens: route name, path, the feature url that opens it, and the
 * `list` of `GET /bookings` a booking list shows. The side menu links a feature to the screen
 * whose `feature` is its url; the route guard checks the same table. Each later screen is one
 * more row here and its component in App.
 *
 * spec: membership-backoffice.md §2.4 (feature urls), §2.5 (staff route table);
 * staff-booking.md §2 (routes), §2.9 (booking lists).
 */
import type { BookingList } from '@hifadhi/shared/schemas/staff-booking-operations';
import { catalogueSettingsRoutes, cateringTypesRoute } from '../catalogue-settings/settings-routes';

export interface StaffRoute {
  /** The spec's route name (e.g. `Booking`), which the allow-list names. */
  name: string;
  /** The path under the app's base, with `:param`s. */
  path: string;
  /** The feature url that opens it. */
  feature: string;
  /** For a booking list: the list it shows. */
  list?: BookingList;
}

export const staffRoutes: readonly StaffRoute[] = [
  { name: 'Dashboard', path: '/dashboard', feature: 'dashboard' },
  { name: 'Bookings', path: '/bookings', feature: 'bookings', list: 'all' },
  { name: 'Confirmed', path: '/confirmed', feature: 'confirmed', list: 'confirmed' },
  { name: 'Unconfirmed', path: '/unconfirmed', feature: 'unconfirmed', list: 'unconfirmed' },
  { name: 'CheckedIn', path: '/checked-in', feature: 'checked-in', list: 'checked_in' },
  { name: 'CheckedOut', path: '/checked-out', feature: 'checked-out', list: 'checked_out' },
  {
    name: 'BookingsResidencyProof',
    path: '/bookings-residency-proof',
    feature: 'bookings-residency-proof',
    list: 'residency_proofs',
  },
  {
    name: 'PartnerBookings',
    path: '/partner-bookings',
    feature: 'partner-bookings',
    list: 'all',
  },
  { name: 'Booking', path: '/booking/:booking_id', feature: 'booking' },
  { name: 'Payments', path: '/payments', feature: 'payments' },
  { name: 'PaymentFailures', path: '/payment-failures', feature: 'payment-failures' },
  { name: 'BankSlips', path: '/bank-slips', feature: 'bank-slips' },
  { name: 'PaymentsAttention', path: '/payments/attention', feature: 'payments/attention' },
  // Before BookingsInspection: the side menu's Inspection link opens the last screen of its feature.
  { name: 'Inspections', path: '/inspections', feature: 'bookings/inspection' },
  { name: 'BookingsInspection', path: '/bookings/inspection', feature: 'bookings/inspection' },
  {
    name: 'BookingInspection',
    path: '/booking/inspection/:booking_id',
    feature: 'booking/inspection',
  },
  { name: 'BookingsBan', path: '/bookings/ban', feature: 'bookings/ban' },
  { name: 'BookingBan', path: '/bookings/ban/:booking_ban_id', feature: 'bookings/ban' },
  {
    name: 'BookingsUnticketedAlerts',
    path: '/bookings-unticketed-alerts',
    feature: 'bookings-alerts',
    list: 'unticketed_alerted',
  },
  // After the unticketed list: the side menu's Alerts link opens the last screen of its feature.
  { name: 'BookingsAlerts', path: '/bookings-alerts', feature: 'bookings-alerts', list: 'alerted' },
  {
    name: 'UpdateBookingAlert',
    path: '/booking/update-alert/:note_id',
    feature: 'bookings-alerts',
  },
  { name: 'PostponeBooking', path: '/postpone-booking/:booking_id', feature: 'postpone-booking' },
  { name: 'NewBooking', path: '/new-booking', feature: 'new-booking' },
  { name: 'EditBooking', path: '/edit-booking/:booking_id', feature: 'edit-booking' },
  { name: 'NewPartnerBooking', path: '/npartner-booking', feature: 'npartner-booking' },
  { name: 'NewGroupBooking', path: '/new-group-booking', feature: 'new-group-booking' },
  { name: 'DailyReport', path: '/reports/daily', feature: 'reports/daily' },
  { name: 'SummaryVolume', path: '/volumes', feature: 'volumes' },
  { name: 'BookingReport', path: '/reports/booking', feature: 'reports/booking' },
  { name: 'CurrencyReport', path: '/reports/currency', feature: 'reports/currency' },
  { name: 'PaymentReport', path: '/reports/payment', feature: 'reports/payment' },
  { name: 'VisitorsReport', path: '/reports/visitors', feature: 'reports/visitors' },
  { name: 'Charts', path: '/charts', feature: 'charts' },
  // Before Calendar: the side menu's Calendar link opens the last screen of its feature.
  {
    name: 'ConservationVehicleCalendar',
    path: '/calendar/conservation-vehicles',
    feature: 'calendar',
  },
  { name: 'Calendar', path: '/calendar', feature: 'calendar' },
  { name: 'BatchFiles', path: '/batchfiles', feature: 'batchfiles' },
  { name: 'GateShifts', path: '/gate-shifts', feature: 'gate-shifts' },
  // Member before Members: the side menu's Members link opens the last screen of its feature.
  { name: 'CorporateMembers', path: '/corporate-members', feature: 'members' },
  { name: 'CorporateMember', path: '/corporate/member/:member_id', feature: 'members' },
  { name: 'Member', path: '/member/:member_id', feature: 'members' },
  { name: 'Members', path: '/members', feature: 'members' },
  { name: 'NewMembership', path: '/new-membership', feature: 'new-membership' },
  { name: 'MemberTypes', path: '/membership-settings/types', feature: 'membership-settings' },
  { name: 'MembershipSettings', path: '/membership-settings', feature: 'membership-settings' },
  // Donation before Donations: the side menu's link opens the last screen of its feature.
  { name: 'Donation', path: '/donation/:donation_id', feature: 'donations' },
  { name: 'Donations', path: '/donations', feature: 'donations' },
  { name: 'AddDonation', path: '/add-donation', feature: 'add-donation' },
  { name: 'DonationsCauses', path: '/donations-causes', feature: 'donations-causes' },
  { name: 'Visitor', path: '/visitor/:visitor_id', feature: 'visitors' },
  { name: 'Visitors', path: '/visitors', feature: 'visitors' },
  { name: 'NewVisitor', path: '/new-visitor', feature: 'new-visitor' },
  { name: 'VisitorsSettings', path: '/visitors-settings', feature: 'visitors-settings' },
  { name: 'SystemLogs', path: '/logs/system', feature: 'logs/system' },
  { name: 'PasswordResetLogs', path: '/logs/password-reset', feature: 'logs/password-reset' },
  { name: 'FeatureTracker', path: '/logs/feature-tracker', feature: 'logs/feature-tracker' },
  { name: 'Volunteers', path: '/volunteers', feature: 'all-programs' },
  { name: 'AddNewProgram', path: '/add-new-program', feature: 'all-programs' },
  { name: 'MVolunteerProgram', path: '/m-program/:program_id', feature: 'all-programs' },
  {
    name: 'VolunteerApplication',
    path: '/volunteer-application/:applicant_id',
    feature: 'all-programs',
  },
  // Last of its feature: the side menu's Volunteer programmes link opens it.
  { name: 'AllPrograms', path: '/all-programs', feature: 'all-programs' },
  { name: 'AddStaff', path: '/add-staff', feature: 'all-staff' },
  { name: 'EditStaff', path: '/edit-staff/:staff_id', feature: 'all-staff' },
  { name: 'AllStaff', path: '/all-staff', feature: 'all-staff' },
  { name: 'StaffSettings', path: '/staff-settings', feature: 'staff-settings' },
  { name: 'AuthLogs', path: '/logs/auth', feature: 'logs/auth' },
  { name: 'Changelog', path: '/logs/changes', feature: 'logs/changes' },
  { name: 'NewUser', path: '/add-user', feature: 'users' },
  { name: 'PartnerUsers', path: '/partner-users', feature: 'users' },
  // After NewUser and PartnerUsers: the side menu's Users link opens the last screen of its feature.
  { name: 'Users', path: '/users', feature: 'users' },
  { name: 'User', path: '/user/:public_id', feature: 'users' },
  { name: 'PublicUsers', path: '/public-users', feature: 'public-users' },
  { name: 'PublicUser', path: '/public-user/:public_id', feature: 'public-users' },
  { name: 'UserTypes', path: '/user-types', feature: 'user-types' },
  { name: 'Roles', path: '/roles/:role_id', feature: 'roles' },
  // NewFacility and Facility before Facilities: the side menu's link opens the last screen.
  { name: 'NewFacility', path: '/new-facility', feature: 'facilities' },
  cateringTypesRoute,
  { name: 'Facility', path: '/m-facility/:facility_id', feature: 'facilities' },
  { name: 'Facilities', path: '/facilities', feature: 'facilities' },
  { name: 'NewInventory', path: '/new-inventory', feature: 'inventory' },
  { name: 'SingleInventory', path: '/single-inventory/:inventory_id', feature: 'inventory' },
  { name: 'Inventory', path: '/inventory', feature: 'inventory' },
  { name: 'DiscountTypes', path: '/discount-types', feature: 'discount-types' },
  // PartnerLodge before PartnerLodges: the side menu's link opens the last screen of its feature.
  { name: 'PartnerLodge', path: '/partner-lodge/:lodge_id', feature: 'partner-lodges' },
  { name: 'PartnerLodges', path: '/partner-lodges', feature: 'partner-lodges' },
  // SchoolFee before SchoolFees: the side menu's link opens the last screen of its feature.
  { name: 'SchoolFee', path: '/school-fee/:fee_id', feature: 'school-fees' },
  { name: 'SchoolFees', path: '/school-fees', feature: 'school-fees' },
  ...catalogueSettingsRoutes,
];

/** The path of booking `bookingPublicId`'s page. */
export function bookingPath(bookingPublicId: string): string {
  return `/booking/${encodeURIComponent(bookingPublicId)}`;
}

/** The path of the EditBooking screen (amend) of booking `bookingPublicId`. */
export function editBookingPath(bookingPublicId: string): string {
  return `/edit-booking/${encodeURIComponent(bookingPublicId)}`;
}

/** The path of the PostponeBooking screen of booking `bookingPublicId`. */
export function postponePath(bookingPublicId: string): string {
  return `/postpone-booking/${encodeURIComponent(bookingPublicId)}`;
}
