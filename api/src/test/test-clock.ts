/** The instant every API test runs at, and a clock stopped there. */
import { fixedClock } from '../clock';

/** 2026-11-21 09:00 in Nairobi. */
export const testNow = new Date('2026-11-21T09:00:00+03:00');

export const testClock = fixedClock(testNow);

/** A clock tests move forward by hand, starting at `start` (default `testNow`). */
export interface ManualClock {
  now(): Date;
  /** Moves the clock `ms` milliseconds on. */
  advance(ms: number): void;
}

export function manualClock(start: Date = testNow): ManualClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}
