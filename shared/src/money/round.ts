/**
 * The one rounding money ever gets: the ceiling to a whole unit of the currency, taken on the
 * exact quotient. Numerator and denominator are scaled to integers and divided as BigInt, so
 * a quotient is never rounded before its ceiling (1000 ÷ 128 = 7.8125 → 8; 13,792 × 0.9 ÷
 * 129.30 is exactly 96 and stays 96, where a 20-digit quotient would make it 97).
 *
 * spec: pricing-rules.md §"Money and rounding" 2.
 */
import { type ExactAmount, toIntegerQuotient } from './exact-amount';

/**
 * The smallest whole number not below `amount` (whole KES or whole USD).
 * @throws RangeError when the result is beyond Number.MAX_SAFE_INTEGER.
 * @example ceilToWhole(divide(exactAmount('1000'), '128')) //=> 8
 */
export function ceilToWhole(amount: ExactAmount): number {
  const { numerator, denominator } = toIntegerQuotient(amount);
  const quotient = numerator / denominator;
  const ceiling = numerator % denominator > 0n ? quotient + 1n : quotient;
  const whole = Number(ceiling);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Amount too large: ${ceiling}`);
  return whole;
}
