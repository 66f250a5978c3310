/**
 * What a payment pays for: a booking, a Support Us donation, a volunteer application or a
 * membership. Each kind has a handler that reads what is owed (under a row lock, inside the
 * payment's transaction) and applies a confirmed payment to it (a booking's balance and status,
 * a donation's `paid`, a volunteer's `payment_status`, a member's `payment_status`), handing back
 * the work to do once the transaction has committed (the e-mail).
 *
 * spec: api-contract.md §Payments ("Donations, volunteer applications and memberships follow
 * the same pattern"); public-site.md §4.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { DomainError } from '@hifadhi/shared/errors';
import type { Rates } from '@hifadhi/shared/money/rates';
import type Decimal from 'decimal.js';
import type { Database, Transaction } from '../db/database';

export type PayableKind = 'booking' | 'donation' | 'volunteer' | 'membership';

/** A payable as a payment sees it. */
export interface PayableState {
  kind: PayableKind;
  /** Row id (the payment's foreign key). */
  id: number;
  /** The id the site uses in its routes: booking_public_id, donation_ref_code, … */
  publicId: string;
  /** Shown to the payer (M-Pesa AccountReference, card order id): at most 12 characters. */
  reference: string;
  currency: CurrencyCode;
  /** Still owed, in `currency` (whole units for bookings). */
  balance: Decimal;
  /** Rates to convert `currency` to KES (a booking's rates at the time it was made). */
  rates: Rates;
  /** Where the card provider's receipt goes unless the payer gives another. */
  email: string;
  /** The card line item: 'Booking Total', 'Donation', … */
  description: string;
  /** Why no payment may start now (already paid, cancelled, expired), or null. */
  refusal: DomainError | null;
}

/** A donation added on a booking's payment page, with its amount in the booking currency. */
export interface PaymentDonation {
  cause: string | null;
  currency: CurrencyCode;
  /** Decimal string, in `currency`. */
  amount: string;
  /** Decimal string, whole units of the booking currency (rounded up). */
  booking_currency_amount: string;
}

/** A payment the provider has confirmed, as its payable receives it. */
export interface CreditedPayment {
  paymentId: number;
  paymentPublicId: string;
  method: 'mpesa' | 'card' | 'bank' | 'cash';
  /** What the provider collected, in `currency`. */
  amount: Decimal;
  currency: CurrencyCode;
  /** What the payable is credited with, in its own currency. */
  creditAmount: Decimal;
  providerReference: string | null;
  donations: PaymentDonation[];
}

/** Work to run once the crediting transaction has committed. */
export type AfterCommit = () => Promise<void>;

/**
 * What applying a payment did: the work to run once committed (the e-mail), and why staff must
 * look at the payment (money the payable cannot keep: a refund to make), or null.
 */
export interface AppliedCredit {
  afterCommit: AfterCommit | null;
  attention: string | null;
}

/** Where the browser is sent back to after a card return. */
export type ReturnOutcome = 'paid' | 'pending' | 'failed';

export interface PayableHandler {
  kind: PayableKind;
  /** The error for a public id that names no payable of this kind (a 404). */
  notFound(): DomainError;
  /** Locks (FOR UPDATE) and reads the payable named by its public id; null when unknown. */
  lockByPublicId(tx: Transaction, publicId: string, now: Date): Promise<PayableState | null>;
  /** Reads the payable's public id (for redirects). */
  publicIdOf(db: Database, id: number): Promise<string>;
  /** Applies `payment` inside the crediting transaction. */
  applyCredit(
    tx: Transaction,
    id: number,
    payment: CreditedPayment,
    now: Date,
  ): Promise<AppliedCredit>;
  /** The site's path (no origin) for the browser after a card return with `outcome`. */
  sitePath(publicId: string, outcome: ReturnOutcome): string;
}

/** The handlers by kind. */
export type PayableHandlers = Record<PayableKind, PayableHandler>;

/** The payments column holding the foreign key of each kind. */
export const payableColumn = {
  booking: 'booking_id',
  donation: 'donation_id',
  volunteer: 'volunteer_id',
  membership: 'member_id',
} as const satisfies Record<PayableKind, string>;
