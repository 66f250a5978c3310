/**
 * Runs `sendMembershipNotices` periodically inside the API process, as the hold-expiry sweep
 * runs: a failed run is logged and the next one tries again; runs never overlap within one
 * process; safe on several instances at once (each notice is claimed once).
 */
import type { Logger } from 'pino';
import { type PeriodicSweep, startPeriodicSweep } from '../periodic-sweep';
import { type MembershipNoticeDeps, sendMembershipNotices } from './membership-notices';

/** How often the API looks for notices due: every 10 minutes. */
export const MEMBERSHIP_NOTICE_SWEEP_MS = 10 * 60 * 1000;

/** Starts sending due notices every `intervalMs` milliseconds. */
export function startMembershipNoticeSweep(
  deps: MembershipNoticeDeps & { logger: Logger },
  intervalMs: number,
): PeriodicSweep {
  return startPeriodicSweep(async () => {
    try {
      const sent = await sendMembershipNotices(deps);
      if (sent.renewal.length + sent.payment_reminder.length > 0) {
        deps.logger.info({ sent }, 'sent membership notices');
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'membership notice sweep failed');
    }
  }, intervalMs);
}
