/**
 * The roles, menus and features every installation starts with. Feature urls are the staff
 * route names of membership-backoffice.md §2.5 (without their parameters); type 1 is a screen
 * in the side menu, type 2 an ability on a screen. The API's staff endpoints each need one of
 * these urls (see `staffFeatures`), so what a role may do is data an administrator can change
 * by assigning or detaching features.
 *
 * What each role gets follows the spec: an Administrator has every feature; a Gate Clerk books
 * walk-ins, finds bookings, checks guests in and out, takes gate payments and records payments
 * on a booking; an Inspection Ranger inspects bookings (and lands on `/bookings/inspection`); a
 * Partner books for its own institution, sees and amends its own bookings; a Public User has no
 * back-office feature.
 *
 * spec: membership-backoffice.md §2.4, §2.5, §2.7, §6; staff-booking.md §2, §6.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import type { FeatureType } from '@hifadhi/shared/schemas/auth';

export { staffFeatures };

/** Features that let a user work a gate kiosk (and so sign in there offline). */
export const kioskFeatures: readonly string[] = [staffFeatures.checkIn, staffFeatures.inspection];

interface SeedFeature {
  url: string;
  name: string;
  type: FeatureType;
}

interface SeedMenu {
  menu_public_id: string;
  name: string;
  features: SeedFeature[];
}

const screen = (url: string, name: string): SeedFeature => ({ url, name, type: 1 });
const ability = (url: string, name: string): SeedFeature => ({ url, name, type: 2 });

export const seedMenus: readonly SeedMenu[] = [
  {
    menu_public_id: 'menu-dashboard',
    name: 'Dashboard',
    features: [screen('dashboard', 'Dashboard'), screen('calendar', 'Calendar')],
  },
  {
    menu_public_id: 'menu-bookings',
    name: 'Bookings',
    features: [
      screen('new-booking', 'New booking'),
      screen(staffFeatures.bookings, 'All bookings'),
      screen('booking', 'Booking'),
      screen('find-booking', 'Find booking'),
      screen('confirmed', 'Confirmed'),
      screen('unconfirmed', 'Unconfirmed'),
      screen('checked-in', 'Checked in'),
      screen('checked-out', 'Checked out'),
      screen('incomplete-gate-tickets', 'Incomplete gate tickets'),
      screen('receipt', 'Receipt'),
      screen('new-group-booking', 'New group booking'),
      screen('edit-booking', 'Amend booking'),
      screen('postpone-booking', 'Postpone booking'),
      screen('bookings-residency-proof', 'Residency proofs'),
      screen('bookings-alerts', 'Alerts'),
      screen('booking-settings', 'Booking settings'),
      ability(staffFeatures.updateBooking, 'Update a booking'),
      ability(staffFeatures.focBooking, 'Mark complimentary (FOC)'),
      ability(staffFeatures.creditNote, 'Issue a credit note'),
      ability(staffFeatures.cancelBooking, 'Cancel a booking'),
      ability(staffFeatures.deleteBooking, 'Delete or reinstate a booking'),
      ability(staffFeatures.recordPayment, 'Record a payment'),
    ],
  },
  {
    menu_public_id: 'menu-inspection',
    name: 'Inspection',
    features: [
      screen(staffFeatures.inspection, 'Inspection'),
      screen('booking/inspection', 'Inspect booking'),
      screen('bookings/ban', 'Bans'),
    ],
  },
  {
    menu_public_id: 'menu-partner-bookings',
    name: 'Partner bookings',
    features: [
      screen(staffFeatures.partnerBookings, 'Partner bookings'),
      screen('npartner-booking', 'New partner booking'),
      screen('p-receipt', 'Partner receipt'),
    ],
  },
  {
    menu_public_id: 'menu-payments',
    name: 'Payments',
    features: [
      screen(staffFeatures.payments, 'Payments'),
      screen(staffFeatures.paymentFailures, 'Payment failures'),
      screen(staffFeatures.bankSlips, 'Bank slips'),
      screen(staffFeatures.paymentsAttention, 'Payments needing attention'),
      ability(staffFeatures.allocateBankSlip, 'Allocate a bank slip to a booking'),
    ],
  },
  {
    menu_public_id: 'menu-gate',
    name: 'Gate',
    features: [
      screen(staffFeatures.checkIn, 'Check-in'),
      screen('gate-payment', 'Gate payment'),
      screen(staffFeatures.devices, 'Gate devices'),
      screen(staffFeatures.forcedGateOperations, 'Forced gate operations'),
      screen(staffFeatures.gateShifts, 'Gate shifts'),
    ],
  },
  {
    menu_public_id: 'menu-catalogue',
    name: 'Catalogue',
    features: [
      screen('facilities', 'Facilities'),
      screen('inventory', 'Activities'),
      screen('conservation-fees', 'Conservation fees'),
      screen('vehicle-fees', 'Vehicle fees'),
      screen('partners', 'Partners'),
      screen('promo-codes', 'Promo codes'),
      screen(staffFeatures.discountTypes, 'Discount types'),
      ability(staffFeatures.catalogueDiscounts, 'Set facility and activity discounts'),
    ],
  },
  {
    menu_public_id: 'menu-members-visitors',
    name: 'Members and visitors',
    features: [
      screen('members', 'Members'),
      screen('new-membership', 'New membership'),
      screen(staffFeatures.membershipSettings, 'Membership settings'),
      screen('visitors', 'Visitors'),
      screen('new-visitor', 'New visitor'),
      screen(staffFeatures.visitorsSettings, 'Visitor settings'),
    ],
  },
  {
    menu_public_id: 'menu-donations-volunteers',
    name: 'Donations and volunteers',
    features: [
      screen('donations', 'Donations'),
      screen('doners', 'Donors'),
      screen('all-programs', 'Volunteer programmes'),
      screen(staffFeatures.donationCauses, 'Donation causes'),
      ability(staffFeatures.addDonation, 'Add a donation'),
      ability(staffFeatures.cancelDonation, 'Cancel a donation'),
    ],
  },
  {
    menu_public_id: 'menu-users',
    name: 'Users',
    features: [
      screen(staffFeatures.users, 'Users'),
      screen(staffFeatures.publicUsers, 'Public users'),
      screen(staffFeatures.userTypes, 'User types'),
      screen(staffFeatures.roles, 'Role features'),
      screen(staffFeatures.features, 'Menus and features'),
      screen('all-staff', 'Staff'),
      screen(staffFeatures.departments, 'Departments'),
    ],
  },
  {
    menu_public_id: 'menu-reports-logs',
    name: 'Reports and logs',
    features: [
      screen('reports/booking', 'Booking report'),
      screen('reports/payment', 'Payment report'),
      screen(staffFeatures.dailyReport, 'Daily report'),
      screen(staffFeatures.currencyReport, 'Currency report'),
      screen('reports/visitors', 'Visitors report'),
      screen(staffFeatures.summaryVolume, 'Summary volume'),
      screen(staffFeatures.revenueCharts, 'Revenue charts'),
      screen(staffFeatures.accountingExport, 'Accounting export'),
      screen('logs/auth', 'Sign-in log'),
      screen('logs/system', 'System log'),
      screen(staffFeatures.passwordResetLog, 'Password reset log'),
      screen(staffFeatures.featureTracker, 'Feature tracker'),
      screen(staffFeatures.changeLog, 'Change log'),
    ],
  },
  {
    menu_public_id: 'menu-settings',
    name: 'Settings',
    features: [
      screen(staffFeatures.destinations, 'Destinations'),
      screen(staffFeatures.gates, 'Gates'),
      screen('currency', 'Currencies'),
      screen('vat', 'VAT'),
      screen('catering-levy', 'Catering levy'),
      screen('terms-and-conditions', 'Terms and conditions'),
      screen(staffFeatures.contentPages, 'Content pages'),
      screen(staffFeatures.callsToAction, 'Calls to action'),
      screen(staffFeatures.holidays, 'Holidays'),
      screen(staffFeatures.pickUpLocations, 'Pick-up locations'),
      screen(staffFeatures.entryModes, 'Entry modes'),
      screen(staffFeatures.accommodationTypes, 'Accommodation types'),
      screen(staffFeatures.facilityTypes, 'Facility types'),
      screen(staffFeatures.partnerLodges, 'Partner lodges'),
      screen(staffFeatures.schoolFees, 'School fees'),
      screen(staffFeatures.schools, 'Schools'),
    ],
  },
];

/** The public id of a seeded feature: `feature-` and its url with `/` as `-`. */
export function seedFeaturePublicId(url: string): string {
  return `feature-${url.replaceAll('/', '-')}`;
}

interface SeedRole {
  role_public_id: string;
  name: string;
  landing: string;
  /** Feature urls, or every feature. */
  features: readonly string[] | 'all';
}

/** The demo staff roles, by the names the demo catalogue's staff users carry. */
export const roleNames = {
  administrator: 'Administrator',
  gateClerk: 'Gate Clerk',
  inspectionRanger: 'Inspection Ranger',
  partner: 'Partner',
  publicUser: 'Public User',
} as const;

export const seedRoles: readonly SeedRole[] = [
  {
    role_public_id: 'role-administrator',
    name: roleNames.administrator,
    landing: '/dashboard',
    features: 'all',
  },
  {
    role_public_id: 'role-gate-clerk',
    name: roleNames.gateClerk,
    landing: '/dashboard',
    features: [
      'dashboard',
      'new-booking',
      staffFeatures.bookings,
      'booking',
      'find-booking',
      'checked-in',
      'checked-out',
      'incomplete-gate-tickets',
      'receipt',
      staffFeatures.checkIn,
      'gate-payment',
      staffFeatures.recordPayment,
      'visitors',
      'new-visitor',
    ],
  },
  {
    role_public_id: 'role-inspection-ranger',
    name: roleNames.inspectionRanger,
    landing: '/bookings/inspection',
    features: [staffFeatures.inspection, 'booking/inspection', 'bookings/ban'],
  },
  {
    role_public_id: 'role-partner',
    name: roleNames.partner,
    landing: '/dashboard',
    features: [
      'dashboard',
      staffFeatures.partnerBookings,
      'npartner-booking',
      'p-receipt',
      staffFeatures.editBooking,
    ],
  },
  {
    role_public_id: 'role-public-user',
    name: roleNames.publicUser,
    landing: '/dashboard',
    features: [],
  },
];
