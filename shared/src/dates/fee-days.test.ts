import { describe, expect, it } from 'vitest';
import { accommodationNights, conservationDays, nights, vehicleDays } from './fee-days';

describe('fee days', () => {
  it('counts a same-day visit as 0 nights and 1 day of every fee', () => {
    expect(nights('2026-12-05', '2026-12-05')).toBe(0);
    expect(conservationDays('2026-12-05', '2026-12-05')).toBe(1);
    expect(vehicleDays('2026-12-05', '2026-12-05')).toBe(1);
    expect(accommodationNights('2026-12-05', '2026-12-05')).toBe(1);
  });

  it('charges one night as 1 conservation day and 1 vehicle day', () => {
    expect(nights('2026-12-05', '2026-12-06')).toBe(1);
    expect(conservationDays('2026-12-05', '2026-12-06')).toBe(1);
    expect(vehicleDays('2026-12-05', '2026-12-06')).toBe(1);
    expect(accommodationNights('2026-12-05', '2026-12-06')).toBe(1);
  });

  it('charges conservation for nights − 1 and vehicles for every night', () => {
    expect(nights('2026-12-20', '2026-12-23')).toBe(3);
    expect(conservationDays('2026-12-20', '2026-12-23')).toBe(2);
    expect(vehicleDays('2026-12-20', '2026-12-23')).toBe(3);
    expect(conservationDays('2027-01-02', '2027-01-11')).toBe(8);
    expect(vehicleDays('2027-01-02', '2027-01-11')).toBe(9);
  });

  it('counts calendar days across a month, a year and a leap day', () => {
    expect(nights('2026-12-30', '2027-01-02')).toBe(3);
    expect(accommodationNights('2028-02-27', '2028-03-01')).toBe(3);
  });

  it('refuses a check-out before the check-in', () => {
    expect(() => nights('2026-12-12', '2026-12-10')).toThrow(RangeError);
    expect(() => accommodationNights('2026-12-12', '2026-12-10')).toThrow(RangeError);
  });
});
