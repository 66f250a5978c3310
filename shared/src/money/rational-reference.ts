/**
 * An independent reference for the property tests: plain BigInt fractions, no decimal.js.
 * The pricing engine's exact amounts and ceilings must agree with it for any rates.
 * Not used by the engine itself.
 */

/** `numerator / denominator` with a positive denominator. */
export interface Rational {
  numerator: bigint;
  denominator: bigint;
}

/** A decimal string ("129.30", "-7", "12.5") or whole number as a fraction. */
export function rational(value: string | number): Rational {
  const text = String(value);
  const [whole = '0', fraction = ''] = text.split('.');
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** a × b */
export function times(a: Rational, b: Rational | string | number): Rational {
  const factor = typeof b === 'object' ? b : rational(b);
  return {
    numerator: a.numerator * factor.numerator,
    denominator: a.denominator * factor.denominator,
  };
}

/** a ÷ b, b positive. */
export function over(a: Rational, b: Rational | string | number): Rational {
  const divisor = typeof b === 'object' ? b : rational(b);
  return {
    numerator: a.numerator * divisor.denominator,
    denominator: a.denominator * divisor.numerator,
  };
}

/** a + b + … */
export function plus(...terms: Rational[]): Rational {
  return terms.reduce(
    (sum, term) => ({
      numerator: sum.numerator * term.denominator + term.numerator * sum.denominator,
      denominator: sum.denominator * term.denominator,
    }),
    { numerator: 0n, denominator: 1n },
  );
}

/** a − b */
export function minus(a: Rational, b: Rational): Rational {
  return plus(a, { numerator: -b.numerator, denominator: b.denominator });
}

/** The ceiling as a number. */
export function ceiling(value: Rational): number {
  const quotient = value.numerator / value.denominator;
  return Number(value.numerator % value.denominator > 0n ? quotient + 1n : quotient);
}

/** `amount` less each percentage in turn: amount × Π (100 − p) / 100. */
export function discounted(amount: Rational, percentages: readonly (string | number)[]): Rational {
  return percentages.reduce<Rational>(
    (value, percentage) => over(times(value, minus(rational(100), rational(percentage))), 100),
    amount,
  );
}
