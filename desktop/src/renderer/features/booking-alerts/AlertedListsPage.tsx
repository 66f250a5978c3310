/**
 * The alerted bookings lists: bookings with an active alert (`/bookings-alerts`) and those of
 * them without a ticket yet (`/bookings-unticketed-alerts`), each the bookings list of
 * `GET /bookings?list=…` with a link to the other.
 *
 * spec: staff-booking.md §2 (routes bookings-alerts, bookings-unticketed-alerts), §2.9;
 * api-contract.md §Staff bookings (lists alerted, unticketed_alerted).
 */
import { NavLink } from 'react-router';
import { BookingsListPage } from '../bookings-admin/BookingsListPage';

const alertedLists = [
  { list: 'alerted', to: '/bookings-alerts', title: 'Alerted bookings' },
  {
    list: 'unticketed_alerted',
    to: '/bookings-unticketed-alerts',
    title: 'Alerted bookings without a ticket',
  },
] as const;

export function AlertedListsPage({ list }: { list: 'alerted' | 'unticketed_alerted' }) {
  const shown = alertedLists.find((entry) => entry.list === list) ?? alertedLists[0];
  return (
    <>
      <nav className="tabs" aria-label="Alerted lists">
        {alertedLists.map((entry) => (
          <NavLink
            key={entry.list}
            to={entry.to}
            className={({ isActive }) => `tab${isActive ? ' tab-current' : ''}`}
          >
            {entry.title}
          </NavLink>
        ))}
      </nav>
      <BookingsListPage key={list} list={list} title={shown.title} />
    </>
  );
}
