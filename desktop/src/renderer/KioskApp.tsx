/**
 * The staff application in the gate kiosk. A hash router keeps every route on the one
 * `index.html` the gate service (or Electron's scheme) serves, with relative asset paths. The
 * gate's own screens answer from the replica, offline too; the back-office screens (bookings
 * lists, a booking's page) sit in the same frame and reach the API through the gate service's
 * pass-through, saying so when it cannot be reached. The kiosk keeps its own dashboard.
 *
 * spec: staff-booking.md §2 (routes: Checkin, GatePayment, Receipt, Booking, find-booking);
 * ARCHITECTURE.md §"The staff application: one app, two hosts", §The gate kiosk.
 */
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { BookingPage } from './features/booking/BookingPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { RegisterPage } from './features/device/RegisterPage';
import { GatePage } from './features/gate/GatePage';
import { ReviewPage } from './features/review/ReviewPage';
import { FindBookingPage } from './features/search/FindBookingPage';
import { LoginPage } from './features/session/LoginPage';
import { SessionProvider } from './features/session/SessionProvider';
import { CloseShiftPage } from './features/shift/CloseShiftPage';
import { KioskStaffSession } from './features/staff-shell/KioskStaffSession';
import { StaffLayout } from './features/staff-shell/StaffLayout';
import { staffRoutes } from './features/staff-shell/staff-routes';
import { KioskLayout } from './features/status/KioskLayout';
import { PlainLayout } from './features/status/PlainLayout';
import { StatusProvider } from './features/status/StatusProvider';
import { WalkInPage } from './features/walk-in/WalkInPage';
import { staffScreenRoutes } from './staff-screens';

/** The back-office screens the kiosk shows (its own dashboard stays). */
export const kioskStaffRoutes = staffRoutes.filter((route) => route.name !== 'Dashboard');

export function KioskApp() {
  return (
    <StatusProvider>
      <SessionProvider>
        <KioskStaffSession>
          <HashRouter>
            <Routes>
              <Route element={<PlainLayout />}>
                <Route path="/register" element={<RegisterPage />} />
                <Route path="/login" element={<LoginPage />} />
              </Route>
              <Route element={<KioskLayout />}>
                <Route path="/gate" element={<GatePage />} />
                <Route path="/inspection" element={<GatePage inspection />} />
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="/find" element={<FindBookingPage />} />
                <Route path="/bookings/:bookingId" element={<BookingPage />} />
                <Route path="/walk-in" element={<WalkInPage />} />
                <Route path="/review" element={<ReviewPage />} />
                <Route path="/shift" element={<CloseShiftPage />} />
                <Route element={<StaffLayout routes={kioskStaffRoutes} />}>
                  {staffScreenRoutes(kioskStaffRoutes)}
                </Route>
              </Route>
              <Route path="*" element={<Navigate to="/gate" replace />} />
            </Routes>
          </HashRouter>
        </KioskStaffSession>
      </SessionProvider>
    </StatusProvider>
  );
}
