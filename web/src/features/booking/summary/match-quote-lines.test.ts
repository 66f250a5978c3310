import type { QuoteLine } from '@hifadhi/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import { amountsFor } from './match-quote-lines';

const line = (kind: QuoteLine['kind'], ref: string, amount: number): QuoteLine => ({
  kind,
  ref,
  description: ref,
  quantity: 1,
  amount,
});

describe('amountsFor', () => {
  const lines = [
    line('conservation', 'cf-cit-a', 3000),
    line('activity', 'act-lion', 17825),
    line('activity', 'act-chimp', 2500),
    line('activity', 'act-lion', 8000),
  ];

  it('gives each cart entry the next quote line of its kind and reference, in order', () => {
    expect(amountsFor(lines, 'activity', ['act-lion', 'act-chimp', 'act-lion'])).toEqual([
      17825, 2500, 8000,
    ]);
    expect(amountsFor(lines, 'conservation', ['cf-cit-a'])).toEqual([3000]);
  });

  it('leaves an entry without a figure when the quote has none for it', () => {
    expect(amountsFor(lines, 'activity', ['act-lion', 'act-lion', 'act-lion'])).toEqual([
      17825,
      8000,
      undefined,
    ]);
    expect(amountsFor(undefined, 'vehicle', ['vf-6'])).toEqual([undefined]);
  });
});
