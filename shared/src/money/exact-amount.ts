/**
 * Exact amounts of money: a quotient `numerator ÷ denominator` of two exact decimals, in one
 * currency (the caller keeps track of which). Multiplying and adding are exact in decimal.js;
 * dividing (by a buy rate, by a room's maximum guests) only grows the denominator, so no
 * intermediate is ever rounded. The single rounding is `ceilToWhole` (round.ts).
 *
 * spec: pricing-rules.md §"Money and rounding" 1–2.
 */
import Decimal from 'decimal.js';

/** Significant digits an exact intermediate may hold; reaching it means it may have rounded. */
const PRECISION = 1000;
const Exact = Decimal.clone({ precision: PRECISION });

/** `numerator ÷ denominator`, both exact decimals; the denominator is always positive. */
export interface ExactAmount {
  readonly numerator: Decimal;
  readonly denominator: Decimal;
}

function checked(value: Decimal): Decimal {
  if (!value.isFinite()) throw new RangeError(`Not a finite amount: ${value}`);
  if (value.precision() >= PRECISION) {
    throw new RangeError('Amount has too many digits for exact arithmetic');
  }
  return value;
}

function decimal(value: Decimal.Value): Decimal {
  return checked(new Exact(value));
}

/**
 * An exact amount from a decimal string ("128.00"), a whole number or a Decimal.
 * Numbers are read by their shortest decimal form (0.1 is one tenth), so binary float error
 * is never carried in.
 * @example exactAmount('1500') //=> { numerator: 1500, denominator: 1 }
 */
export function exactAmount(value: Decimal.Value): ExactAmount {
  return { numerator: decimal(value), denominator: new Exact(1) };
}

/** The exact amount zero. */
export const ZERO: ExactAmount = exactAmount(0);

/**
 * `amount × factor`, exactly.
 * @example multiply(exactAmount('1200'), '1.1') //=> 1320 (not 1320.0000000000002)
 */
export function multiply(amount: ExactAmount, factor: Decimal.Value): ExactAmount {
  return {
    numerator: checked(amount.numerator.times(decimal(factor))),
    denominator: amount.denominator,
  };
}

/**
 * `amount ÷ divisor`, exactly: the divisor joins the denominator, nothing is rounded.
 * @throws RangeError when the divisor is not positive.
 * @example divide(exactAmount('1000'), '128') //=> 1000 / 128 (7.8125)
 */
export function divide(amount: ExactAmount, divisor: Decimal.Value): ExactAmount {
  const by = decimal(divisor);
  if (!by.gt(0)) throw new RangeError(`Cannot divide by ${by}`);
  return { numerator: amount.numerator, denominator: checked(amount.denominator.times(by)) };
}

/** The exact sum of `amounts` (zero when there are none). */
export function add(...amounts: readonly ExactAmount[]): ExactAmount {
  return amounts.reduce((sum, amount) => {
    if (sum.denominator.equals(amount.denominator)) {
      return {
        numerator: checked(sum.numerator.plus(amount.numerator)),
        denominator: sum.denominator,
      };
    }
    return {
      numerator: checked(
        sum.numerator.times(amount.denominator).plus(amount.numerator.times(sum.denominator)),
      ),
      denominator: checked(sum.denominator.times(amount.denominator)),
    };
  }, ZERO);
}

/**
 * The same quotient with both parts scaled by one power of ten to whole numbers, as BigInt,
 * for exact integer division (e.g. 7.5 ÷ 1.25 → 750n ÷ 125n).
 */
export function toIntegerQuotient(amount: ExactAmount): { numerator: bigint; denominator: bigint } {
  const places = Math.max(amount.numerator.decimalPlaces(), amount.denominator.decimalPlaces());
  const scale = new Exact(10).pow(places);
  return {
    numerator: BigInt(amount.numerator.times(scale).toFixed(0)),
    denominator: BigInt(amount.denominator.times(scale).toFixed(0)),
  };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, compared exactly. */
export function compareAmounts(a: ExactAmount, b: ExactAmount): -1 | 0 | 1 {
  const left = a.numerator.times(b.denominator);
  const right = b.numerator.times(a.denominator);
  return left.comparedTo(right) as -1 | 0 | 1;
}
