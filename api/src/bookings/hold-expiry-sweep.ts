/**
 * Runs `expireLapsedHolds` every few seconds inside the API process. Safe on several
 * instances at once (see expire-holds.ts). A failed run is logged and the next one tries
 * again; runs never overlap within one process.
 */
import type { Logger } from 'pino';
import { type PeriodicSweep, startPeriodicSweep } from '../periodic-sweep';
import { type ExpireHoldsDeps, expireLapsedHolds } from './expire-holds';

export type HoldExpirySweep = PeriodicSweep;

/** Starts sweeping every `intervalMs` milliseconds (the timer does not keep Node alive). */
export function startHoldExpirySweep(
  deps: ExpireHoldsDeps & { logger: Logger },
  intervalMs: number,
): HoldExpirySweep {
  return startPeriodicSweep(async () => {
    try {
      const expired = await expireLapsedHolds(deps);
      if (expired.length > 0) deps.logger.info({ expired }, 'expired lapsed booking holds');
    } catch (error) {
      deps.logger.error({ err: error }, 'hold expiry sweep failed');
    }
  }, intervalMs);
}
