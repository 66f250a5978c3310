import { describe, expect, it } from 'vitest';
import { pageBlocks } from './PageText';

describe('pageBlocks', () => {
  it('splits paragraphs on blank lines and reads a block of "- " lines as a list', () => {
    expect(
      pageBlocks(
        'Cancelled before arrival, the charge is:\n\n- 61 days or more: 20%\n- 7 days or less: 100%\n\n\nLate\narrivals forfeit.',
      ),
    ).toEqual([
      { kind: 'p', text: 'Cancelled before arrival, the charge is:' },
      { kind: 'ul', items: ['61 days or more: 20%', '7 days or less: 100%'] },
      { kind: 'p', text: 'Late arrivals forfeit.' },
    ]);
  });

  it('keeps a block mixing text and "- " lines as one paragraph', () => {
    expect(pageBlocks('Rules:\n- no drones')).toEqual([{ kind: 'p', text: 'Rules: - no drones' }]);
  });
});
