/**
 * The React context that carries the trip and its dispatcher to every screen (provided by
 * `TripProvider`, read with `useTrip`).
 */
import { createContext, type Dispatch, useContext } from 'react';
import type { TripAction } from './trip-reducer';
import type { Trip } from './trip-types';

export interface TripContextValue {
  trip: Trip;
  dispatch: Dispatch<TripAction>;
}

export const TripContext = createContext<TripContextValue | null>(null);

/**
 * The trip and its dispatcher.
 * @throws Error when used outside `TripProvider` (a wiring defect).
 */
export function useTrip(): TripContextValue {
  const value = useContext(TripContext);
  if (!value) throw new Error('useTrip must be used inside TripProvider');
  return value;
}
