/**
 * Bookings to pay in the payment journeys, made through `POST /public/bookings` with dates
 * counted from the test clock's today: a day visit (KES 4,250: 2 Citizen Adult, 1 Citizen
 * Child, one 6-seater), The Stables for two nights (KES 48,160 or USD 368) and Pelican House
 * Fully Catered (KES 168,000, above the M-Pesa limit).
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { expect } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { call, type PaymentTestServer } from './payment-test-server';

/** What `POST /public/bookings` answered. */
export interface CreatedBooking {
  booking_public_id: string;
  booking_ref_code: string;
  currency: 'KES' | 'USD';
  total_cost: number;
  booking_payment_balance: number;
}

/** Books `request` over HTTP and checks it was created. */
export async function book(
  server: PaymentTestServer,
  request: PublicBookingRequestInput,
): Promise<CreatedBooking> {
  const { status, body } = await call(server, 'POST', '/public/bookings', request);
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A day visit `daysAhead` days from today: KES 4,250. */
export function dayVisit(server: PaymentTestServer, daysAhead = 10): PublicBookingRequestInput {
  const day = addDays(server.clock.today(), daysAhead);
  return bookingRequest({
    check_in: day,
    check_out: day,
    guests: [
      { payment_public_id: 'cf-cit-a', payment_guests: 2 },
      { payment_public_id: 'cf-cit-c', payment_guests: 1 },
    ],
    facilities: [],
  });
}

/** The Stables for two nights from `daysAhead` days on, 2 Non-Resident adults: KES 48,160. */
export function stablesTrip(
  server: PaymentTestServer,
  overrides: Partial<PublicBookingRequestInput> = {},
  daysAhead = 20,
): PublicBookingRequestInput {
  const checkIn = addDays(server.clock.today(), daysAhead);
  return bookingRequest({
    check_in: checkIn,
    check_out: addDays(checkIn, 2),
    facilities: [
      { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
    ],
    ...overrides,
  });
}

/** Pelican House Fully Catered for two nights, 6 Citizen adults, a 14-seater: KES 168,000. */
export function pelicanTrip(server: PaymentTestServer): PublicBookingRequestInput {
  const checkIn = addDays(server.clock.today(), 30);
  return bookingRequest({
    check_in: checkIn,
    check_out: addDays(checkIn, 2),
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 6 }],
    vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
    facilities: [
      {
        public_id: 'fac-pelican',
        adults: 6,
        number_of_rooms: 1,
        residency: 'citizen',
        catering_type: '377788d4',
      },
    ],
  });
}
