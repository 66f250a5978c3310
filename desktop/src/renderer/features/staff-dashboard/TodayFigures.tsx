/**
 * Today's figures on the dashboard, as `GET /dashboard` answers them (api/src/staff-bookings/
 * staff-dashboard.ts): arrivals, guests inside, departures and overstays as cards that open
 * their bookings list, and the money received today by method and currency (exact decimal
 * strings, shown with two decimals). For users with the `bookings` feature; the cards wrap to
 * one column on a 360 px phone.
 *
 * spec: membership-backoffice.md §2.4 (landing /dashboard); staff-booking.md §2.9 (lists).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { staffGet } from '../../lib/staff-api';

interface ListFigure {
  list: string;
  bookings: number;
  guests: number;
}

/** `GET /dashboard`'s answer. */
interface StaffDashboard {
  date: string;
  arrivals: ListFigure;
  inside: ListFigure;
  departures: ListFigure;
  overstays: ListFigure;
  revenue: { method: string; currency: CurrencyCode; amount: string; payments: number }[];
}

const cards = [
  { figure: 'arrivals', label: 'Arrivals today' },
  { figure: 'inside', label: 'Guests inside now' },
  { figure: 'departures', label: 'Departures today' },
  { figure: 'overstays', label: 'Overstays' },
] as const;

const methodNames: Record<string, string> = {
  mpesa: 'M-Pesa',
  card: 'Card',
  bank: 'Bank',
  cash: 'Cash',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function TodayFigures() {
  const { data, error } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => staffGet<StaffDashboard>('/dashboard'),
  });
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>Loading today's figures…</p>;
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading">Today, {data.date}</h2>
      <div className="figure-grid">
        {cards.map(({ figure, label }) => {
          const { list, bookings, guests } = data[figure];
          return (
            <Link
              key={figure}
              to={`/bookings?list=${list}`}
              className="panel figure-card"
              data-figure={figure}
            >
              <span className="figure-label">{label}</span>
              <strong className="figure-value">{figure === 'inside' ? guests : bookings}</strong>
              <span className="figure-detail">
                {figure === 'inside'
                  ? plural(bookings, 'booking')
                  : `${plural(bookings, 'booking')}, ${plural(guests, 'guest')}`}
              </span>
            </Link>
          );
        })}
        <section className="panel figure-card" data-figure="revenue">
          <h3 className="figure-label">Received today</h3>
          {data.revenue.length === 0 ? (
            <p>Nothing received yet.</p>
          ) : (
            <ul className="plain-list">
              {data.revenue.map((row) => (
                <li key={`${row.method}-${row.currency}`}>
                  {methodNames[row.method] ?? row.method}:{' '}
                  <strong>{formatMoney(row.amount, row.currency, 2)}</strong> (
                  {plural(row.payments, 'payment')})
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
