/**
 * Walk-in references reserved per device: each registered kiosk gets the block `W<id>` (its
 * device id written in the booking references' alphabet) and numbers its walk-ins
 * `W<id>-1`, `W<id>-2`, … in its replica. The receipt printed offline carries that reference
 * and the server keeps it when the walk-in arrives, so the visitor's receipt and QR work at
 * every gate after sync. Server-drawn references are 8 characters without a dash, so a block
 * reference never meets one.
 *
 * spec: staff-booking.md §2.1 (individual gate-entry booking); research
 * offline-checkin-anchors.md §1 (box office: the order code on the receipt).
 */
import { walkInReferencePrefix } from '@hifadhi/shared/schemas/sync';
import { eq } from 'drizzle-orm';
import type { DevicePrincipal } from '../auth/auth-env';
import { REF_CODE_ALPHABET } from '../bookings/booking-ref-code';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';

/** The walk-in reference block of device `deviceId` (a positive integer), e.g. `W3`. */
export function walkInRefPrefix(deviceId: number): string {
  let digits = '';
  let rest = deviceId;
  do {
    digits = REF_CODE_ALPHABET[rest % REF_CODE_ALPHABET.length] + digits;
    rest = Math.floor(rest / REF_CODE_ALPHABET.length);
  } while (rest > 0);
  return `W${digits}`;
}

/**
 * The reference to give a walk-in from `device` that the kiosk numbered `reference`: that one
 * when it is from the device's own block and no other booking has it; otherwise undefined (the
 * booking service draws one, as for a walk-in from an older kiosk).
 */
export async function keptWalkInReference(
  db: Executor,
  device: DevicePrincipal,
  reference: string | undefined,
): Promise<string | undefined> {
  if (reference === undefined) return undefined;
  if (walkInReferencePrefix(reference) !== walkInRefPrefix(device.device_id)) return undefined;
  const [taken] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.booking_ref_code, reference));
  return taken ? undefined : reference;
}
