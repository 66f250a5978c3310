/**
 * The trip in browser storage, one key per part as the spec names them: `user_data`,
 * `conservation_data`, `vehicle_data`, `facility_data`, `activity_data`, `donation`,
 * `currency`, plus `proof_of_residency`; `previous_booking` keeps the last booking posted, and
 * `booked_trip` the cart of the last booking created.
 *
 * spec: public-site.md §3 "Browser storage keys"; §4 (previous_booking saved on submit).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { QuoteRequest } from '@hifadhi/shared/schemas/quote';
import { readStored, writeStored } from '../../../lib/browser-storage';
import type { Trip, UserData } from './trip-types';

export const STORAGE_KEYS = {
  user: 'user_data',
  conservation: 'conservation_data',
  vehicles: 'vehicle_data',
  facilities: 'facility_data',
  activities: 'activity_data',
  donations: 'donation',
  currency: 'currency',
  proof: 'proof_of_residency',
  previousBooking: 'previous_booking',
  bookedTrip: 'booked_trip',
} as const;

/** A fresh guest session in KES with nothing chosen. spec: public-site.md §2.4. */
export function guestSession(currency: CurrencyCode = 'KES'): UserData {
  return {
    currency,
    type: 'guest',
    session_id: 'Guest',
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    destination: '',
    check_in: '',
    check_out: '',
    guests: 0,
    vehicles: 0,
  };
}

/** An empty trip for a new guest session in KES. */
export function emptyTrip(): Trip {
  return {
    user: guestSession(),
    conservation: [],
    vehicles: [],
    facilities: [],
    activities: [],
    donations: [],
    proof_of_residency: [],
  };
}

const isArray = <T>(value: unknown): value is T[] => Array.isArray(value);

/** The trip as stored, any missing or damaged part replaced by its empty value. */
export function loadTrip(): Trip {
  const empty = emptyTrip();
  const stored = readStored<Partial<UserData> | null>(STORAGE_KEYS.user, null);
  const currency = readStored<unknown>(STORAGE_KEYS.currency, null);
  const user: UserData = { ...empty.user, ...(stored ?? {}) };
  if (currency === 'KES' || currency === 'USD') user.currency = currency;
  const part = <T>(key: string): T[] => {
    const value = readStored<unknown>(key, []);
    return isArray<T>(value) ? value : [];
  };
  return {
    user,
    conservation: part(STORAGE_KEYS.conservation),
    vehicles: part(STORAGE_KEYS.vehicles),
    facilities: part(STORAGE_KEYS.facilities),
    activities: part(STORAGE_KEYS.activities),
    donations: part(STORAGE_KEYS.donations),
    proof_of_residency: part(STORAGE_KEYS.proof),
  };
}

/** Writes every part of `trip` that differs from `previous` (all of it when there is none). */
export function saveTrip(trip: Trip, previous?: Trip): void {
  const parts: [keyof Trip, string][] = [
    ['conservation', STORAGE_KEYS.conservation],
    ['vehicles', STORAGE_KEYS.vehicles],
    ['facilities', STORAGE_KEYS.facilities],
    ['activities', STORAGE_KEYS.activities],
    ['donations', STORAGE_KEYS.donations],
    ['proof_of_residency', STORAGE_KEYS.proof],
  ];
  if (trip.user !== previous?.user) {
    writeStored(STORAGE_KEYS.user, trip.user);
    writeStored(STORAGE_KEYS.currency, trip.user.currency);
  }
  for (const [field, key] of parts) {
    if (trip[field] !== previous?.[field]) writeStored(key, trip[field]);
  }
}

/** Keeps the booking payload just posted, as `previous_booking`. spec: public-site.md §4. */
export function savePreviousBooking(payload: unknown): void {
  writeStored(STORAGE_KEYS.previousBooking, payload);
}

/** Keeps the cart (as quoted) of the booking just created, as `booked_trip`. */
export function saveBookedTrip(request: QuoteRequest): void {
  writeStored(STORAGE_KEYS.bookedTrip, request);
}

/** The cart of the last booking created, or null. */
export function readBookedTrip(): QuoteRequest | null {
  return readStored<QuoteRequest | null>(STORAGE_KEYS.bookedTrip, null);
}
