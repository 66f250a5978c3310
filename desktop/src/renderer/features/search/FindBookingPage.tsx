/**
 * Finds bookings in the kiosk's replica by reference (exact or its start), the guest's name,
 * or phone number in any form (0712…, +254712…, 712…).
 *
 * spec: staff-booking.md §2 (find-booking, search-results), §7 (searches by key).
 */
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BookingTable } from '../../components/BookingTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import type { BookingSummary } from '../../lib/gate-types';
import { useGateData } from '../../lib/use-gate-data';

export function FindBookingPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const { data, error, loading } = useGateData<{ bookings: BookingSummary[] }>(
    query ? `/bookings?q=${encodeURIComponent(query)}` : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };

  return (
    <>
      <h1>Find a booking</h1>
      <form className="search-form" onSubmit={submit}>
        <Field
          label="Reference, name or phone"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
          autoComplete="off"
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {error !== null && <ErrorNotice error={error} />}
      {loading && <p className="muted">Searching…</p>}
      {data && (
        <BookingTable
          caption={`Bookings matching “${query}”`}
          bookings={data.bookings}
          empty={`No booking matches “${query}” on this kiosk. Check the spelling, or sync the gate.`}
        />
      )}
    </>
  );
}
