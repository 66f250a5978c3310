/**
 * The gate's sound for each decision: admit and refuse are heard, amber statuses are not, and
 * the two cues cannot be mistaken for each other (high and short, low and long).
 */
import { scanStatuses } from '@hifadhi/shared/check-in/decide-scan';
import { describe, expect, it } from 'vitest';
import { cueOf, decisionCues } from './decision-cue';
import { decisionBand } from './decision-tone';

describe('the decision cue', () => {
  it('sounds admit for green, refuse for red, and nothing for amber', () => {
    expect(Object.fromEntries(scanStatuses.map((status) => [status, cueOf(status)]))).toEqual({
      invalid_signature: 'refuse',
      revoked: 'refuse',
      unknown: 'refuse',
      cancelled: 'refuse',
      wrong_date: null,
      unpaid: null,
      already_checked_in: null,
      not_checked_in: null,
      valid: 'admit',
    });
    expect(decisionBand('unpaid')).toBe('attention');
  });

  it('makes admit high and short and refuse low and long', () => {
    const length = (cue: keyof typeof decisionCues) =>
      Math.max(...decisionCues[cue].map((note) => note.start + note.duration));
    const lowest = (cue: keyof typeof decisionCues) =>
      Math.min(...decisionCues[cue].map((note) => note.frequency));
    expect(lowest('admit')).toBeGreaterThan(
      2 * Math.max(...decisionCues.refuse.map((n) => n.frequency)),
    );
    expect(length('admit')).toBeLessThan(0.5);
    expect(length('refuse')).toBeGreaterThanOrEqual(0.5);
  });
});
