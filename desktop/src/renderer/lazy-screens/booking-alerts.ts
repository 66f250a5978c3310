/** The booking alerts' screens: one chunk loaded on demand (staff-screens.tsx). */
export { AlertEditPage } from '../features/booking-alerts/AlertEditPage';
export { AlertedListsPage } from '../features/booking-alerts/AlertedListsPage';
