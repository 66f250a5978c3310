/**
 * One-time registration codes: an administrator issues a code for a gate; a kiosk trades it
 * (once, within `REGISTRATION_CODE_MINUTES`) for a device token bound to that gate, as pretix
 * trades an init token for a device token. The database keeps only the code's hash.
 *
 * spec: api-contract.md §Staff and devices (`POST /devices/registration-codes`); research
 * offline-checkin-anchors.md §1 (device set-up).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import type { RegistrationCode } from '@hifadhi/shared/schemas/sync';
import { eq } from 'drizzle-orm';
import { canonicalRegistrationCode, newRegistrationCode, sha256Hex } from '../auth/secret-tokens';
import type { Executor } from '../db/database';
import { gates } from '../db/schema/catalogue';
import { deviceRegistrationCodes } from '../db/schema/sync';

/** Minutes a registration code can be used. */
export const REGISTRATION_CODE_MINUTES = 30;

/** The hash a code is kept and found by, whatever way it was typed. */
export function registrationCodeHash(typed: string): string {
  return sha256Hex(canonicalRegistrationCode(typed));
}

/**
 * Issues a code for a kiosk at `gate_public_id`, by administrator `created_by` at `now`.
 * @throws DomainError UNKNOWN_REFERENCE 'No such gate' on `gate_public_id`; VALIDATION_FAILED
 *   '{gate} is deleted: restore it before registering a kiosk there' on it for a deleted gate.
 */
export async function issueRegistrationCode(
  db: Executor,
  input: { gate_public_id: string; created_by: number; now: Date },
): Promise<RegistrationCode> {
  const [gate] = await db
    .select({ name: gates.gate_name, deleted_at: gates.deleted_at })
    .from(gates)
    .where(eq(gates.gate_public_id, input.gate_public_id));
  if (!gate) {
    throw new DomainError('UNKNOWN_REFERENCE', messages.noSuch('gate'), {
      fields: { gate_public_id: messages.noSuch('gate') },
    });
  }
  if (gate.deleted_at !== null) {
    const message = catalogueSettingsMessages.kioskAtDeletedGate(gate.name);
    throw new DomainError('VALIDATION_FAILED', message, { fields: { gate_public_id: message } });
  }
  const code = newRegistrationCode();
  const expires_at = new Date(input.now.getTime() + REGISTRATION_CODE_MINUTES * 60_000);
  await db.insert(deviceRegistrationCodes).values({
    code_hash: registrationCodeHash(code),
    gate_public_id: input.gate_public_id,
    created_by: input.created_by,
    created_at: input.now,
    expires_at,
  });
  return { code, gate_public_id: input.gate_public_id, expires_at: expires_at.toISOString() };
}
