/**
 * The staff application's screens as routes, from the route table (`staff-routes.ts`): each
 * route name's component. A host mounts those it has under its `StaffLayout`. The back-office
 * screens load on demand (`lazy-screens/`), each inside a `LazyScreenFrame`: a new one is one
 * more export of its feature folder's module there and one `xScreens('Name')` line below (an
 * eager import would put it back into the kiosk's main bundle; test/budget/staff-app-weight
 * checks the bundle).
 *
 * spec: membership-backoffice.md §2.5; staff-booking.md §2, §2.9.
 */
import type { TabularReport } from '@hifadhi/shared/schemas/reports';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import {
  catalogueSettingsRoutes,
  cateringTypesRoute,
} from './features/catalogue-settings/settings-routes';
import { BookingInspectionPage } from './features/inspection/BookingInspectionPage';
import { InspectionScanPage } from './features/inspection/InspectionScanPage';
import { InspectionsListPage } from './features/inspection/InspectionsListPage';
import { FeatureVisit } from './features/people-admin/FeatureVisit';
import {
  EditBookingPage,
  NewBookingPage,
  NewPartnerBookingPage,
} from './features/staff-booking-wizard/StaffBookingPages';
import type { StaffRoute } from './features/staff-shell/staff-routes';
import { LazyScreenFrame, lazyScreens } from './lazy-screens/lazy-screen';

// In the main bundle: the screens a gate needs at once, offline too (the ticket inspection
// and the booking wizard, which is the kiosk's walk-in). Every other screen loads on demand,
// one chunk per feature folder (lazy-screens/*.ts); the charts on their own, with recharts.
const alertScreens = lazyScreens(() => import('./lazy-screens/booking-alerts'));
const AlertEditPage = alertScreens('AlertEditPage');
const AlertedListsPage = alertScreens('AlertedListsPage');
const banScreens = lazyScreens(() => import('./lazy-screens/booking-bans'));
const BookingBanPage = banScreens('BookingBanPage');
const BookingBansPage = banScreens('BookingBansPage');
const bookingScreens = lazyScreens(() => import('./lazy-screens/bookings-admin'));
const BookingDetailPage = bookingScreens('BookingDetailPage');
const BookingsListPage = bookingScreens('BookingsListPage');
const catalogueScreens = lazyScreens(() => import('./lazy-screens/catalogue-admin'));
const ActivitiesListPage = catalogueScreens('ActivitiesListPage');
const ActivityPage = catalogueScreens('ActivityPage');
const DiscountTypesPage = catalogueScreens('DiscountTypesPage');
const FacilitiesListPage = catalogueScreens('FacilitiesListPage');
const FacilityPage = catalogueScreens('FacilityPage');
const NewActivityPage = catalogueScreens('NewActivityPage');
const NewFacilityPage = catalogueScreens('NewFacilityPage');
const CatalogueSettingsScreen = lazyScreens(
  () => import('./features/catalogue-settings/catalogue-settings-screens'),
)('CatalogueSettingsScreen');
const GateShiftsListPage = lazyScreens(() => import('./features/gate-shifts/GateShiftsListPage'))(
  'GateShiftsListPage',
);
const logScreens = lazyScreens(() => import('./lazy-screens/logs'));
const AuthLogPage = logScreens('AuthLogPage');
const ChangeLogPage = logScreens('ChangeLogPage');
const memberScreens = lazyScreens(() => import('./lazy-screens/members-admin'));
const CorporateMemberPage = memberScreens('CorporateMemberPage');
const CorporateMembersPage = memberScreens('CorporateMembersPage');
const MemberPage = memberScreens('MemberPage');
const MembershipSettingsPage = memberScreens('MembershipSettingsPage');
const MembersListPage = memberScreens('MembersListPage');
const MemberTypesPage = memberScreens('MemberTypesPage');
const NewMemberPage = memberScreens('NewMemberPage');
const lodgeScreens = lazyScreens(() => import('./lazy-screens/partner-lodges'));
const PartnerLodgePage = lodgeScreens('PartnerLodgePage');
const PartnerLodgesPage = lodgeScreens('PartnerLodgesPage');
const paymentScreens = lazyScreens(() => import('./lazy-screens/payments-admin'));
const BankSlipsPage = paymentScreens('BankSlipsPage');
const PaymentFailuresPage = paymentScreens('PaymentFailuresPage');
const PaymentsAttentionPage = paymentScreens('PaymentsAttentionPage');
const PaymentsListPage = paymentScreens('PaymentsListPage');
const peopleScreens = lazyScreens(() => import('./lazy-screens/people-admin'));
const CausesPage = peopleScreens('CausesPage');
const DepartmentsPage = peopleScreens('DepartmentsPage');
const DonationPage = peopleScreens('DonationPage');
const FeatureTrackerPage = peopleScreens('FeatureTrackerPage');
const PasswordResetLogPage = peopleScreens('PasswordResetLogPage');
const RequestLogPage = peopleScreens('RequestLogPage');
const NewDonationPage = peopleScreens('NewDonationPage');
const NewVisitorPage = peopleScreens('NewVisitorPage');
const NewProgramPage = peopleScreens('NewProgramPage');
const ProgramPage = peopleScreens('ProgramPage');
const ProgramsListPage = peopleScreens('ProgramsListPage');
const VolunteerApplicationPage = peopleScreens('VolunteerApplicationPage');
const NewStaffPage = peopleScreens('NewStaffPage');
const StaffListPage = peopleScreens('StaffListPage');
const StaffMemberPage = peopleScreens('StaffMemberPage');
const VisitorPage = peopleScreens('VisitorPage');
const VisitorSettingsPage = peopleScreens('VisitorSettingsPage');
const VisitorsListPage = peopleScreens('VisitorsListPage');
const peopleListScreens = lazyScreens(() => import('./lazy-screens/people-lists'));
const DonationsListPage = peopleListScreens('DonationsListPage');
const VolunteersListPage = peopleListScreens('VolunteersListPage');
const PostponeBookingPage = lazyScreens(
  () => import('./features/postpone-booking/PostponeBookingPage'),
)('PostponeBookingPage');
const reportScreens = lazyScreens(() => import('./lazy-screens/reports'));
const AccountingExportPage = reportScreens('AccountingExportPage');
const CalendarsPage = reportScreens('CalendarsPage');
const ConservationVehicleCalendarPage = reportScreens('ConservationVehicleCalendarPage');
const DailyReportPage = reportScreens('DailyReportPage');
const ReportPage = reportScreens('ReportPage');
const ChartsPage = lazyScreens(() => import('./features/reports/ChartsPage'))('ChartsPage');
const schoolFeeScreens = lazyScreens(() => import('./lazy-screens/school-fees'));
const SchoolFeePage = schoolFeeScreens('SchoolFeePage');
const SchoolFeesPage = schoolFeeScreens('SchoolFeesPage');
const StaffDashboardPage = lazyScreens(
  () => import('./features/staff-dashboard/StaffDashboardPage'),
)('StaffDashboardPage');
const userScreens = lazyScreens(() => import('./lazy-screens/users-admin'));
const NewUserPage = userScreens('NewUserPage');
const RolePage = userScreens('RolePage');
const UserPage = userScreens('UserPage');
const UsersListPage = userScreens('UsersListPage');
const UserTypesPage = userScreens('UserTypesPage');

/** The catalogue settings' route names (their screens are one chunk). */
const catalogueSettingsNames = new Set(
  [...catalogueSettingsRoutes, cateringTypesRoute].map((route) => route.name),
);

/** The tabular reports' screens by route name. */
const tabularReportRoutes: Record<string, TabularReport> = {
  SummaryVolume: 'summary-volume',
  BookingReport: 'booking',
  CurrencyReport: 'currency',
  PaymentReport: 'payment',
  VisitorsReport: 'visitors',
};

const listTitles: Record<string, string> = {
  Bookings: 'Bookings',
  Confirmed: 'Confirmed bookings',
  Unconfirmed: 'Unconfirmed bookings',
  CheckedIn: 'Checked-in bookings',
  CheckedOut: 'Checked-out bookings',
  BookingsResidencyProof: 'Bookings with residency proofs',
  PartnerBookings: 'Partner bookings',
};

function screenOf(route: StaffRoute, routes: readonly StaffRoute[]): ReactNode {
  if (route.name === 'Dashboard') return <StaffDashboardPage routes={routes} />;
  if (route.name === 'Booking') return <BookingDetailPage />;
  if (route.name === 'Payments') return <PaymentsListPage />;
  if (route.name === 'PaymentFailures') return <PaymentFailuresPage />;
  if (route.name === 'BankSlips') return <BankSlipsPage />;
  if (route.name === 'PaymentsAttention') return <PaymentsAttentionPage />;
  if (route.name === 'BookingsInspection') return <InspectionScanPage />;
  if (route.name === 'BookingInspection') return <BookingInspectionPage />;
  if (route.name === 'Inspections') return <InspectionsListPage />;
  if (route.name === 'BookingsBan') return <BookingBansPage />;
  if (route.name === 'BookingBan') return <BookingBanPage />;
  if (route.name === 'UpdateBookingAlert') return <AlertEditPage />;
  if (route.list === 'alerted' || route.list === 'unticketed_alerted') {
    return <AlertedListsPage list={route.list} />;
  }
  if (route.name === 'PostponeBooking') return <PostponeBookingPage />;
  if (route.name === 'NewBooking') return <NewBookingPage mode="new" />;
  if (route.name === 'NewGroupBooking') return <NewBookingPage mode="group" />;
  if (route.name === 'NewPartnerBooking') return <NewPartnerBookingPage />;
  if (route.name === 'EditBooking') return <EditBookingPage />;
  if (route.name === 'DailyReport') return <DailyReportPage />;
  if (route.name in tabularReportRoutes) {
    return <ReportPage report={tabularReportRoutes[route.name]!} />;
  }
  if (route.name === 'Charts') return <ChartsPage />;
  if (route.name === 'Calendar') return <CalendarsPage />;
  if (route.name === 'ConservationVehicleCalendar') return <ConservationVehicleCalendarPage />;
  if (route.name === 'BatchFiles') return <AccountingExportPage />;
  if (route.name === 'GateShifts') return <GateShiftsListPage />;
  if (route.name === 'Members') return <MembersListPage />;
  if (route.name === 'Member') return <MemberPage />;
  if (route.name === 'NewMembership') return <NewMemberPage />;
  if (route.name === 'CorporateMembers') return <CorporateMembersPage />;
  if (route.name === 'CorporateMember') return <CorporateMemberPage />;
  if (route.name === 'MembershipSettings') return <MembershipSettingsPage />;
  if (route.name === 'MemberTypes') return <MemberTypesPage />;
  if (route.name === 'Donations') return <DonationsListPage />;
  if (route.name === 'Donation') return <DonationPage />;
  if (route.name === 'AddDonation') return <NewDonationPage />;
  if (route.name === 'DonationsCauses') return <CausesPage />;
  if (route.name === 'AllPrograms') return <ProgramsListPage />;
  if (route.name === 'AddNewProgram') return <NewProgramPage />;
  if (route.name === 'MVolunteerProgram') return <ProgramPage />;
  if (route.name === 'VolunteerApplication') return <VolunteerApplicationPage />;
  if (route.name === 'AllStaff') return <StaffListPage />;
  if (route.name === 'AddStaff') return <NewStaffPage />;
  if (route.name === 'EditStaff') return <StaffMemberPage />;
  if (route.name === 'StaffSettings') return <DepartmentsPage />;
  if (route.name === 'Visitors') return <VisitorsListPage />;
  if (route.name === 'Visitor') return <VisitorPage />;
  if (route.name === 'NewVisitor') return <NewVisitorPage />;
  if (route.name === 'VisitorsSettings') return <VisitorSettingsPage />;
  if (route.name === 'SystemLogs') return <RequestLogPage />;
  if (route.name === 'PasswordResetLogs') return <PasswordResetLogPage />;
  if (route.name === 'FeatureTracker') return <FeatureTrackerPage />;
  if (route.name === 'Volunteers') return <VolunteersListPage />;
  if (route.name === 'AuthLogs') return <AuthLogPage />;
  if (route.name === 'Changelog') return <ChangeLogPage />;
  if (route.name === 'Users') return <UsersListPage which="staff" />;
  if (route.name === 'PartnerUsers') return <UsersListPage which="partner" />;
  if (route.name === 'PublicUsers') return <UsersListPage which="public" />;
  if (route.name === 'NewUser') return <NewUserPage />;
  if (route.name === 'User' || route.name === 'PublicUser') return <UserPage />;
  if (route.name === 'UserTypes') return <UserTypesPage />;
  if (route.name === 'Roles') return <RolePage />;
  if (route.name === 'Facilities') return <FacilitiesListPage />;
  if (route.name === 'NewFacility') return <NewFacilityPage />;
  if (route.name === 'Facility') return <FacilityPage />;
  if (route.name === 'Inventory') return <ActivitiesListPage />;
  if (route.name === 'NewInventory') return <NewActivityPage />;
  if (route.name === 'SingleInventory') return <ActivityPage />;
  if (route.name === 'DiscountTypes') return <DiscountTypesPage />;
  if (route.name === 'PartnerLodges') return <PartnerLodgesPage />;
  if (route.name === 'PartnerLodge') return <PartnerLodgePage />;
  if (route.name === 'SchoolFees') return <SchoolFeesPage />;
  if (route.name === 'SchoolFee') return <SchoolFeePage />;
  if (catalogueSettingsNames.has(route.name)) return <CatalogueSettingsScreen name={route.name} />;
  const title = listTitles[route.name] ?? route.name;
  return route.name === 'Bookings' ? (
    <BookingsListPage title={title} />
  ) : (
    <BookingsListPage list={route.list} title={title} />
  );
}

/** The `<Route>`s of `routes`. */
export function staffScreenRoutes(routes: readonly StaffRoute[]) {
  return routes.map((route) => (
    <Route
      key={route.name}
      path={route.path}
      element={
        <FeatureVisit feature={route.feature}>
          <LazyScreenFrame key={route.name}>{screenOf(route, routes)}</LazyScreenFrame>
        </FeatureVisit>
      }
    />
  ));
}
