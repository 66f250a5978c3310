import { describe, expect, it } from 'vitest';
import { formatCountdown, holdTimeLeft } from './hold-time-left';

const expiresAt = '2026-11-21T09:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the hold countdown (issue 11 item 5)', () => {
  it('counts whole seconds left, rounding a part second up', () => {
    expect(holdTimeLeft(expiresAt, at('2026-11-21T09:00:00.000Z'))).toEqual({
      expired: false,
      seconds: 1800,
    });
    expect(holdTimeLeft(expiresAt, at('2026-11-21T09:29:59.500Z'))).toEqual({
      expired: false,
      seconds: 1,
    });
  });

  it('is expired from the moment the hold ends', () => {
    expect(holdTimeLeft(expiresAt, at('2026-11-21T09:30:00.000Z'))).toEqual({ expired: true });
    expect(holdTimeLeft(expiresAt, at('2026-11-21T10:00:00.000Z'))).toEqual({ expired: true });
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
  });
});
