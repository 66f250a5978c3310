/**
 * How the gate shows each scan decision at a glance: green for valid, amber for what the
 * clerk can settle (a balance, the wrong day, already in or not in), red for do-not-admit.
 *
 * spec: staff-booking.md §2 (Checkin); shared/src/check-in/decide-scan.ts (statuses).
 */
import type { ScanStatus } from '@hifadhi/shared/check-in/decide-scan';
import type { NoticeTone } from '../../components/Notice';

const tones: Record<ScanStatus, NoticeTone> = {
  valid: 'success',
  unpaid: 'warning',
  wrong_date: 'warning',
  already_checked_in: 'warning',
  not_checked_in: 'warning',
  unknown: 'error',
  cancelled: 'error',
  revoked: 'error',
  invalid_signature: 'error',
};

const titles: Record<ScanStatus, string> = {
  valid: 'Valid',
  unpaid: 'Balance due',
  wrong_date: 'Wrong date',
  already_checked_in: 'Already checked in',
  not_checked_in: 'Not checked in',
  unknown: 'Not found',
  cancelled: 'Cancelled',
  revoked: 'Withdrawn ticket',
  invalid_signature: 'Do not admit',
};

/** The colour band of `status`. */
export function decisionTone(status: ScanStatus): NoticeTone {
  return tones[status];
}

/** The short title shown above the decision's message. */
export function decisionTitle(status: ScanStatus): string {
  return titles[status];
}
