/** The donations and volunteers lists: one chunk loaded on demand (staff-screens.tsx). */
export { DonationsListPage } from '../features/people-lists/DonationsListPage';
export { VolunteersListPage } from '../features/people-lists/VolunteersListPage';
