/**
 * The booking wizard's gate channel, for the kiosk's walk-in (NewBooking at the gate): priced by
 * the gate service from its replica (`POST /gate/v1/walk-in/quotes`), offline too; the first step
 * picks a member from the replica (their discounts priced offline; Approval shows what they took
 * off) and takes a promo code, which the gate checks with the server, so offline it says so. The
 * e-mail is optional, and the residency step needs a total above zero before a member's entry
 * discount. Complete Booking makes the walk-in on the kiosk (`POST /gate/v1/walk-ins`, queued
 * for the server) and opens it for the gate payment.
 *
 * spec: staff-booking.md §2.1 (member picker, promo code, NewBooking: Complete Booking), §4, §5,
 * §8; ARCHITECTURE.md §The gate kiosk (walk-ins offline, outbox).
 */

import type { Quote } from '@hifadhi/shared/schemas/quote';
import { Field } from '../../components/Field';
import { gatePost } from '../../lib/gate-api';
import type { BookingSummary } from '../../lib/gate-types';
import type { BookingChannel, FirstStepProps } from '../staff-booking-wizard/booking-channel';
import type { StaffBookingDraft } from '../staff-booking-wizard/staff-booking-draft';
import { useGateStatus } from '../status/status-context';
import { DetailsStep } from './DetailsStep';
import { MemberDiscountSummary } from './MemberDiscountSummary';
import type { QuotePricer } from './use-walk-in-quote';
import { gateMemberChoiceOf, WalkInMemberPicker } from './WalkInMemberPicker';
import {
  detailsErrors,
  quoteRequestOf,
  walkInBodyOf,
  walkInResidencyProblem,
} from './walk-in-draft';

/** The promo field's hint while the kiosk is offline (the gate service refuses the code too). */
const PROMO_OFFLINE_HINT = 'Promo codes need the server: the kiosk is offline.';

/** Prices with the replica's rates (`POST /gate/v1/walk-in/quotes`), offline too. */
const gatePricer: QuotePricer = (request) => gatePost<Quote>('/walk-in/quotes', request);

/** The member and promo code of the draft, as the gate's quote and walk-in take them. */
function discountsOf(draft: StaffBookingDraft) {
  return { member: draft.member?.public_id ?? null, promo_code: draft.promo_code.trim() || null };
}

/** The gate's first step: the replica's member picker, the guest and trip, the promo code. */
function GateFirstStep({ draft, catalogue, errors, change, memberRefusal }: FirstStepProps) {
  const { status } = useGateStatus();
  const offline = status?.mode === 'offline';
  return (
    <>
      <WalkInMemberPicker
        member={draft.member}
        refusal={memberRefusal}
        onMember={(chosen) => {
          const unnamed = !draft.first_name.trim() && !draft.last_name.trim();
          change({
            member: chosen && gateMemberChoiceOf(chosen),
            ...(chosen && unnamed
              ? { first_name: chosen.first_name, last_name: chosen.sur_name }
              : {}),
          });
        }}
      />
      <DetailsStep draft={draft} options={catalogue} errors={errors} change={change} />
      <Field
        label="Promo code (optional)"
        value={draft.promo_code}
        hint={offline ? PROMO_OFFLINE_HINT : 'Checked with the server: valid dates and uses left.'}
        onChange={(event) => change({ promo_code: event.target.value.toUpperCase() })}
      />
    </>
  );
}

const gateQuoteRequestOf = (draft: StaffBookingDraft) => ({
  ...quoteRequestOf(draft),
  ...discountsOf(draft),
});

/** The gate channel (see the module comment); `refresh` re-reads the kiosk's status. */
export function gateChannel(refresh: () => Promise<void>): BookingChannel {
  return {
    title: 'Walk-in booking',
    pricer: gatePricer,
    quoteRequestOf: gateQuoteRequestOf,
    detailsErrors,
    residencyProblem: walkInResidencyProblem,
    staffTools: false,
    firstStep: (props) => <GateFirstStep {...props} />,
    approvalExtras: (draft, quote) =>
      quote && draft.member ? (
        <MemberDiscountSummary quote={quote} membership={draft.member.membership} />
      ) : null,
    create: async (draft, proofs) => {
      const made = await gatePost<{ booking: BookingSummary }>('/walk-ins', {
        ...walkInBodyOf(draft, proofs),
        ...discountsOf(draft),
      });
      void refresh();
      const { booking } = made;
      return {
        booking_public_id: booking.booking_public_id,
        booking_ref_code: booking.booking_ref_code,
        booking_status: booking.booking_status,
        total_cost: booking.amount_due,
        currency: booking.currency,
      };
    },
    pathOf: (booking) => `/bookings/${booking.booking_public_id}#payment`,
  };
}
