/**
 * The booking lifecycle as one table: for each booking status and each staff operation, whether
 * the operation is allowed and the status it leaves the booking in. Pure: no database, no clock.
 *
 * - `to` a status: the booking moves there;
 * - `same`: allowed, the status stays (a payment, a deferral, FOC, a credit note, postponing a
 *   held or confirmed booking: guests already inside or gone, or a booking that no longer holds
 *   anything, are not moved; amending a held, confirmed or checked-in booking: one checked out,
 *   expired, cancelled or deleted is closed to changes);
 * - `unchanged`: the booking is already where the operation would take it (a retried confirm,
 *   check-in, delete …): allowed, nothing is written, so a retry repeats nothing;
 * - `previous`: reinstating goes back to the status the booking had when it was deleted;
 * - `schedule`: a payment on a held booking confirms it once the payment schedule is met (paid
 *   in full, or the 30% deposit of a booking arriving 30 or more days ahead), else it stays held;
 * - `null`: refused (409 INVALID_TRANSITION, nothing changes).
 *
 * spec: staff-booking.md §4 (created, confirmed/unconfirmed, checked in, checked out, postponed,
 * deferred payment, reinstated, deleted, FOC or paid, credit note issued); api-contract.md §Staff
 * bookings; pricing-rules.md §"Totals and payment" (payment schedule).
 */
import { staffFeatures } from '../auth/staff-features';
import type { BookingStatus } from '../schemas/booking';

export const bookingOperations = [
  'confirm',
  'unconfirm',
  'check_in',
  'check_out',
  'defer_payment',
  'foc',
  'delete',
  'reinstate',
  'record_payment',
  'credit_note',
  'postpone',
  'amend',
] as const;
export type BookingOperation = (typeof bookingOperations)[number];

/**
 * The feature urls that each allow an operation (any one is enough): what the API's routes
 * require and what the staff app checks before it offers the operation's button.
 */
export const operationFeatures: Readonly<Record<BookingOperation, readonly [string, ...string[]]>> =
  {
    confirm: [staffFeatures.updateBooking],
    unconfirm: [staffFeatures.updateBooking],
    check_in: [staffFeatures.updateBooking, staffFeatures.checkIn],
    check_out: [staffFeatures.updateBooking, staffFeatures.checkIn],
    defer_payment: [staffFeatures.updateBooking],
    foc: [staffFeatures.focBooking],
    delete: [staffFeatures.deleteBooking],
    reinstate: [staffFeatures.deleteBooking],
    record_payment: [staffFeatures.recordPayment],
    credit_note: [staffFeatures.creditNote],
    postpone: [staffFeatures.postponeBooking],
    amend: [staffFeatures.editBooking],
  };

/** One cell of the table (see the module comment). */
export type TransitionRule =
  | { to: BookingStatus }
  | { to: 'same' | 'unchanged' | 'previous' | 'schedule' }
  | null;

const to = (status: BookingStatus): TransitionRule => ({ to: status });
const same: TransitionRule = { to: 'same' };
const unchanged: TransitionRule = { to: 'unchanged' };
const refused: TransitionRule = null;

/** Booking status × operation. */
export const lifecycleTable: Readonly<
  Record<BookingStatus, Readonly<Record<BookingOperation, TransitionRule>>>
> = {
  held: {
    confirm: to('confirmed'),
    unconfirm: unchanged,
    check_in: refused,
    check_out: refused,
    defer_payment: same,
    foc: to('confirmed'),
    delete: to('deleted'),
    reinstate: refused,
    record_payment: { to: 'schedule' },
    credit_note: same,
    postpone: same,
    amend: same,
  },
  confirmed: {
    confirm: unchanged,
    unconfirm: to('held'),
    check_in: to('checked_in'),
    check_out: refused,
    defer_payment: same,
    foc: same,
    delete: to('deleted'),
    reinstate: refused,
    record_payment: same,
    credit_note: same,
    postpone: same,
    amend: same,
  },
  expired: {
    confirm: refused,
    unconfirm: refused,
    check_in: refused,
    check_out: refused,
    defer_payment: refused,
    foc: refused,
    delete: to('deleted'),
    reinstate: refused,
    record_payment: refused,
    credit_note: same,
    postpone: refused,
    amend: refused,
  },
  cancelled: {
    confirm: refused,
    unconfirm: refused,
    check_in: refused,
    check_out: refused,
    defer_payment: refused,
    foc: refused,
    delete: to('deleted'),
    reinstate: refused,
    record_payment: refused,
    credit_note: same,
    postpone: refused,
    amend: refused,
  },
  checked_in: {
    confirm: refused,
    unconfirm: refused,
    check_in: unchanged,
    check_out: to('checked_out'),
    defer_payment: same,
    foc: same,
    delete: refused,
    reinstate: refused,
    record_payment: same,
    credit_note: same,
    postpone: refused,
    amend: same,
  },
  checked_out: {
    confirm: refused,
    unconfirm: refused,
    check_in: refused,
    check_out: unchanged,
    defer_payment: same,
    foc: same,
    delete: refused,
    reinstate: refused,
    record_payment: same,
    credit_note: same,
    postpone: refused,
    amend: refused,
  },
  deleted: {
    confirm: refused,
    unconfirm: refused,
    check_in: refused,
    check_out: refused,
    defer_payment: refused,
    foc: refused,
    delete: unchanged,
    reinstate: { to: 'previous' },
    record_payment: refused,
    credit_note: refused,
    postpone: refused,
    amend: refused,
  },
};

/** What the booking's own record says, for the rules that depend on it. */
export interface TransitionContext {
  /** The status before it was deleted (a deleted booking's `status_before_delete`). */
  statusBeforeDelete?: BookingStatus | null;
  /** True when a payment on a held booking meets the payment schedule. */
  scheduleMet?: boolean;
}

/** The outcome of an operation on a booking. */
export type Transition =
  | { allowed: true; changes: true; next: BookingStatus }
  | { allowed: true; changes: false; next: BookingStatus }
  | { allowed: false; message: string };

const operationWords: Record<BookingOperation, string> = {
  confirm: 'confirmed',
  unconfirm: 'unconfirmed',
  check_in: 'checked in',
  check_out: 'checked out',
  defer_payment: 'have its payment deferred',
  foc: 'be marked FOC',
  delete: 'deleted',
  reinstate: 'reinstated',
  record_payment: 'take a payment',
  credit_note: 'have a credit note',
  postpone: 'postponed',
  amend: 'amended',
};

/** The refusal message: "A booking that is checked out cannot be confirmed". */
export function invalidTransitionMessage(status: BookingStatus, operation: BookingOperation) {
  const verb = operationWords[operation];
  const be = verb.startsWith('be ') || verb.startsWith('have ') || verb.startsWith('take ');
  return `A booking that is ${status.replace('_', ' ')} cannot ${be ? '' : 'be '}${verb}`;
}

/**
 * `operation` on a booking in `status` (see the module comment). A deleted booking without a
 * status to go back to reinstates as `held`.
 */
export function transition(
  status: BookingStatus,
  operation: BookingOperation,
  context: TransitionContext = {},
): Transition {
  const rule = lifecycleTable[status][operation];
  if (rule === null) {
    return { allowed: false, message: invalidTransitionMessage(status, operation) };
  }
  switch (rule.to) {
    case 'same':
      return { allowed: true, changes: true, next: status };
    case 'unchanged':
      return { allowed: true, changes: false, next: status };
    case 'previous':
      return { allowed: true, changes: true, next: context.statusBeforeDelete ?? 'held' };
    case 'schedule':
      return { allowed: true, changes: true, next: context.scheduleMet ? 'confirmed' : status };
    default:
      return { allowed: true, changes: true, next: rule.to };
  }
}
