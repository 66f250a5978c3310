/**
 * Card amounts go to the provider in minor units: cents of USD, cents of KES (× 100).
 * M-Pesa amounts stay whole KES.
 *
 * spec: pricing-rules.md §"Money and rounding" 4; public-site.md §9.
 */
import Decimal from 'decimal.js';

/** Minor units in one unit of KES or USD. */
export const MINOR_UNITS_PER_UNIT = 100;

/**
 * `amount` (whole or decimal units, e.g. 48160 or "12.50") in minor units.
 * @throws RangeError when the amount has a fraction of a minor unit or is too large.
 * @example toMinorUnits(48160) //=> 4816000
 */
export function toMinorUnits(amount: Decimal.Value): number {
  const minor = new Decimal(amount).times(MINOR_UNITS_PER_UNIT);
  if (!minor.isInteger()) throw new RangeError(`Not a whole number of minor units: ${amount}`);
  const value = minor.toNumber();
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount too large: ${amount}`);
  return value;
}
