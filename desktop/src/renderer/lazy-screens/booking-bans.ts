/** The booking bans' screens: one chunk loaded on demand (staff-screens.tsx). */
export { BookingBanPage } from '../features/booking-bans/BookingBanPage';
export { BookingBansPage } from '../features/booking-bans/BookingBansPage';
