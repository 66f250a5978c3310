/**
 * The kiosk's screens. A hash router keeps every route on the one `index.html` the gate
 * service (or Electron's scheme) serves, with relative asset paths.
 *
 * spec: staff-booking.md §2 (routes: Checkin, GatePayment, Receipt, Booking, find-booking).
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
import { KioskLayout } from './features/status/KioskLayout';
import { PlainLayout } from './features/status/PlainLayout';
import { StatusProvider } from './features/status/StatusProvider';
import { WalkInPage } from './features/walk-in/WalkInPage';

export function App() {
  return (
    <StatusProvider>
      <SessionProvider>
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
            </Route>
            <Route path="*" element={<Navigate to="/gate" replace />} />
          </Routes>
        </HashRouter>
      </SessionProvider>
    </StatusProvider>
  );
}
