/**
 * Limits on looking payables up by reference (`GET /public/donations/{ref}`,
 * `/public/members/{ref}`, `/public/volunteers/{id}`), per client address, so references
 * cannot be guessed in bulk: at most `misses` unknown references and `lookups` lookups in all
 * per address in any `windowMinutes`. Beyond either, the address is answered 429 RATE_LIMITED
 * with the minutes to wait. Counts are kept in memory per API process (a restart forgets them),
 * for at most `maxAddresses` addresses (the longest-idle are dropped first).
 *
 * spec: issue 11 item 3 (lookups by reference are rate-limited).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { Context } from 'hono';
import { clientAddress } from '../auth/client-address';
import type { Clock } from '../clock';

/** The limits per address. */
export const referenceLookupLimits = {
  windowMinutes: 10,
  misses: 20,
  lookups: 300,
  maxAddresses: 10_000,
} as const;

/** What a limited address is told. */
export const referenceLookupMessage = (minutes: number) =>
  `Too many look-ups from your network. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;

interface AddressCounts {
  /** Times (ms) of lookups and of misses in the window, oldest first. */
  lookups: number[];
  misses: number[];
}

/** Counts lookups per address; one per API process. */
export interface ReferenceLookupLimiter {
  /**
   * Runs `read` for the client of `c` unless its address is over a limit; an unknown reference
   * (`read` throwing NOT_FOUND) counts as a miss.
   * @throws DomainError RATE_LIMITED (429) over a limit; whatever `read` throws.
   */
  lookUp<T>(c: Context, read: () => Promise<T>): Promise<T>;
}

/** A limiter on `clock` (see the module comment). */
export function createReferenceLookupLimiter(clock: Clock): ReferenceLookupLimiter {
  const windowMs = referenceLookupLimits.windowMinutes * 60_000;
  const counts = new Map<string, AddressCounts>();

  const countsOf = (address: string, now: number): AddressCounts => {
    const found = counts.get(address);
    counts.delete(address);
    const fresh = found ?? { lookups: [], misses: [] };
    const since = now - windowMs;
    fresh.lookups = fresh.lookups.filter((at) => at > since);
    fresh.misses = fresh.misses.filter((at) => at > since);
    counts.set(address, fresh);
    if (counts.size > referenceLookupLimits.maxAddresses) {
      const idlest = counts.keys().next().value;
      if (idlest !== undefined) counts.delete(idlest);
    }
    return fresh;
  };

  const refuseOver = (times: number[], limit: number, now: number) => {
    if (times.length < limit) return;
    const liftsAt = (times[times.length - limit] as number) + windowMs;
    const message = referenceLookupMessage(Math.max(1, Math.ceil((liftsAt - now) / 60_000)));
    throw new DomainError('RATE_LIMITED', message, { messages: [message] });
  };

  return {
    async lookUp(c, read) {
      const now = clock.now().getTime();
      const address = countsOf(clientAddress(c), now);
      refuseOver(address.misses, referenceLookupLimits.misses, now);
      refuseOver(address.lookups, referenceLookupLimits.lookups, now);
      address.lookups.push(now);
      try {
        return await read();
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') address.misses.push(now);
        throw error;
      }
    },
  };
}
