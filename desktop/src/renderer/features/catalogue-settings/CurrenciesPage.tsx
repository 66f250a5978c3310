/**
 * Currencies (`/currency`, route Currencies): each currency with its sign and the exchange rate
 * in force now (KES per unit, buy and sell), opening its page for the history and a new rate.
 * No currency is added here: prices are kept and bookings paid in KES or USD only
 * (pricing-rules.md §Money and rounding 1–2; M-Pesa takes KES, the card gateway has an
 * application id for KES and one for USD), and the page says so.
 *
 * spec: membership-backoffice.md §2.5 (Currency: history, add, update), §3 (Currency and
 * exchange rate); pricing-rules.md §Money and rounding 3.
 */
import type { CurrencyRead } from '@hifadhi/shared/schemas/catalogue-settings';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatInstant } from '../../lib/format-time';
import { staffGet } from '../../lib/staff-api';
import { ScrollTable } from './ScrollTable';
import { currencyPath } from './settings-routes';

export function CurrenciesPage() {
  const currencies = useQuery({
    queryKey: ['/currencies'],
    queryFn: () => staffGet<CurrencyRead[]>('/currencies'),
  });
  return (
    <section className="resource-list">
      <h1>Currencies</h1>
      <p className="field-hint">
        Prices are kept and bookings are paid in KES or USD: M-Pesa takes KES and the card gateway
        has accounts for KES and USD only, so no other currency can be added.
      </p>
      {currencies.error && <ErrorNotice error={currencies.error} />}
      <ScrollTable caption={`Currencies and the rates in force (KES per unit)`}>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Sign</th>
            <th scope="col">Buy</th>
            <th scope="col">Sell</th>
            <th scope="col">In force since</th>
          </tr>
        </thead>
        <tbody>
          {(currencies.data ?? []).map((currency) => (
            <tr key={currency.currency_public_id}>
              <td>
                <Link to={currencyPath(currency.currency_public_id)} className="ref-link">
                  {currency.currency_name}
                </Link>{' '}
                {currency.description}
              </td>
              <td>{currency.currency_sign}</td>
              <td>{currency.rate?.buy_amount ?? '—'}</td>
              <td>{currency.rate?.sell_amount ?? '—'}</td>
              <td>{currency.rate ? formatInstant(currency.rate.effective_at) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
