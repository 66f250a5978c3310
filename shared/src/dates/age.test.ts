import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, latestDobForAge } from './age';
import { addDays } from './calendar-date';

describe('ageOn', () => {
  it('counts whole years once the birthday is reached', () => {
    expect(ageOn('2008-03-15', '2026-03-15')).toBe(18);
    expect(ageOn('2008-03-15', '2026-12-31')).toBe(18);
  });

  it('counts one less the day before the birthday', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
    expect(ageOn('2013-12-31', '2026-12-30')).toBe(12);
  });

  it('makes a 29 February birthday a year older on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('is zero on the day of birth and negative for a date of birth in the future', () => {
    expect(ageOn('2026-05-01', '2026-05-01')).toBe(0);
    expect(ageOn('2027-05-01', '2026-05-01')).toBe(-1);
  });

  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => ageOn('15/03/2008', '2026-03-15')).toThrow(RangeError);
    expect(() => ageOn('2008-03-15', '2026-02-30')).toThrow(RangeError);
  });
});

describe('latestDobForAge', () => {
  it('is the same day the given number of years earlier', () => {
    expect(latestDobForAge(18, '2026-06-01')).toBe('2008-06-01');
    expect(latestDobForAge(13, '2026-01-01')).toBe('2013-01-01');
  });

  it('falls back to 28 February when today is 29 February and that year has none', () => {
    expect(latestDobForAge(18, '2028-02-29')).toBe('2010-02-28');
    expect(latestDobForAge(4, '2028-02-29')).toBe('2024-02-29');
  });

  const day = fc.integer({ min: 0, max: 365 * 200 }).map((offset) => addDays('1900-01-01', offset));

  it('is exactly old enough, and a day later is a year too young', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), day, (age, today) => {
        const latest = latestDobForAge(age, today);
        expect(ageOn(latest, today)).toBe(age);
        expect(ageOn(addDays(latest, 1), today)).toBe(age - 1);
      }),
    );
  });
});
