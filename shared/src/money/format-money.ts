/**
 * Money as people read it: the currency code, one space, and the amount with thousands
 * separators from `Intl.NumberFormat('en-KE')`: "KES 48,160", "USD 368", "KES 1,250.00" with
 * two decimals. The space is a plain space on every runtime (Intl's own currency style puts a
 * no-break space there and differs between ICU versions). Negative amounts read "KES -1,250".
 *
 * spec: public-site.md §1 (thousands separators, whole numbers); staff-booking.md §9 (two
 * decimals in some summaries).
 */
import type Decimal from 'decimal.js';
import type { CurrencyCode } from '../catalogue/catalogue';

const formatters = {
  0: new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0, roundingMode: 'ceil' }),
  2: new Intl.NumberFormat('en-KE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'ceil',
  }),
};

/**
 * `amount` (whole units, or a decimal string) in `currency` for display. With 0 decimals a
 * fraction is shown rounded up, as prices are.
 * @example formatMoney(48160, 'KES') //=> 'KES 48,160'
 * @example formatMoney(368, 'USD', 2) //=> 'USD 368.00'
 */
export function formatMoney(
  amount: number | string | Decimal,
  currency: CurrencyCode,
  fractionDigits: 0 | 2 = 0,
): string {
  const exact = typeof amount === 'number' ? amount : (amount.toString() as `${number}`);
  return `${currency} ${formatters[fractionDigits].format(exact)}`;
}
