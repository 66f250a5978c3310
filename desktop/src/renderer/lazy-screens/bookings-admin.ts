/** The back office's booking lists and booking page: one chunk loaded on demand (staff-screens.tsx). */
export { BookingDetailPage } from '../features/bookings-admin/BookingDetailPage';
export { BookingsListPage } from '../features/bookings-admin/BookingsListPage';
