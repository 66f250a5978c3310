/**
 * The time source services take as `clock`, so tests can fix "now". Instants are `Date`s; the
 * conservancy's calendar date at an instant is `calendarDateAt(clock.now())` (Africa/Nairobi).
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `instant`, for tests. */
export function fixedClock(instant: Date | string): Clock {
  const at = new Date(instant);
  return { now: () => new Date(at) };
}
