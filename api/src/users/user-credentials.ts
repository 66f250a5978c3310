/**
 * What the database keeps of a password: the argon2id hash the API signs in against and the
 * separate argon2id verifier kiosks download (each with its own salt), made together whenever
 * a password is set.
 *
 * spec: membership-backoffice.md §7 (Authentication); research offline-checkin-anchors.md §1.
 */
import { hashPassword } from '../auth/password-hashing';

export async function credentialsFor(
  password: string,
): Promise<{ password_hash: string; offline_verifier: string }> {
  const [password_hash, offline_verifier] = await Promise.all([
    hashPassword(password),
    hashPassword(password),
  ]);
  return { password_hash, offline_verifier };
}
