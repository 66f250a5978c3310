/**
 * Set-up shared by the staff application's journeys: the seeded staff accounts, a held day
 * visit made through the public API (also one paid in cash, or over-paid by a bank slip), and
 * signing in and out of the web host at `/staff/`, and the booking wizard's first step filled in.
 *
 * spec: api-contract.md §Staff application; membership-backoffice.md §2.4, §2.7.
 */
import type { BookingCreated } from '@hifadhi/shared/schemas/booking';
import type { Page } from 'playwright-core';
import { apiCall } from './api-call';
import { daysFromToday } from './site';

/** The seeded accounts (api/src/auth seed). */
export const ADMIN = { email: 'admin@kijani.example', password: 'change-me-admin' };
export const CLERK = { email: 'clerk@kijani.example', password: 'change-me-clerk' };
export const PARTNER = { email: 'agent@savannatrails.example', password: 'change-me-partner' };
export const RANGER = { email: 'ranger@kijani.example', password: 'change-me-ranger' };

export interface DayVisitGuest {
  first_name: string;
  last_name: string;
  phone: string;
}

/**
 * A day visit `daysAhead` days from today (a week unless told) for two citizens and a car,
 * held unpaid, at the API `apiUrl`.
 */
export function dayVisitAt(apiUrl: string, guest: DayVisitGuest, daysAhead = 7) {
  const day = daysFromToday(daysAhead);
  return apiCall<BookingCreated>(apiUrl, '/public/bookings', {
    check_in: day,
    check_out: day,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [],
    ...guest,
    email: `${guest.first_name.toLowerCase()}@example.co.ke`,
    country: 'KE',
    city: 'Nanyuki',
    terms: true,
    disclaimer: true,
  });
}

/**
 * A day visit (`dayVisitAt`) for `guest` `daysAhead` days from today, paid in full in cash by
 * an administrator (`adminToken`): confirmed. The booking.
 */
export async function paidDayVisitAt(
  apiUrl: string,
  adminToken: string,
  guest: DayVisitGuest,
  daysAhead = 7,
): Promise<BookingCreated> {
  const booking = await dayVisitAt(apiUrl, guest, daysAhead);
  await apiCall(
    apiUrl,
    `/bookings/${booking.booking_public_id}/payments`,
    { method: 'Cash', amount: booking.total_cost, currency: 'KES' },
    adminToken,
  );
  return booking;
}

/** A bank slip reported by `bank` under `reference`, `over` KES above what it pays. */
export interface OverpayingSlip {
  bank: string;
  reference: string;
  over: number;
}

/**
 * A day visit (`dayVisitAt`) for `guest` to which an administrator (`adminToken`) allocates a
 * bank slip of its total plus `slip.over` KES as an over-payment, paid on 2026-11-20: the
 * payment is then listed as needing attention. The booking.
 */
export async function overpaidDayVisit(
  apiUrl: string,
  adminToken: string,
  guest: DayVisitGuest,
  slip: OverpayingSlip,
): Promise<BookingCreated> {
  const booking = await dayVisitAt(apiUrl, guest);
  const made = await apiCall<{ bank_slip_public_id: string }>(
    apiUrl,
    '/bank-slips',
    {
      bank: slip.bank,
      reference: slip.reference,
      amount: booking.total_cost + slip.over,
      currency: 'KES',
      paid_on: '2026-11-20',
    },
    adminToken,
  );
  await apiCall(
    apiUrl,
    `/bank-slips/${made.bank_slip_public_id}/allocate`,
    { booking: booking.booking_ref_code, overpayment: true },
    adminToken,
  );
  return booking;
}

/** Signs `who` in at `origin`'s `/staff/` and waits for their `landing` (the dashboard). */
export async function signInAt(
  page: Page,
  origin: string,
  who: { email: string; password: string },
  landing = '/dashboard',
): Promise<void> {
  await page.goto(`${origin}/staff/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/staff${landing}`);
}

/** Logs out and waits for the sign-in. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

/**
 * Fills the booking wizard's first step: a Kenyan guest (Wanjiku Kamau) and the trip to the
 * main destination from `day` to `nextDay`.
 */
export async function fillGuestAndTrip(page: Page, day: string, nextDay: string) {
  await page.getByLabel('First name').fill('Wanjiku');
  await page.getByLabel('Last name').fill('Kamau');
  await page.getByLabel('E-mail', { exact: true }).fill('wanjiku@example.co.ke');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await page.getByLabel('Phone').fill('+254711000001');
  await page.getByLabel('Destination').selectOption('dst-main');
  await page.getByLabel('Check-in').fill(day);
  await page.getByLabel('Check-out').fill(nextDay);
}
