/**
 * Promo codes at the gate's walk-in: a code's uses are counted on the server, so the gate asks
 * the API (`POST /sync/promo-code`, the device's token) whether the code is valid now, and
 * prices the walk-in with its percentage off. Offline it says plainly that promo codes need the
 * server; the API's refusals ('Promo code not found', 'This promo code is not valid') are
 * passed on as they came.
 *
 * spec: pricing-rules.md §Discounts 4; staff-booking.md §2.1 (promo code); api-contract.md
 * §Staff and devices.
 */
import type { ApiClient } from './api-client';
import { validationError } from './gate-errors';
import { type ReplicaDatabase, statement } from './replica-database';
import type { SyncClient } from './sync-client';

/** Why a walk-in cannot take a promo code while the kiosk is offline. */
export const PROMO_NEEDS_SERVER =
  'Promo codes need the server, and the kiosk is offline. Remove the promo code to book without it, or try again when the kiosk is online.';

/** A promo code the API found valid: the percentage off (decimal string). */
export interface CheckedPromo {
  code: string;
  percentage_off: string;
}

/** The promo code a walk-in body names, upper-cased; null when none. */
export function promoCodeOf(body: unknown): string | null {
  const code = (body as { promo_code?: unknown } | null)?.promo_code;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : null;
}

/**
 * Checks the promo code of `body` with the API; null when the body names none.
 * @throws DomainError VALIDATION_FAILED PROMO_NEEDS_SERVER on `promo_code` when the kiosk is
 *   offline or unregistered; OfflineError (PROMO_NEEDS_SERVER) when the API does not answer;
 *   ApiAnswerError with the API's refusal.
 */
export async function checkWalkInPromo(
  deps: { db: ReplicaDatabase; api: ApiClient; syncClient: Pick<SyncClient, 'online'> },
  body: unknown,
): Promise<CheckedPromo | null> {
  const code = promoCodeOf(body);
  if (code === null) return null;
  const device = statement(deps.db, 'select device_token from device where id = 1').get() as
    | { device_token: string }
    | undefined;
  if (!device || !deps.syncClient.online()) {
    throw validationError(PROMO_NEEDS_SERVER, 'promo_code');
  }
  return (await deps.api.call('POST', '/sync/promo-code', PROMO_NEEDS_SERVER, {
    token: device.device_token,
    body: { promo_code: code },
  })) as CheckedPromo;
}
