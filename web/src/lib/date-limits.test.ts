import { describe, expect, it } from 'vitest';
import { dateProblem, pastDateMessage } from './date-limits';

const limits = {
  today: '2026-11-24',
  min: '2026-11-25',
  max: '2026-11-30',
  outOfRange: 'Choose a date within your stay.',
};

describe('typed dates (public-site.md §5 Dates)', () => {
  it('refuses a past date with a plain message naming today', () => {
    expect(dateProblem('2026-11-23', limits)).toBe(pastDateMessage('2026-11-24'));
    expect(pastDateMessage('2026-11-24')).toBe(
      'That date has passed. Choose Tue, 24 Nov 2026 or a later date.',
    );
  });

  it("refuses a date outside the field's range with the field's message", () => {
    expect(dateProblem('2026-11-24', limits)).toBe(limits.outOfRange);
    expect(dateProblem('2026-12-01', limits)).toBe(limits.outOfRange);
  });

  it('takes an allowed date, and an emptied field', () => {
    expect(dateProblem('2026-11-25', limits)).toBeNull();
    expect(dateProblem('2026-11-30', limits)).toBeNull();
    expect(dateProblem('', limits)).toBeNull();
  });
});
