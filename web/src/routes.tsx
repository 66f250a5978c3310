/**
 * The public site's routes. Home loads with the first page; every other page is its own chunk
 * loaded on demand (`React.lazy`), keeping the home route's initial JavaScript small.
 *
 * The express checkout (`express-selection`, `express-booking-info`,
 * `express-payment-info/{booking_id}`) is the short path of a day visit through the same pages;
 * `express-payment-info` without a booking goes to its start.
 *
 * spec: public-site.md §2.1 (route table).
 */
import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';
import { PublicLayout } from './layout/PublicLayout';

function page<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy(async () => {
    const module = await load();
    const component: ComponentType<P> = module[name];
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
const DisclaimerPage = page(
  () => import('./features/booking/booking-info/DisclaimerPage'),
  'DisclaimerPage',
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
const SplashTour = page(() => import('./features/splash/SplashTour'), 'SplashTour');
const PrivacyPolicyPage = page(
  () => import('./features/policies/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
const LoginPage = page(() => import('./features/account/LoginPage'), 'LoginPage');
const ResetRequestPage = page(
  () => import('./features/account/ResetRequestPage'),
  'ResetRequestPage',
);
const NewPasswordPage = page(() => import('./features/account/NewPasswordPage'), 'NewPasswordPage');
const SupportUsPage = page(() => import('./features/donation/SupportUsPage'), 'SupportUsPage');
const DonationPaymentPage = page(
  () => import('./features/donation/DonationPaymentPage'),
  'DonationPaymentPage',
);
const ThankYouPage = lazy(() =>
  import('./features/donation/ThankYouPage').then((module) => ({ default: module.ThankYouPage })),
);
const ProgramsPage = page(() => import('./features/volunteer/ProgramsPage'), 'ProgramsPage');
const ProgramDetailPage = page(
  () => import('./features/volunteer/ProgramDetailPage'),
  'ProgramDetailPage',
);
const MembershipRegistrationPage = page(
  () => import('./features/membership/MembershipRegistrationPage'),
  'MembershipRegistrationPage',
);
const MembershipPaymentPage = page(
  () => import('./features/membership/MembershipPaymentPage'),
  'MembershipPaymentPage',
);
const ProgramPaymentPage = page(
  () => import('./features/volunteer/ProgramPaymentPage'),
  'ProgramPaymentPage',
);
const NotFoundPage = page(() => import('./features/placeholder/NotFoundPage'), 'NotFoundPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<SplashTour />} />
        <Route path="index" element={<HomePage />} />
        <Route path="pt&c" element={<TermsPage />} />
        <Route path="reservation" element={<ReservationPage />} />
        <Route path="facility/:facilityId" element={<FacilityPage />} />
        <Route path="activity/:activityId" element={<ActivityPage />} />
        <Route path="activity-selection" element={<ActivitySelectionPage />} />
        <Route path="express-selection" element={<ActivitySelectionPage express />} />
        <Route path="booking-info" element={<BookingInformationPage />} />
        <Route path="express-booking-info" element={<BookingInformationPage express />} />
        <Route path="disclaimer" element={<DisclaimerPage />} />
        <Route path="payment/info/:bookingId" element={<PaymentPage />} />
        <Route path="express-payment-info/:bookingId" element={<PaymentPage />} />
        <Route path="express-payment-info" element={<Navigate to="/express-selection" replace />} />
        <Route path="payment-failure/:bookingId" element={<PaymentFailurePage />} />
        <Route path="success/booking/:bookingId" element={<BookingConfirmedPage />} />
        <Route path="support-us" element={<SupportUsPage />} />
        <Route path="support-us-payment/:donationRefCode" element={<DonationPaymentPage />} />
        <Route path="success/donation" element={<ThankYouPage kind="donation" />} />
        <Route path="immersive-conservation-experiences" element={<ProgramsPage />} />
        <Route
          path="immersive-conservation-experience/:programId"
          element={<ProgramDetailPage />}
        />
        <Route path="program-payment/:volunteerId" element={<ProgramPaymentPage />} />
        <Route path="success/volunteer" element={<ThankYouPage kind="volunteer" />} />
        <Route path="membership-registration" element={<MembershipRegistrationPage />} />
        <Route
          path="membership-payment/:memberReferenceNumber"
          element={<MembershipPaymentPage />}
        />
        <Route path="success/membership" element={<ThankYouPage kind="membership" />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="reset-password" element={<ResetRequestPage />} />
        <Route path="password/reset/:resetId" element={<NewPasswordPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
