import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNobody, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted afresh each time', async () => {
    const first = await hashPassword('change-me-clerk');
    const second = await hashPassword('change-me-clerk');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(first)).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 2 });
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('change-me-clerk');
    expect(await verifyPassword(stored, 'change-me-clerk')).toBe(true);
    expect(await verifyPassword(stored, 'change-me-Clerk')).toBe(false);
  });

  it('treats a malformed hash as a wrong password, and nobody as nobody', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(await verifyNobody('anything')).toBe(false);
  });
});
