/**
 * The one decision the gate makes on a scanned ticket code or a booking looked up by its
 * reference, for check-in or check-out. Pure: the API and the kiosk's gate service both run
 * it, online or offline, and get the same answer from the same inputs.
 *
 * Checks run in this fixed order and the first that applies decides (after pretix's offline
 * check order: the code, revocation, cancellation, dates, payment, then use):
 *
 * 1. the code itself: not a ticket code → `unknown`; a key this gate does not list, or a
 *    signature that does not match → `invalid_signature`;
 * 2. `revoked`: the signing key is withdrawn, or the revocation list names this code or its
 *    whole booking (revoked beats everything below);
 * 3. `unknown`: a typed reference with no booking in the replica;
 * 4. `cancelled`: the booking is cancelled or deleted by staff, or its hold expired unpaid;
 * 5. `wrong_date` (check-in only): today is before check-in (`too_early`) or after check-out
 *    (`after_check_out`); check-in is allowed on every day from check-in to check-out
 *    inclusive. Check-out is never refused for its date: leaving early is fine, and leaving
 *    after the check-out date is an overstay, `valid` but for a supervisor;
 * 6. `unpaid`: the booking's balance is above zero (balance with its currency; the clerk takes
 *    the gate payment), for check-in and for check-out alike; except a booking on a partner's
 *    account (`on_account`), whose balance the partner settles by invoice: it is admitted as
 *    on account;
 * 7. use, from the check-in events known here (replicated and queued), latest last, or from
 *    the booking's status when there are none: check-in while inside → `already_checked_in`;
 *    check-out while not inside → `not_checked_in`;
 * 8. `valid`.
 *
 * Re-entry: a stay of one or more nights may go out and come back in any number of times
 * between its check-in and check-out dates; a day visit (check-in equals check-out) is one
 * entry, so after its check-out a new check-in is `already_checked_in`.
 *
 * Offline from the signature alone: a valid signed code whose booking is not in the replica
 * (sold after the last sync) is decided from its payload: revocation, dates and use are
 * checked; cancellation and payment cannot be, and codes are signed only once a booking is
 * paid or on a partner's account, so it is `valid` with `from_signature_only` set.
 *
 * spec: staff-booking.md §2 (Checkin, GatePayment, inspection), §4 (checked in, checked out,
 * overstays); public-site.md §2.13; research offline-checkin-anchors.md §1.
 */
import Decimal from 'decimal.js';
import type { CurrencyCode } from '../catalogue/catalogue';
import type { CalendarDate } from '../dates/calendar-date';
import { formatMoney } from '../money/format-money';
import type { TicketVerification } from '../tickets/ticket-code';
import { type TicketPayload, ticketGuestTotal } from '../tickets/ticket-payload';
import { findRevocation, type TicketRevocation } from '../tickets/ticket-revocation';
import { scanMessages } from './scan-messages';

/** Which way the guests pass the gate. */
export type ScanDirection = 'check_in' | 'check_out';

/** What the clerk presented: a scanned code after `verifyTicket`, or a typed reference. */
export type ScanSubject =
  | { kind: 'ticket'; verification: TicketVerification }
  | { kind: 'lookup'; booking_ref_code: string };

/** Booking statuses (as stored by the API and replicated to the kiosk). */
export type GateBookingStatus =
  | 'held'
  | 'confirmed'
  | 'expired'
  | 'cancelled'
  | 'checked_in'
  | 'checked_out'
  | 'deleted';

/** The booking as the replica knows it: the fields the gate decides on. */
export interface GateBooking {
  booking_ref_code: string;
  check_in_date: CalendarDate;
  check_out_date: CalendarDate;
  booking_status: GateBookingStatus;
  /** Amount still to pay in `currency`: a number or decimal string of units (not minor units). */
  booking_payment_balance: number | string;
  currency: CurrencyCode;
  guest_total: number;
  /**
   * True when the partner pays on account (staff booking `payment_period` 1): the balance is
   * invoiced to the partner, not taken at the gate. Absent means false.
   */
  on_account?: boolean;
}

/** One check-in or check-out already recorded, synced or still queued in the outbox. */
export interface CheckInEvent {
  booking_ref_code: string;
  direction: ScanDirection;
  gate_public_id: string;
  /** ISO 8601 instant. */
  at: string;
}

/** Everything one decision needs; the kiosk reads it from its replica, the API from Postgres. */
export interface ScanInput {
  subject: ScanSubject;
  /** The booking from the replica; null when it is not there (sold after the last sync). */
  booking: GateBooking | null;
  revocations: readonly TicketRevocation[];
  /** Events known here; those of other bookings are ignored. */
  events: readonly CheckInEvent[];
  /** Today in Africa/Nairobi, `YYYY-MM-DD`. */
  today: CalendarDate;
  gate_public_id: string;
  direction: ScanDirection;
}

/** Every status the gate can show, in the order they are checked. */
export const scanStatuses = [
  'invalid_signature',
  'revoked',
  'unknown',
  'cancelled',
  'wrong_date',
  'unpaid',
  'already_checked_in',
  'not_checked_in',
  'valid',
] as const;
export type ScanStatus = (typeof scanStatuses)[number];

interface DecisionBase {
  /** What the clerk reads. */
  message: string;
  /** True when the clerk should not settle it alone. */
  needs_supervisor: boolean;
  /** True when decided from a signed code alone, the booking not being in the replica. */
  from_signature_only: boolean;
  /** The booking concerned, when known (from a typed reference or a decoded code). */
  booking_ref_code: string | null;
}

/** A status with what that status needs shown. */
export type ScanOutcome =
  | { status: Exclude<ScanStatus, 'unpaid' | 'wrong_date' | 'already_checked_in'> }
  | { status: 'unpaid'; balance: string; currency: CurrencyCode }
  | { status: 'wrong_date'; date_problem: 'too_early' | 'after_check_out' }
  | { status: 'already_checked_in'; last_check_in: CheckInEvent | null };

/** The gate's decision: a status from `scanStatuses`, with the clerk's message and flags. */
export type ScanDecision = DecisionBase & ScanOutcome;

/** Where the booking stands at the gate. */
interface Presence {
  inside: boolean;
  /** True once it has checked out at least once. */
  has_left: boolean;
  last_check_in: CheckInEvent | null;
}

function presenceOf(
  refCode: string,
  events: readonly CheckInEvent[],
  booking: GateBooking | null,
): Presence {
  const own = events
    .filter((event) => event.booking_ref_code === refCode)
    .map((event, index) => ({ event, index, at: Date.parse(event.at) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ event }) => event);
  if (own.length === 0) {
    const status = booking?.booking_status;
    return {
      inside: status === 'checked_in',
      has_left: status === 'checked_out',
      last_check_in: null,
    };
  }
  const checkIns = own.filter((event) => event.direction === 'check_in');
  return {
    inside: own.at(-1)?.direction === 'check_in',
    has_left: own.some((event) => event.direction === 'check_out'),
    last_check_in: checkIns.at(-1) ?? null,
  };
}

/**
 * Decides what the gate does with one scan or lookup (see the module comment for the order).
 * @throws RangeError when `booking` is not the booking the subject names.
 */
export function decideScan(input: ScanInput): ScanDecision {
  const { subject, booking, direction, today } = input;
  let payload: TicketPayload | null = null;
  let refCode: string | null = null;
  let fromSignature = false;
  const decide = (
    outcome: ScanOutcome,
    message: string,
    needsSupervisor: boolean,
  ): ScanDecision => ({
    ...outcome,
    message,
    needs_supervisor: needsSupervisor,
    from_signature_only: fromSignature,
    booking_ref_code: refCode,
  });

  // 1–2: the code itself, then revocation.
  if (subject.kind === 'ticket') {
    const verification = subject.verification;
    switch (verification.result) {
      case 'malformed':
        return decide({ status: 'unknown' }, scanMessages.notATicket, false);
      case 'unknown_key':
        return decide({ status: 'invalid_signature' }, scanMessages.unknownKey, true);
      case 'invalid_signature':
        return decide({ status: 'invalid_signature' }, scanMessages.invalidSignature, true);
      case 'revoked_key':
        refCode = verification.payload.booking_ref_code;
        return decide({ status: 'revoked' }, scanMessages.revokedKey, true);
      case 'valid':
        payload = verification.payload;
        refCode = payload.booking_ref_code;
    }
  } else {
    refCode = subject.booking_ref_code;
  }
  if (booking !== null && booking.booking_ref_code !== refCode) {
    throw new RangeError(`Booking ${booking.booking_ref_code} is not the scanned ${refCode}`);
  }
  const revocation = findRevocation(
    { booking_ref_code: refCode, ...(payload ? { issued_at: payload.issued_at } : {}) },
    input.revocations,
  );
  if (revocation) {
    const message =
      revocation.reason === 'reissued' ? scanMessages.reissued : scanMessages.revokedCancelled;
    return decide({ status: 'revoked' }, message, true);
  }

  // 3: a typed reference must be in the replica; a valid code may stand on its signature.
  let stay: { check_in: CalendarDate; check_out: CalendarDate };
  let guests: number;
  if (booking !== null) {
    stay = { check_in: booking.check_in_date, check_out: booking.check_out_date };
    guests = booking.guest_total;
  } else if (payload !== null) {
    fromSignature = true;
    stay = { check_in: payload.check_in, check_out: payload.check_out };
    guests = ticketGuestTotal(payload.guests);
  } else {
    return decide({ status: 'unknown' }, scanMessages.unknownBooking, false);
  }

  // 4: cancelled (or deleted by staff), or a hold that expired unpaid.
  if (booking?.booking_status === 'cancelled' || booking?.booking_status === 'deleted') {
    return decide({ status: 'cancelled' }, scanMessages.cancelled, true);
  }
  if (booking?.booking_status === 'expired') {
    return decide({ status: 'cancelled' }, scanMessages.expired, true);
  }

  // 5: dates, for check-in only.
  if (direction === 'check_in' && today < stay.check_in) {
    const outcome: ScanOutcome = { status: 'wrong_date', date_problem: 'too_early' };
    return decide(outcome, scanMessages.tooEarly(stay.check_in), true);
  }
  if (direction === 'check_in' && today > stay.check_out) {
    const outcome: ScanOutcome = { status: 'wrong_date', date_problem: 'after_check_out' };
    return decide(outcome, scanMessages.afterCheckOut(stay.check_out), true);
  }

  // 6: payment, known only from the replica; a partner's account is settled by invoice.
  const balance = new Decimal(booking?.booking_payment_balance ?? 0);
  const onAccount = booking?.on_account === true;
  if (booking !== null && balance.gt(0) && !onAccount) {
    const owed = formatMoney(balance, booking.currency, balance.isInteger() ? 0 : 2);
    const message =
      direction === 'check_in'
        ? scanMessages.unpaidCheckIn(owed)
        : scanMessages.unpaidCheckOut(owed);
    const outcome: ScanOutcome = {
      status: 'unpaid',
      balance: balance.toString(),
      currency: booking.currency,
    };
    return decide(outcome, message, false);
  }

  // 7–8: use.
  const presence = presenceOf(refCode, input.events, booking);
  if (direction === 'check_out') {
    if (!presence.inside) {
      const message = presence.has_left ? scanMessages.alreadyOut : scanMessages.notCheckedIn;
      return decide({ status: 'not_checked_in' }, message, true);
    }
    return today > stay.check_out
      ? decide({ status: 'valid' }, scanMessages.overstay(stay.check_out), true)
      : decide({ status: 'valid' }, scanMessages.checkOut, false);
  }
  const last = presence.last_check_in;
  if (presence.inside) {
    const elsewhere = last !== null && last.gate_public_id !== input.gate_public_id;
    const message = elsewhere ? scanMessages.alreadyInElsewhere : scanMessages.alreadyInHere;
    return decide({ status: 'already_checked_in', last_check_in: last }, message, elsewhere);
  }
  if (presence.has_left && stay.check_in === stay.check_out) {
    const outcome: ScanOutcome = { status: 'already_checked_in', last_check_in: last };
    return decide(outcome, scanMessages.dayVisitUsed, true);
  }
  const message = fromSignature
    ? scanMessages.admitFromSignature(guests)
    : presence.has_left
      ? scanMessages.reEntry(guests)
      : onAccount
        ? scanMessages.admitOnAccount(guests)
        : scanMessages.admit(guests);
  return decide({ status: 'valid' }, message, false);
}
