/**
 * Registered gate kiosks: trading a registration code for a device token (the code is claimed
 * in one conditional UPDATE, so two kiosks racing with one code get one token between them),
 * listing devices, revoking one (its token stops working at once, on every API instance), and
 * finding the device behind a token.
 *
 * spec: api-contract.md §Staff and devices (`POST /devices/register`; the device token then
 * authorises `/sync/*`; revocable); research offline-checkin-anchors.md §1 (device set-up).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { Device, DeviceRegistered } from '@hifadhi/shared/schemas/sync';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { DevicePrincipal } from '../auth/auth-env';
import { newBearerSecret, sha256Hex } from '../auth/secret-tokens';
import type { Database, Executor } from '../db/database';
import { gates } from '../db/schema/catalogue';
import { deviceRegistrationCodes, devices } from '../db/schema/sync';
import { walkInRefPrefix } from '../sync/walk-in-reference';
import { registrationCodeHash } from './registration-codes';

/** How stale `last_seen_at` may get before a request refreshes it, in milliseconds. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Registers kiosk `name` with one-time code `code` at `now`.
 * @returns its public id, its bearer token (shown once) and its gate.
 * @throws DomainError UNAUTHENTICATED 'This registration code is not valid or has expired. …'
 *   for an unknown, used or expired code.
 */
export async function registerDevice(
  db: Database,
  input: { code: string; name: string; now: Date },
): Promise<DeviceRegistered> {
  const token = newBearerSecret();
  const registered = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(deviceRegistrationCodes)
      .set({ used_at: input.now })
      .where(
        and(
          eq(deviceRegistrationCodes.code_hash, registrationCodeHash(input.code)),
          isNull(deviceRegistrationCodes.used_at),
          gt(deviceRegistrationCodes.expires_at, input.now),
        ),
      )
      .returning({
        id: deviceRegistrationCodes.id,
        gate_public_id: deviceRegistrationCodes.gate_public_id,
        created_by: deviceRegistrationCodes.created_by,
      });
    if (!claimed) return null;
    const [device] = await tx
      .insert(devices)
      .values({
        name: input.name,
        gate_public_id: claimed.gate_public_id,
        token_hash: sha256Hex(token),
        registered_by: claimed.created_by,
        registered_at: input.now,
      })
      .returning({ id: devices.id, device_public_id: devices.device_public_id });
    await tx
      .update(deviceRegistrationCodes)
      .set({ device_id: device!.id })
      .where(eq(deviceRegistrationCodes.id, claimed.id));
    return {
      device_public_id: device!.device_public_id,
      gate_public_id: claimed.gate_public_id,
      walk_in_ref_prefix: walkInRefPrefix(device!.id),
    };
  });
  if (registered === null) {
    throw new DomainError('UNAUTHENTICATED', messages.registrationCodeInvalid, {
      fields: { code: messages.registrationCodeInvalid },
    });
  }
  return { ...registered, device_token: token };
}

const deviceColumns = {
  device_public_id: devices.device_public_id,
  name: devices.name,
  gate_public_id: devices.gate_public_id,
  gate_name: gates.gate_name,
  registered_at: devices.registered_at,
  app_version: devices.app_version,
  last_seen_at: devices.last_seen_at,
  revoked_at: devices.revoked_at,
};

function toDevice({
  last_seen_at,
  ...row
}: {
  device_public_id: string;
  name: string;
  gate_public_id: string;
  gate_name: string;
  registered_at: Date;
  app_version: string | null;
  last_seen_at: Date | null;
  revoked_at: Date | null;
}): Device {
  return {
    ...row,
    registered_at: row.registered_at.toISOString(),
    last_sync_at: last_seen_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * Every registered device, newest first (revoked ones too), with its gate's name, the app
 * version it reported and its last sync.
 */
export async function listDevices(db: Executor): Promise<Device[]> {
  const rows = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(gates, eq(gates.gate_public_id, devices.gate_public_id))
    .orderBy(desc(devices.id));
  return rows.map(toDevice);
}

/**
 * Revokes a device by administrator `revoked_by` at `now` (again changes nothing).
 * @throws DomainError NOT_FOUND 'No such device'.
 */
export async function revokeDevice(
  db: Executor,
  devicePublicId: string,
  input: { revoked_by: number; now: Date },
): Promise<Device> {
  const [found] = z.uuid().safeParse(devicePublicId).success
    ? await db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.device_public_id, devicePublicId))
    : [];
  if (!found) throw new DomainError('NOT_FOUND', messages.noSuch('device'));
  await db
    .update(devices)
    .set({ revoked_at: input.now, revoked_by: input.revoked_by })
    .where(and(eq(devices.id, found.id), isNull(devices.revoked_at)));
  const [row] = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(gates, eq(gates.gate_public_id, devices.gate_public_id))
    .where(eq(devices.id, found.id));
  return toDevice(row!);
}

/**
 * The device behind bearer `token`; refreshes its `last_seen_at` (its last sync) at most once a
 * minute, and at once when it reports a new `appVersion` (kept as its app version).
 * @returns null for an unknown token, `revoked` for a revoked device.
 */
export async function findDevicePrincipal(
  db: Executor,
  token: string,
  now: Date,
  appVersion: string | null = null,
): Promise<DevicePrincipal | 'revoked' | null> {
  const [row] = await db
    .select({
      device_id: devices.id,
      device_public_id: devices.device_public_id,
      name: devices.name,
      gate_public_id: devices.gate_public_id,
      last_seen_at: devices.last_seen_at,
      app_version: devices.app_version,
      revoked_at: devices.revoked_at,
    })
    .from(devices)
    .where(eq(devices.token_hash, sha256Hex(token)));
  if (!row) return null;
  if (row.revoked_at !== null) return 'revoked';
  if (appVersion !== null && appVersion !== row.app_version) {
    await db.update(devices).set({ app_version: appVersion }).where(eq(devices.id, row.device_id));
  }
  if (
    row.last_seen_at === null ||
    now.getTime() - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS
  ) {
    await db
      .update(devices)
      .set({ last_seen_at: now })
      .where(
        and(
          eq(devices.id, row.device_id),
          or(isNull(devices.last_seen_at), lt(devices.last_seen_at, now)),
        ),
      );
  }
  const { last_seen_at, app_version, revoked_at, ...principal } = row;
  return principal;
}
