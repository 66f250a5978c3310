/**
 * The public site's routes. Home loads with the first page; every other page is its own chunk
 * loaded on demand (`React.lazy`), keeping the home route's initial JavaScript small. The
 * pages of other tasks (Support Us, volunteer programmes, membership, login) have a placeholder
 * so no link is dead.
 *
 * spec: public-site.md §2.1 (route table).
 */
import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { PublicLayout } from './layout/PublicLayout';

function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazy(async () => {
    const module = await load();
    const component: ComponentType = module[name];
    return { default: component };
  });
}

const TermsPage = page(() => import('./features/home/TermsPage'), 'TermsPage');
const ReservationPage = page(
  () => import('./features/booking/steps/ReservationPage'),
  'ReservationPage',
);
const FacilityPage = page(() => import('./features/booking/facility/FacilityPage'), 'FacilityPage');
const ActivityPage = page(() => import('./features/booking/activity/ActivityPage'), 'ActivityPage');
const ActivitySelectionPage = page(
  () => import('./features/booking/activity-selection/ActivitySelectionPage'),
  'ActivitySelectionPage',
);
const BookingInformationPage = page(
  () => import('./features/booking/booking-info/BookingInformationPage'),
  'BookingInformationPage',
);
const PaymentPage = page(() => import('./features/payment/PaymentPage'), 'PaymentPage');
const PaymentFailurePage = page(
  () => import('./features/payment/PaymentFailurePage'),
  'PaymentFailurePage',
);
const BookingConfirmedPage = page(
  () => import('./features/booking/confirmed/BookingConfirmedPage'),
  'BookingConfirmedPage',
);
const ComingSoonPage = lazy(() =>
  import('./features/placeholder/ComingSoonPage').then((module) => ({
    default: module.ComingSoonPage,
  })),
);
const NotFoundPage = page(() => import('./features/placeholder/NotFoundPage'), 'NotFoundPage');

const COMING_SOON = [
  { path: 'support-us', title: 'Support Us' },
  { path: 'immersive-conservation-experiences', title: 'Immersive Conservation Experience' },
  { path: 'membership-registration', title: 'Become a Member' },
  { path: 'login', title: 'Login' },
  { path: 'privacy-policy', title: 'Privacy policy' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<Navigate to="/index" replace />} />
        <Route path="index" element={<HomePage />} />
        <Route path="pt&c" element={<TermsPage />} />
        <Route path="reservation" element={<ReservationPage />} />
        <Route path="facility/:facilityId" element={<FacilityPage />} />
        <Route path="activity/:activityId" element={<ActivityPage />} />
        <Route path="activity-selection" element={<ActivitySelectionPage />} />
        <Route path="booking-info" element={<BookingInformationPage />} />
        <Route path="payment/info/:bookingId" element={<PaymentPage />} />
        <Route path="payment-failure/:bookingId" element={<PaymentFailurePage />} />
        <Route path="success/booking/:bookingId" element={<BookingConfirmedPage />} />
        {COMING_SOON.map(({ path, title }) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
