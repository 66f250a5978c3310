import { describe, expect, it } from 'vitest';
import { daysBetween } from '../dates/calendar-date';
import { movedSpan } from './postponement';

describe('postponing', () => {
  it('moves a span by the days and keeps its nights, across months and years', () => {
    const stay = { start: '2026-12-29', end: '2027-01-02' };
    const moved = movedSpan(stay, 3);
    expect(moved).toEqual({ start: '2027-01-01', end: '2027-01-05' });
    expect(daysBetween(moved.start, moved.end)).toBe(daysBetween(stay.start, stay.end));
    expect(movedSpan({ start: '2027-02-27', end: '2027-03-01' }, 1)).toEqual({
      start: '2027-02-28',
      end: '2027-03-02',
    });
  });

  it('moves a day visit or an activity date (start = end) to one day', () => {
    expect(movedSpan({ start: '2026-12-05', end: '2026-12-05' }, 7)).toEqual({
      start: '2026-12-12',
      end: '2026-12-12',
    });
  });
});
