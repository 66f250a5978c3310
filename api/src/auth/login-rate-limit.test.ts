import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MINUTES, minutesLocked } from './login-rate-limit';

const now = new Date('2026-11-21T09:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('minutesLocked', () => {
  it('is not locked below the limit', () => {
    expect(minutesLocked([minutesAgo(1), minutesAgo(2)], 3, now)).toBeNull();
  });

  it('is locked at the limit until the oldest counted failure leaves the window', () => {
    const failures = [minutesAgo(1), minutesAgo(2), minutesAgo(5)];
    expect(minutesLocked(failures, 3, now)).toBe(LOGIN_WINDOW_MINUTES - 5);
  });

  it('rounds a part minute up, and never says 0 while locked', () => {
    const failures = [minutesAgo(0.1), minutesAgo(14.99)];
    expect(minutesLocked(failures, 2, now)).toBe(1);
  });

  it('lifts once the counted failures are older than the window', () => {
    const failures = [minutesAgo(1), minutesAgo(LOGIN_WINDOW_MINUTES)];
    expect(minutesLocked(failures, 2, now)).toBeNull();
  });
});
