/** The donations, volunteer programmes, visitors, staff and request logs' screens: one chunk loaded on demand (staff-screens.tsx). */
export { CausesPage } from '../features/people-admin/CausesPage';
export { DepartmentsPage } from '../features/people-admin/DepartmentsPage';
export { DonationPage } from '../features/people-admin/DonationPage';
export {
  FeatureTrackerPage,
  PasswordResetLogPage,
  RequestLogPage,
} from '../features/people-admin/LogPages';
export { NewDonationPage } from '../features/people-admin/NewDonationPage';
export { NewVisitorPage } from '../features/people-admin/NewVisitorPage';
export {
  NewProgramPage,
  ProgramPage,
  ProgramsListPage,
  VolunteerApplicationPage,
} from '../features/people-admin/ProgramPages';
export { NewStaffPage, StaffListPage, StaffMemberPage } from '../features/people-admin/StaffPages';
export { VisitorPage } from '../features/people-admin/VisitorPage';
export { VisitorSettingsPage } from '../features/people-admin/VisitorSettingsPage';
export { VisitorsListPage } from '../features/people-admin/VisitorsListPage';
