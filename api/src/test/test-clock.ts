/** The instant every API test runs at, and a clock stopped there. */
import { fixedClock } from '../clock';

/** 2026-11-21 09:00 in Nairobi. */
export const testNow = new Date('2026-11-21T09:00:00+03:00');

export const testClock = fixedClock(testNow);
