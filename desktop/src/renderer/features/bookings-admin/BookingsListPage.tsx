/**
 * A bookings list (`/bookings` with its `list` tabs, or a fixed list such as `/confirmed`):
 * `GET /bookings?list=…` with every filter of §2.9 in the address, 15 a page.
 *
 * spec: staff-booking.md §2.9 (booking lists and filters), §9 (page sizes); api-contract.md
 * §Staff bookings.
 */

import type { BookingList } from '@hifadhi/shared/schemas/staff-booking-operations';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { bookingColumns } from './booking-columns';
import {
  BOOKINGS_PER_PAGE,
  type BookingFilterName,
  bookingListTabs,
  useBookingFilters,
} from './booking-filters';
import type { StaffBookingPage } from './staff-booking-types';

interface BookingsListPageProps {
  /** The list a fixed screen shows; absent, the `list` tab of the address (default `all`). */
  list?: BookingList;
  title: string;
}

/** The list tabs; on a phone they scroll sideways and the current one is scrolled into view. */
function ListTabs({ current }: { current: BookingList }) {
  const currentTab = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <nav className="tabs" aria-label="Lists">
      {bookingListTabs.map((tab) => (
        <Link
          key={tab.list}
          ref={tab.list === current ? currentTab : undefined}
          to={tab.list === 'all' ? '/bookings' : `/bookings?list=${tab.list}`}
          className={`tab${tab.list === current ? ' tab-current' : ''}`}
          aria-current={tab.list === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function BookingsListPage({ list, title }: BookingsListPageProps) {
  const [params] = useSearchParams();
  const tab = bookingListTabs.find((entry) => entry.list === params.get('list'))?.list ?? 'all';
  const shown = list ?? tab;
  const filters = useBookingFilters();
  return (
    <ResourceList<BookingFilterName, StaffBookingPage, StaffBookingPage['data'][number]>
      key={shown}
      title={
        list ? title : `${title}: ${bookingListTabs.find((entry) => entry.list === tab)?.label}`
      }
      path="/bookings"
      fixed={{ list: shown }}
      items={BOOKINGS_PER_PAGE}
      filters={filters}
      columns={bookingColumns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.booking_public_id}
      noun={{ one: 'booking', many: 'bookings' }}
      tabs={list ? undefined : <ListTabs current={tab} />}
    />
  );
}
