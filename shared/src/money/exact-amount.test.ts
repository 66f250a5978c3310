import { describe, expect, it } from 'vitest';
import { add, compareAmounts, divide, exactAmount, multiply, ZERO } from './exact-amount';
import { ceilToWhole } from './round';

describe('exact amounts', () => {
  it('reads a number by its decimal form, so 0.1 is one tenth', () => {
    expect(compareAmounts(multiply(exactAmount(0.1), 3), exactAmount('0.3'))).toBe(0);
  });

  it('adds quotients with different denominators exactly: 1/3 + 2/3 = 1', () => {
    const third = divide(exactAmount(1), 3);
    const twoThirds = divide(exactAmount(2), 3);
    const sevenths = divide(exactAmount(3), 7);
    expect(compareAmounts(add(third, twoThirds), exactAmount(1))).toBe(0);
    expect(compareAmounts(add(third, sevenths, twoThirds), exactAmount(1))).toBe(1);
    expect(ceilToWhole(add(third, sevenths, twoThirds))).toBe(2);
  });

  it('sums nothing to zero', () => {
    expect(compareAmounts(add(), ZERO)).toBe(0);
  });

  it('compares exactly: 1000 ÷ 128 is below 7.8126 and equal to 7.8125', () => {
    const usd = divide(exactAmount(1000), '128');
    expect(compareAmounts(usd, exactAmount('7.8126'))).toBe(-1);
    expect(compareAmounts(usd, exactAmount('7.8125'))).toBe(0);
  });

  it('refuses to divide by zero or a negative rate', () => {
    expect(() => divide(exactAmount(1), 0)).toThrow(RangeError);
    expect(() => divide(exactAmount(1), '-128')).toThrow(RangeError);
  });
});
