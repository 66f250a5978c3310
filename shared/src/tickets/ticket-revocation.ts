/**
 * The revocation list kiosks download with the replica: individual ticket codes withdrawn
 * when a booking's code is reissued (changed dates or guests), and whole bookings whose codes
 * must all be refused (cancelled, or a code reported stolen). Like pretix's revoked secrets,
 * it lets a kiosk refuse a still correctly signed code. Pure: no I/O, no crypto.
 *
 * A code is named by its booking ref code and issued-at instant, both in its signed payload.
 *
 * spec: research offline-checkin-anchors.md §1 (QR secrets: revocation list).
 */

/** Why a code or booking was put on the list. */
export type RevocationReason = 'reissued' | 'cancelled';

/**
 * One entry: with `issued_at`, the single code of that booking issued at that instant;
 * without it, every code of the booking.
 */
export interface TicketRevocation {
  booking_ref_code: string;
  /** ISO 8601 instant of the withdrawn code (compared as an instant, to the second). */
  issued_at?: string;
  reason: RevocationReason;
}

/** What a scan presents: a signed code (ref code and issued-at) or a typed ref code alone. */
export interface RevocationSubject {
  booking_ref_code: string;
  issued_at?: string;
}

function sameSecond(a: string, b: string): boolean {
  return Math.floor(Date.parse(a) / 1000) === Math.floor(Date.parse(b) / 1000);
}

/**
 * The entry that revokes `subject`, or undefined. A booking-wide entry revokes every code of
 * the booking and a plain ref-code lookup; a single-code entry revokes only that code, so the
 * booking itself is still found by its reference after a reissue.
 */
export function findRevocation(
  subject: RevocationSubject,
  revocations: readonly TicketRevocation[],
): TicketRevocation | undefined {
  return revocations.find(
    (entry) =>
      entry.booking_ref_code === subject.booking_ref_code &&
      (entry.issued_at === undefined ||
        (subject.issued_at !== undefined && sameSecond(entry.issued_at, subject.issued_at))),
  );
}
