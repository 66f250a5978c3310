import { describe, expect, it } from 'vitest';
import { earliestCheckOut, withCheckIn } from './search-dates';

describe('search bar dates (public-site.md §5 Dates)', () => {
  it('needs the check-out at least one day after the check-in', () => {
    expect(earliestCheckOut('2026-12-31')).toBe('2027-01-01');
    expect(earliestCheckOut('')).toBe('');
  });

  it('pushes the check-out forward when the check-in moves past it', () => {
    expect(withCheckIn('2026-12-12', '2026-12-10')).toEqual({
      check_in: '2026-12-12',
      check_out: '2026-12-13',
    });
    expect(withCheckIn('2026-12-12', '2026-12-12').check_out).toBe('2026-12-13');
    expect(withCheckIn('2026-12-10', '2026-12-15').check_out).toBe('2026-12-15');
    expect(withCheckIn('2026-12-10', '').check_out).toBe('');
  });
});
