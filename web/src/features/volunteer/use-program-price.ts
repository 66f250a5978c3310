/**
 * A programme's price in the visitor's chosen currency, converted with the rates in force and
 * formatted with thousands separators; null until the rates have loaded.
 *
 * spec: public-site.md §2.16 (price converted to the browser currency), §1.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { useTrip } from '../booking/trip/trip-context';
import { useCurrencies } from '../catalogue/catalogue-queries';
import { unitPrice } from '../catalogue/unit-price';

/** Returns a formatter of (`price` decimal string, its `currency`) → e.g. 'KES 182,000'. */
export function useProgramPrice(): ((price: string, currency: CurrencyCode) => string) | null {
  const { trip } = useTrip();
  const currencies = useCurrencies().data;
  if (!currencies) return null;
  return (price, currency) => unitPrice(price, currency, trip.user.currency, currencies);
}
