/**
 * The booking wizard's staff channel: every figure from the API's staff quote (`POST /quotes`),
 * the staff first step (member picker, guest or group details, partner, trip back to 7 days,
 * promo code, notes), the back-office tools on the later steps, and `POST /bookings` with the
 * wizard's idempotency key. A made booking opens on its page, or where the role has none (a
 * partner's agent) its summary shows in place.
 *
 * spec: staff-booking.md §2.1, §2.8, §3.14 (New), §5; api-contract.md §Staff bookings.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { useMemo } from 'react';
import { staffRequest } from '../../lib/staff-api';
import { featureUrlsOf } from '../staff-shell/route-guard';
import { bookingPath } from '../staff-shell/staff-routes';
import { useCurrentUser } from '../staff-shell/use-current-user';
import type { QuotePricer } from '../walk-in/use-walk-in-quote';
import type { BookingChannel, MadeBooking } from './booking-channel';
import { StaffDetailsStep } from './StaffDetailsStep';
import {
  residencyProblem,
  staffBookingBodyOf,
  staffDetailsErrors,
  staffQuoteRequestOf,
  type WizardMode,
} from './staff-booking-draft';

const staffPricer: QuotePricer = (request) => staffRequest<Quote>('POST', '/quotes', request);

/** The feature of the booking page (route Booking). */
const BOOKING_FEATURE = 'booking';

interface StaffChannelOptions {
  /** The earliest check-in staff may give (today less 7 days). */
  checkInMin: string;
  /** A partner user books for its own institution: partner fixed, discounts hidden. */
  ownPartner: boolean;
}

/** The staff channel of `mode` (see the module comment). */
export function useStaffChannel(
  mode: WizardMode,
  { checkInMin, ownPartner }: StaffChannelOptions,
): BookingChannel {
  const { data: user } = useCurrentUser(true);
  const opensBookings = user ? featureUrlsOf(user.menus).has(BOOKING_FEATURE) : false;
  return useMemo(
    () => ({
      pricer: staffPricer,
      quoteRequestOf: staffQuoteRequestOf,
      detailsErrors: (draft) => staffDetailsErrors(draft, mode),
      residencyProblem,
      staffTools: true,
      firstStep: ({ draft, catalogue, errors, change, memberRefusal }) => (
        <StaffDetailsStep
          mode={mode}
          draft={draft}
          options={catalogue}
          errors={errors}
          change={change}
          checkInMin={checkInMin}
          ownPartner={ownPartner}
          memberRefusal={memberRefusal}
        />
      ),
      create: (draft, proofs, choice, idempotencyKey) =>
        staffRequest<MadeBooking>(
          'POST',
          '/bookings',
          staffBookingBodyOf(draft, proofs, choice.payment_period),
          { 'Idempotency-Key': idempotencyKey },
        ),
      pathOf: (booking) => (opensBookings ? bookingPath(booking.booking_public_id) : null),
    }),
    [mode, checkInMin, ownPartner, opensBookings],
  );
}
