import { describe, expect, it } from 'vitest';
import { nairobiDateTime } from './nairobi-time';

describe('nairobiDateTime', () => {
  it('prints an instant as the wall-clock time in Nairobi (UTC+3, no daylight saving)', () => {
    expect(nairobiDateTime('2026-03-14T06:05:00Z')).toBe('2026-03-14 09:05');
    expect(nairobiDateTime(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01 00:30');
    expect(nairobiDateTime('2026-07-01T00:00:00+03:00')).toBe('2026-07-01 00:00');
  });
});
