/**
 * Holds the trip for the whole site: loaded from browser storage on start, and written back
 * part by part whenever it changes, so a reload keeps the trip.
 *
 * spec: public-site.md §3 "Browser storage keys".
 */
import { type ReactNode, useEffect, useMemo, useReducer, useRef } from 'react';
import { TripContext } from './trip-context';
import { tripReducer } from './trip-reducer';
import { loadTrip, saveTrip } from './trip-storage';
import type { Trip } from './trip-types';

export function TripProvider({ children }: { children: ReactNode }) {
  const [trip, dispatch] = useReducer(tripReducer, undefined, loadTrip);
  const saved = useRef<Trip | undefined>(undefined);
  useEffect(() => {
    saveTrip(trip, saved.current);
    saved.current = trip;
  }, [trip]);
  const value = useMemo(() => ({ trip, dispatch }), [trip]);
  return <TripContext value={value}>{children}</TripContext>;
}
