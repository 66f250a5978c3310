/**
 * The back office's current currency (KES or USD) from the header's currency menu, kept in
 * browser storage for the next visit.
 *
 * spec: membership-backoffice.md §2.7 (currency menu, current currency).
 */
import { useCallback, useState } from 'react';

export const DISPLAY_CURRENCIES = ['KES', 'USD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

const CURRENCY_KEY = 'staff-currency';

function kept(): DisplayCurrency {
  const value = localStorage.getItem(CURRENCY_KEY);
  return value === 'USD' ? 'USD' : 'KES';
}

/** The current currency and a way to change it. */
export function useDisplayCurrency(): [DisplayCurrency, (currency: DisplayCurrency) => void] {
  const [currency, setCurrency] = useState<DisplayCurrency>(kept);
  const choose = useCallback((next: DisplayCurrency) => {
    localStorage.setItem(CURRENCY_KEY, next);
    setCurrency(next);
  }, []);
  return [currency, choose];
}
