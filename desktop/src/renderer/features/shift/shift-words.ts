/**
 * Words and sums the cash-up screens share: payment method names, and the difference between
 * the cash counted and the cash expected (exact, decimal.js) with what it means.
 *
 * spec: issue 17 item 4 (gate cash-up).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { ShiftTaking } from '@hifadhi/shared/schemas/gate-shift';
import Decimal from 'decimal.js';

export const methodNames: Record<ShiftTaking['method'], string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank',
};

/** A signed difference in words: "KES 100.00 short", "KES 50.00 over", "Balanced". */
export function differenceWords(difference: Decimal.Value, currency: CurrencyCode): string {
  const value = new Decimal(difference);
  if (value.isZero()) return 'Balanced';
  const amount = formatMoney(value.abs(), currency, 2);
  return value.isNegative() ? `${amount} short` : `${amount} over`;
}

/** counted − expected, or null while the count is not a number. */
export function differenceOf(counted: string, expected: string): Decimal | null {
  const trimmed = counted.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return new Decimal(trimmed).minus(expected);
}
