/**
 * The feature urls the API's staff endpoints need and the staff application checks before it
 * offers a screen or a button: one list, so the two never drift apart. Feature urls are the staff
 * route names of membership-backoffice.md §2.5 (without their parameters); the API seeds them
 * and assigns them to roles (api/src/auth/access-catalogue.ts).
 *
 * spec: membership-backoffice.md §2.4, §2.5, §2.7; staff-booking.md §6.
 */
/** Feature urls the API's own staff endpoints need. */
export const staffFeatures = {
  users: 'users',
  publicUsers: 'public-users',
  userTypes: 'user-types',
  roles: 'roles',
  features: 'features',
  devices: 'devices',
  forcedGateOperations: 'forced-gate-operations',
  /** Gate shifts and their cash-up (`GET /gate-shifts`). */
  gateShifts: 'gate-shifts',
  bookings: 'bookings',
  partnerBookings: 'partner-bookings',
  /** The booking wizard's modes (staff-booking.md §2): new, group, amend, partner. */
  newBooking: 'new-booking',
  newGroupBooking: 'new-group-booking',
  editBooking: 'edit-booking',
  newPartnerBooking: 'npartner-booking',
  inspection: 'bookings/inspection',
  cancelBooking: 'bookings/cancel',
  /** Confirm, unconfirm, check in or out, defer a payment (staff-booking.md §6 "update"). */
  updateBooking: 'bookings/update',
  focBooking: 'bookings/foc',
  creditNote: 'bookings/credit-note',
  /** Delete (soft) and reinstate a booking. */
  deleteBooking: 'bookings/delete',
  /** Record a payment staff received (cash, bank transfer, cheque, voucher, …). */
  recordPayment: 'bookings/payment',
  /** Postpone a booking: the PostponeBooking screen and its `POST /bookings/{id}/postpone`. */
  postponeBooking: 'postpone-booking',
  /** Booking bans: list, create, edit, end (staff-booking.md §3.13). */
  bookingBans: 'bookings/ban',
  /** Alerts on a booking: add, edit, resolve; the alerted lists. */
  bookingAlerts: 'bookings-alerts',
  checkIn: 'checkin',
  paymentReport: 'reports/payment',
  /** The daily report and the gate-entry CSV (`GET /reports/daily`, `/reports/gate-entry.csv`). */
  dailyReport: 'reports/daily',
  /** The summary volume report: guests and vehicles arriving (`GET /reports/summary-volume`). */
  summaryVolume: 'volumes',
  /** The booking, currency and visitors reports (`GET /reports/{booking,currency,visitors}`). */
  bookingReport: 'reports/booking',
  currencyReport: 'reports/currency',
  visitorsReport: 'reports/visitors',
  /** The revenue charts (`GET /reports/charts/{chart}`). */
  revenueCharts: 'charts',
  /** The occupancy and arrivals calendars (`GET /reports/calendars/...`). */
  calendar: 'calendar',
  /** The accounting export, a day's batch file (`GET /reports/accounting.csv`). */
  accountingExport: 'batchfiles',
  /** The payments back office: received and pending payments, failures, bank slips. */
  payments: 'payments',
  paymentFailures: 'payment-failures',
  bankSlips: 'bank-slips',
  /** Allocate a bank slip to a booking (records its Bank Transfer payment). */
  allocateBankSlip: 'bank-slips/allocate',
  /** Payments flagged for attention, settled by a refund or a credit note. */
  paymentsAttention: 'payments/attention',
  /** Members: the list, a member's read and edit (membership-backoffice.md §2.2). */
  members: 'members',
  /** Staff registration of a member (NewMember, with Is Paid). */
  newMembership: 'new-membership',
  /** Membership settings: prices, persons and discounts of each membership. */
  membershipSettings: 'membership-settings',
  donations: 'donations',
  /** Volunteer programmes and their applications. */
  volunteerPrograms: 'all-programs',
  /** The sign-in log and the change log of staff writes. */
  authLog: 'logs/auth',
  changeLog: 'logs/changes',
  /** Facilities: closures, surges and price changes (api-contract.md §Catalogue administration). */
  facilities: 'facilities',
  /** Activities (the spec's inventory): list, make, edit, price, deactivate, delete, restore. */
  activities: 'inventory',
  /** Discount types: named kinds of partner deal, each tied to a partner type. */
  discountTypes: 'discount-types',
  /** A facility's or an activity's own offer and a facility's discounts per discount type. */
  catalogueDiscounts: 'discounts',
  /** Promo codes: make, list, edit, activate, delete and restore them, and their usage. */
  promoCodes: 'promo-codes',
  /** Destinations: the list and renaming one. */
  destinations: 'destinations',
  /** Gates: the list, renaming one or moving it to another entry mode. */
  gates: 'gates',
  /** Partners and partner types: add, edit, suspend, delete and restore. */
  partners: 'partners',
  /** Content pages (the public terms among them) and page types. */
  contentPages: 'extra-pages',
  /** The terms and policies the public site shows (the content pages of type `terms`). */
  termsAndConditions: 'terms-and-conditions',
  /** The public home page's calls to action. */
  callsToAction: 'call-to-action',
  /** Holidays the conservancy keeps. */
  holidays: 'holidays',
  /** Activities' pick-up locations. */
  pickUpLocations: 'pick-up-locations',
  /** Entry modes (gates belong to one). */
  entryModes: 'entry-modes',
  /** Facility settings: accommodation types. */
  accommodationTypes: 'facilities/settings',
  /** Facility types and the pricing rule each carries. */
  facilityTypes: 'facility/types',
  /** Partner lodges ("Escapes"): prices, supplements, commission; soft delete and restore. */
  partnerLodges: 'partner-lodges',
  /** School conservation fee rates per destination and guest category; soft delete, restore. */
  schoolFees: 'school-fees',
  /** Schools a school booking names: added, renamed, soft deleted and restored. */
  schools: 'schools',
  /** Currencies and their exchange rate history. */
  currency: 'currency',
  /** VAT rates with their history. */
  vat: 'vat',
  /** Catering levy rates with their history. */
  cateringLevy: 'catering-levy',
  /** Conservation fee schedules (new amounts from an effective date). */
  conservationFees: 'conservation-fees',
  /** Vehicle fee schedules. */
  vehicleFees: 'vehicle-fees',
  /** Visitors: visitations (open and closed), edit, close, delete, the report. */
  visitors: 'visitors',
  /** Record a new visitor's visit and print the pass. */
  newVisitor: 'new-visitor',
  /** Identification and visitor types. */
  visitorsSettings: 'visitors-settings',
  /** Staff add a donation they received; ask a donor's phone for an M-Pesa payment. */
  addDonation: 'add-donation',
  /** Cancel a donation (kept with who cancelled it). */
  cancelDonation: 'donations/cancel',
  /** Donation causes and their public flag. */
  donationCauses: 'donations-causes',
  /** The staff directory (all-staff) and departments (staff-settings). */
  staffDirectory: 'all-staff',
  departments: 'staff-settings',
  /** The request log (system), the password reset log and the feature tracker. */
  requestLog: 'logs/system',
  passwordResetLog: 'logs/password-reset',
  featureTracker: 'logs/feature-tracker',
} as const;
