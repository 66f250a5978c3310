/**
 * Passwords are hashed with argon2id (`@node-rs/argon2`) at the OWASP minimum parameters:
 * 19 MiB of memory, 2 passes, 1 lane; the result is a PHC string (`$argon2id$v=19$m=19456,…`)
 * carrying its own salt and parameters. The same function makes the offline verifiers kiosks
 * download, each with its own salt.
 *
 * spec: membership-backoffice.md §7 (Authentication); research offline-checkin-anchors.md §1
 * (what a device downloads).
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm.Argon2id;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id PHC string of `password`, with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when `password` matches the PHC string `passwordHash`; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let unknownUserHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without a user to check, so signing in with an unknown
 * e-mail takes as long as with a wrong password. Always false.
 */
export async function verifyNobody(password: string): Promise<false> {
  unknownUserHash ??= hashPassword('no user has this password');
  await verifyPassword(await unknownUserHash, password);
  return false;
}
