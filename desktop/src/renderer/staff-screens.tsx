/**
 * The staff application's screens as routes, from the route table (`staff-routes.ts`): each
 * route name's component. A host mounts those it has under its `StaffLayout`.
 *
 * spec: membership-backoffice.md §2.5; staff-booking.md §2, §2.9.
 */
import type { TabularReport } from '@hifadhi/shared/schemas/reports';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route } from 'react-router';
import { AlertEditPage } from './features/booking-alerts/AlertEditPage';
import { AlertedListsPage } from './features/booking-alerts/AlertedListsPage';
import { BookingBanPage } from './features/booking-bans/BookingBanPage';
import { BookingBansPage } from './features/booking-bans/BookingBansPage';
import { BookingDetailPage } from './features/bookings-admin/BookingDetailPage';
import { BookingsListPage } from './features/bookings-admin/BookingsListPage';
import { ActivitiesListPage } from './features/catalogue-admin/ActivitiesListPage';
import { ActivityPage } from './features/catalogue-admin/ActivityPage';
import { DiscountTypesPage } from './features/catalogue-admin/DiscountTypesPage';
import { FacilitiesListPage } from './features/catalogue-admin/FacilitiesListPage';
import { FacilityPage } from './features/catalogue-admin/FacilityPage';
import { NewActivityPage } from './features/catalogue-admin/NewActivityPage';
import { NewFacilityPage } from './features/catalogue-admin/NewFacilityPage';
import { catalogueSettingsScreen } from './features/catalogue-settings/catalogue-settings-screens';
import { GateShiftsListPage } from './features/gate-shifts/GateShiftsListPage';
import { BookingInspectionPage } from './features/inspection/BookingInspectionPage';
import { InspectionScanPage } from './features/inspection/InspectionScanPage';
import { InspectionsListPage } from './features/inspection/InspectionsListPage';
import { AuthLogPage } from './features/logs/AuthLogPage';
import { ChangeLogPage } from './features/logs/ChangeLogPage';
import { CorporateMemberPage } from './features/members-admin/CorporateMemberPage';
import { CorporateMembersPage } from './features/members-admin/CorporateMembersPage';
import { MemberPage } from './features/members-admin/MemberPage';
import { MembershipSettingsPage } from './features/members-admin/MembershipSettingsPage';
import { MembersListPage } from './features/members-admin/MembersListPage';
import { MemberTypesPage } from './features/members-admin/MemberTypesPage';
import { NewMemberPage } from './features/members-admin/NewMemberPage';
import { PartnerLodgePage } from './features/partner-lodges/PartnerLodgePage';
import { PartnerLodgesPage } from './features/partner-lodges/PartnerLodgesPage';
import { BankSlipsPage } from './features/payments-admin/BankSlipsPage';
import { PaymentFailuresPage } from './features/payments-admin/PaymentFailuresPage';
import { PaymentsAttentionPage } from './features/payments-admin/PaymentsAttentionPage';
import { PaymentsListPage } from './features/payments-admin/PaymentsListPage';
import { CausesPage } from './features/people-admin/CausesPage';
import { DepartmentsPage } from './features/people-admin/DepartmentsPage';
import { DonationPage } from './features/people-admin/DonationPage';
import { FeatureVisit } from './features/people-admin/FeatureVisit';
import {
  FeatureTrackerPage,
  PasswordResetLogPage,
  RequestLogPage,
} from './features/people-admin/LogPages';
import { NewDonationPage } from './features/people-admin/NewDonationPage';
import { NewVisitorPage } from './features/people-admin/NewVisitorPage';
import {
  NewProgramPage,
  ProgramPage,
  ProgramsListPage,
  VolunteerApplicationPage,
} from './features/people-admin/ProgramPages';
import { NewStaffPage, StaffListPage, StaffMemberPage } from './features/people-admin/StaffPages';
import { VisitorPage } from './features/people-admin/VisitorPage';
import { VisitorSettingsPage } from './features/people-admin/VisitorSettingsPage';
import { VisitorsListPage } from './features/people-admin/VisitorsListPage';
import { DonationsListPage } from './features/people-lists/DonationsListPage';
import { VolunteersListPage } from './features/people-lists/VolunteersListPage';
import { PostponeBookingPage } from './features/postpone-booking/PostponeBookingPage';
import { AccountingExportPage } from './features/reports/AccountingExportPage';
import { CalendarsPage, ConservationVehicleCalendarPage } from './features/reports/CalendarsPage';
import { DailyReportPage } from './features/reports/DailyReportPage';
import { ReportPage } from './features/reports/ReportPage';
import { SchoolFeePage } from './features/school-fees/SchoolFeePage';
import { SchoolFeesPage } from './features/school-fees/SchoolFeesPage';
import {
  EditBookingPage,
  NewBookingPage,
  NewPartnerBookingPage,
} from './features/staff-booking-wizard/StaffBookingPages';
import { StaffDashboardPage } from './features/staff-dashboard/StaffDashboardPage';
import type { StaffRoute } from './features/staff-shell/staff-routes';
import { NewUserPage } from './features/users-admin/NewUserPage';
import { RolePage } from './features/users-admin/RolePage';
import { UserPage } from './features/users-admin/UserPage';
import { UsersListPage } from './features/users-admin/UsersListPage';
import { UserTypesPage } from './features/users-admin/UserTypesPage';

/** The tabular reports' screens by route name. */
const tabularReportRoutes: Record<string, TabularReport> = {
  SummaryVolume: 'summary-volume',
  BookingReport: 'booking',
  CurrencyReport: 'currency',
  PaymentReport: 'payment',
  VisitorsReport: 'visitors',
};

// The charts screen loads on its own: recharts stays out of the other screens' bundle.
const ChartsPage = lazy(() =>
  import('./features/reports/ChartsPage').then((module) => ({ default: module.ChartsPage })),
);

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
  if (route.name === 'Charts') {
    return (
      <Suspense fallback={<p>Loading the charts…</p>}>
        <ChartsPage />
      </Suspense>
    );
  }
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
  const settingsScreen = catalogueSettingsScreen(route.name);
  if (settingsScreen) return settingsScreen;
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
      element={<FeatureVisit feature={route.feature}>{screenOf(route, routes)}</FeatureVisit>}
    />
  ));
}
