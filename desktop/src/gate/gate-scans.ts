/**
 * Scans and check-ins at the gate: what was presented (a scanned ticket code, a typed
 * reference, or a booking picked from a list) is decided by the shared `decideScan` from what
 * the gate knows — the booking with its queued operations, its check-in events replicated and
 * queued, the replica's revocations of that reference and ticket keys, and today in
 * Africa/Nairobi. A signed code whose booking is not in the replica is decided from its
 * signature. When online and the booking is not in the replica, the gate syncs once and looks
 * again, but waits for that sync at most `lookupWaitMs` (800 ms): with the uplink hung the scan
 * answers from the replica within the second, saying it is `offline`. A check-in is recorded
 * (outbox) only when the decision is `valid`.
 *
 * spec: shared/src/check-in/decide-scan.ts; staff-booking.md §2 (Checkin), §4; public-site.md
 * §2.13; research offline-checkin-anchors.md §1 (offline decision, queued check-ins).
 */
import {
  decideScan,
  type GateBooking,
  type ScanDecision,
  type ScanDirection,
  type ScanSubject,
} from '@hifadhi/shared/check-in/decide-scan';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { type TicketVerification, verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
import type { TicketRevocation } from '@hifadhi/shared/tickets/ticket-revocation';
import {
  checkInEventsOf,
  type GateBookingView,
  gateBookingById,
  gateBookingByRef,
  queuedEventsOfReference,
} from './gate-bookings';
import { enqueueCheckIn, enqueueCheckOut } from './outbox';
import { type ReplicaDatabase, statement } from './replica-database';

export interface ScanDeps {
  db: ReplicaDatabase;
  now: () => Date;
  /** True when the kiosk is registered and online. */
  online(): boolean;
  /** One sync cycle now; failures are the caller's to ignore. */
  syncOnce(): Promise<unknown>;
  /** How long a lookup waits for `syncOnce`, in milliseconds (default `SCAN_LOOKUP_WAIT_MS`). */
  lookupWaitMs?: number;
}

/** How long a scan waits for a lookup sync before answering from the replica, in ms. */
export const SCAN_LOOKUP_WAIT_MS = 800;

/** What the clerk presented: scanned or typed text, or a booking's public id. */
export type Presented = { code: string } | { booking_public_id: string };

/** A decision with the booking it concerns and what was presented. */
export interface GateDecision {
  decision: ScanDecision;
  view: GateBookingView | null;
  /** The scanned ticket code, when a readable one was presented. */
  ticket_code: string | null;
  /** True when decided without the API: the kiosk is offline, or the API did not answer in time. */
  offline: boolean;
}

function ticketKeys(db: ReplicaDatabase) {
  return (
    statement(db, 'select key_id, public_key, revoked from ticket_keys').all() as Array<{
      key_id: string;
      public_key: string;
      revoked: 0 | 1;
    }>
  ).map((key) => ({ ...key, revoked: key.revoked === 1 }));
}

/** The replica's revocations of `refCode` (the only ones a decision on it can match). */
function revocationsOf(db: ReplicaDatabase, refCode: string | null): TicketRevocation[] {
  if (refCode === null) return [];
  return (
    statement(
      db,
      'select booking_ref_code, issued_at, reason from ticket_revocations where booking_ref_code = ?',
    ).all(refCode) as Array<{
      booking_ref_code: string;
      issued_at: string | null;
      reason: 'reissued' | 'cancelled';
    }>
  ).map(({ booking_ref_code, issued_at, reason }) => ({
    booking_ref_code,
    reason,
    ...(issued_at ? { issued_at } : {}),
  }));
}

/**
 * The booking named by `refCode`, syncing once first when online and it is not here (waiting
 * for that at most `lookupWaitMs`); `offline` when the API was not asked or did not answer.
 */
async function lookUp(
  deps: ScanDeps,
  refCode: string,
): Promise<{ view: GateBookingView | null; offline: boolean }> {
  const here = gateBookingByRef(deps.db, refCode);
  if (!deps.online()) return { view: here, offline: true };
  if (here) return { view: here, offline: false };
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave_up'>((resolve) => {
    timer = setTimeout(() => resolve('gave_up'), deps.lookupWaitMs ?? SCAN_LOOKUP_WAIT_MS);
  });
  const synced = deps.syncOnce().then(
    () => 'synced' as const,
    () => 'failed' as const,
  );
  const outcome = await Promise.race([synced, gaveUp]);
  clearTimeout(timer);
  return { view: gateBookingByRef(deps.db, refCode), offline: outcome !== 'synced' };
}

function readableRef(verification: TicketVerification): string | null {
  return verification.result === 'valid' || verification.result === 'revoked_key'
    ? verification.payload.booking_ref_code
    : null;
}

/**
 * Decides `presented` for `direction` (nothing recorded).
 * @throws DomainError BOOKING_NOT_FOUND for a public id the gate does not know.
 */
export async function decideAtGate(
  deps: ScanDeps,
  presented: Presented,
  direction: ScanDirection,
): Promise<GateDecision> {
  let subject: ScanSubject;
  let view: GateBookingView | null;
  let ticketCode: string | null = null;
  let offline = !deps.online();
  if ('booking_public_id' in presented) {
    view = gateBookingById(deps.db, presented.booking_public_id);
    if (!view) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
    subject = { kind: 'lookup', booking_ref_code: view.booking.booking_ref_code };
  } else {
    const code = presented.code.trim();
    const verification = verifyTicket(code, ticketKeys(deps.db));
    if (verification.result === 'malformed') {
      ({ view, offline } = await lookUp(deps, code));
      subject = { kind: 'lookup', booking_ref_code: view?.booking.booking_ref_code ?? code };
    } else {
      const ref = readableRef(verification);
      if (ref) ({ view, offline } = await lookUp(deps, ref));
      else view = null;
      subject = { kind: 'ticket', verification };
      ticketCode = code;
    }
  }
  const refCode =
    view?.booking.booking_ref_code ??
    (subject.kind === 'lookup' ? subject.booking_ref_code : readableRef(subject.verification));
  const decision = decideScan({
    subject,
    booking: view ? (view.booking as GateBooking) : null,
    revocations: revocationsOf(deps.db, refCode),
    events: view
      ? checkInEventsOf(view.booking)
      : refCode
        ? queuedEventsOfReference(deps.db, refCode)
        : [],
    today: calendarDateAt(deps.now()),
    gate_public_id: gateOf(deps.db),
    direction,
  });
  return { decision, view, ticket_code: ticketCode, offline };
}

function gateOf(db: ReplicaDatabase): string {
  const row = statement(db, 'select gate_public_id from device where id = 1').get() as
    | { gate_public_id: string }
    | undefined;
  return row?.gate_public_id ?? '';
}

/**
 * Decides `presented` again and, when `valid`, queues the check-in or check-out (by the
 * booking's public id; a provisional walk-in only so; a booking known from its signature alone
 * by its reference and ticket code).
 * @returns the decision, whether it was recorded, and the booking as it now stands.
 */
export async function checkInAtGate(
  deps: ScanDeps,
  presented: Presented,
  direction: ScanDirection,
  clerkPublicId: string,
): Promise<GateDecision & { recorded: boolean }> {
  const decided = await decideAtGate(deps, presented, direction);
  if (decided.decision.status !== 'valid') return { ...decided, recorded: false };
  const { view } = decided;
  const refCode = decided.decision.booking_ref_code;
  const payload = {
    ...(view ? { booking_public_id: view.booking.booking_public_id } : {}),
    ...(!view?.provisional && refCode ? { booking_ref_code: refCode } : {}),
    ...(decided.ticket_code ? { ticket_code: decided.ticket_code } : {}),
    clerk_public_id: clerkPublicId,
  };
  const record = direction === 'check_in' ? enqueueCheckIn : enqueueCheckOut;
  record(deps.db, payload, deps.now());
  const after = view ? gateBookingById(deps.db, view.booking.booking_public_id) : null;
  return { ...decided, view: after, recorded: true };
}
