import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FREE_FAILURES,
  accountDelaySeconds,
  LOGIN_WINDOW_MINUTES,
  MAX_DELAY_MINUTES,
  secondsDelayed,
  secondsLocked,
} from './login-rate-limit';

const now = new Date('2026-11-21T09:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const minutesAgo = (minutes: number) => secondsAgo(minutes * 60);

describe('accountDelaySeconds', () => {
  it('asks no wait below the free failures, then 2, 4, 8 … seconds, capped at 15 minutes', () => {
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES)).toBe(2);
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES + 1)).toBe(4);
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES + 8)).toBe(512);
    expect(accountDelaySeconds(ACCOUNT_FREE_FAILURES + 9)).toBe(MAX_DELAY_MINUTES * 60);
    expect(accountDelaySeconds(100_000)).toBe(MAX_DELAY_MINUTES * 60);
  });
});

describe('secondsDelayed', () => {
  it('delays an address from its own last failure on the account', () => {
    expect(secondsDelayed(ACCOUNT_FREE_FAILURES + 1, secondsAgo(1), now)).toBe(3);
    expect(secondsDelayed(ACCOUNT_FREE_FAILURES + 1, secondsAgo(4), now)).toBeNull();
  });

  it('never delays an address with no failure on the account, however many there are', () => {
    expect(secondsDelayed(10_000, null, now)).toBeNull();
  });

  it('never asks more than the cap', () => {
    expect(secondsDelayed(10_000, now, now)).toBe(MAX_DELAY_MINUTES * 60);
  });
});

describe('secondsLocked', () => {
  it('is not locked below the limit', () => {
    expect(secondsLocked([minutesAgo(1), minutesAgo(2)], 3, now)).toBeNull();
  });

  it('is locked at the limit until the oldest counted failure leaves the window', () => {
    const failures = [minutesAgo(1), minutesAgo(2), minutesAgo(5)];
    expect(secondsLocked(failures, 3, now)).toBe((LOGIN_WINDOW_MINUTES - 5) * 60);
  });

  it('rounds a part second up, and never says 0 while locked', () => {
    const failures = [secondsAgo(1), secondsAgo(LOGIN_WINDOW_MINUTES * 60 - 0.2)];
    expect(secondsLocked(failures, 2, now)).toBe(1);
  });

  it('lifts once the counted failures are older than the window', () => {
    const failures = [minutesAgo(1), minutesAgo(LOGIN_WINDOW_MINUTES)];
    expect(secondsLocked(failures, 2, now)).toBeNull();
  });
});
