/**
 * The way one booking wizard reaches a host: how it prices the draft, what its first step shows,
 * what the draft needs before it goes, and how the booking is made and opened. The staff
 * channel (`staff-channel.tsx`) prices and books with the API (`POST /quotes`, `POST
 * /bookings`); the gate channel (`walk-in/gate-channel.tsx`) prices with the kiosk's replica and
 * books a walk-in through the gate service's outbox, offline too.
 *
 * spec: staff-booking.md §2.1 (one wizard: steps, NewBooking's Complete Booking), §4, §5, §8;
 * ARCHITECTURE.md §The gate kiosk (walk-ins offline).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import type { ReactNode } from 'react';
import type { QuotePricer } from '../walk-in/use-walk-in-quote';
import type { ProofEntry } from '../walk-in/walk-in-draft';
import type { StaffBookingDraft } from './staff-booking-draft';
import type { StaffWizardCatalogue } from './use-wizard-catalogue';
import type { CompleteAction } from './wizard-modes';

/** A booking just made (the part the wizard shows or opens); money whole units of `currency`. */
export interface MadeBooking {
  booking_public_id: string;
  booking_ref_code: string;
  booking_status: string;
  total_cost: number;
  currency: CurrencyCode;
}

/** What the channel's first step is given by the wizard. */
export interface FirstStepProps {
  draft: StaffBookingDraft;
  catalogue: StaffWizardCatalogue;
  /** Field messages by field name (empty until the clerk first leaves the step). */
  errors: Record<string, string>;
  change: (patch: Partial<StaffBookingDraft>) => void;
  /** Why the quote gives the chosen member no discount, if it refused. */
  memberRefusal?: string;
}

export interface BookingChannel {
  /** The heading, when not the mode's (the kiosk's 'Walk-in booking'). */
  title?: string;
  /** Prices a quote request; must be stable (module-level). */
  pricer: QuotePricer;
  /** The draft as the pricer's quote request. */
  quoteRequestOf(draft: StaffBookingDraft): object;
  /** Field messages of the first step, by field name (empty when all is well). */
  detailsErrors(draft: StaffBookingDraft): Record<string, string>;
  /** Why the clerk cannot leave the residency step (the spec's words), else null. */
  residencyProblem(draft: StaffBookingDraft, quote: Quote | null): string | null;
  /**
   * The back-office tools of the later steps, which need the API: line discounts, available
   * slots, extra adults and children, multi-arrivals and Escapes, Use Booking Reference.
   */
  staffTools: boolean;
  /** The first step's fields (Guest / Member Details, or the group's). */
  firstStep(props: FirstStepProps): ReactNode;
  /** What the Approval step adds below the summary (the member's discounts at the gate). */
  approvalExtras?(draft: StaffBookingDraft, quote: Quote | null): ReactNode;
  /**
   * Makes the booking from the draft, its proof rows (the complete ones are sent) and the
   * button's `choice`;
   * `idempotencyKey` is the same for every attempt of this wizard.
   * @throws GateError the service's refusal (shown as it is).
   */
  create(
    draft: StaffBookingDraft,
    proofs: readonly ProofEntry[],
    choice: CompleteAction,
    idempotencyKey: string,
  ): Promise<MadeBooking>;
  /** Where a made booking opens, or null to show its summary in place. */
  pathOf(booking: MadeBooking): string | null;
}
