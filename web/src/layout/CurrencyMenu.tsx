/**
 * The KES/USD menu: the chosen currency is stored with the trip, and every figure is quoted
 * again in it.
 *
 * spec: public-site.md §1 (KES or USD, default KES), §2.3 (currency menu).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { useTrip } from '../features/booking/trip/trip-context';

const CURRENCIES: { code: CurrencyCode; name: string }[] = [
  { code: 'KES', name: 'KES' },
  { code: 'USD', name: 'USD' },
];

export function CurrencyMenu() {
  const { trip, dispatch } = useTrip();
  return (
    <label className="currency-menu">
      <span className="visually-hidden">Currency</span>
      <select
        value={trip.user.currency}
        onChange={(event) =>
          dispatch({ type: 'set_currency', currency: event.target.value as CurrencyCode })
        }
      >
        {CURRENCIES.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.name}
          </option>
        ))}
      </select>
    </label>
  );
}
