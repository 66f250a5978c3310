import { describe, expect, it } from 'vitest';
import { membershipExpiry } from './membership-expiry';

describe('membershipExpiry', () => {
  it.each([
    ['2026-11-21', '2027-11-20'],
    ['2026-01-01', '2026-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-03-01', '2028-02-29'],
  ])('a membership paid on %s expires on %s', (paidOn, expiry) => {
    expect(membershipExpiry(paidOn)).toBe(expiry);
  });
});
