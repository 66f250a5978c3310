import { describe, expect, it } from 'vitest';
import { gateWindow } from './gate-window';

describe('the gate window', () => {
  const window = gateWindow('2026-11-21');

  it('runs from yesterday to 14 days ahead', () => {
    expect(window).toEqual({ from: '2026-11-20', to: '2026-12-05' });
  });
});
