/**
 * How the gate shows each scan decision at a glance: a green band to admit, amber for what
 * the clerk can settle first (a balance, the wrong day, already in or not in), red for
 * do-not-admit; and the short title the band shows above the message.
 *
 * spec: staff-booking.md §2 (Checkin); shared/src/check-in/decide-scan.ts (statuses).
 */
import type { ScanStatus } from '@hifadhi/shared/check-in/decide-scan';

/** What the clerk does: admit (green), attend to it first (amber), or refuse (red). */
export type DecisionBand = 'admit' | 'attention' | 'refuse';

const bands: Record<ScanStatus, DecisionBand> = {
  valid: 'admit',
  unpaid: 'attention',
  wrong_date: 'attention',
  already_checked_in: 'attention',
  not_checked_in: 'attention',
  unknown: 'refuse',
  cancelled: 'refuse',
  revoked: 'refuse',
  invalid_signature: 'refuse',
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

/** The band of `status`. */
export function decisionBand(status: ScanStatus): DecisionBand {
  return bands[status];
}

/** The short title shown above the decision's message. */
export function decisionTitle(status: ScanStatus): string {
  return titles[status];
}
