import { describe, expect, it } from 'vitest';
import { programImage } from './program-image';

describe('programme picture', () => {
  it("uses the programme's own picture as the site's illustration of that name", () => {
    expect(programImage('monitoring.jpg', 2)).toBe('/images/monitoring.svg');
  });

  it('falls back to a wildlife illustration by position, repeating after four', () => {
    expect(programImage(null, 0)).toBe('/images/ranger.svg');
    expect(programImage(null, 1)).toBe('/images/rhino.svg');
    expect(programImage(null, 4)).toBe('/images/ranger.svg');
  });
});
