/**
 * Steps of the public site that several journeys take, written as a visitor does them: by
 * labels, button names and the texts on screen.
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { Locator, Page } from 'playwright-core';
import { apiCall } from './api-call';

/** The date `days` after today at the conservancy (Africa/Nairobi), `YYYY-MM-DD`. */
export function daysFromToday(days: number): string {
  return addDays(calendarDateAt(new Date()), days);
}

/** Sets the counter labelled `label` (exact) to `value` by typing into it. */
export async function setCounter(scope: Page | Locator, label: string, value: number) {
  await scope.getByLabel(label, { exact: true }).fill(String(value));
}

/** The search bar filled in and submitted (MAKE BOOKING / ADJUST BOOKING). */
export async function search(
  page: Page,
  trip: { checkIn: string; checkOut: string; guests?: number; vehicles?: number },
) {
  await page.getByLabel('CHECK-IN').fill(trip.checkIn);
  await page.getByLabel('CHECK-OUT').fill(trip.checkOut);
  if (trip.guests !== undefined) await setCounter(page, 'Guests', trip.guests);
  if (trip.vehicles !== undefined) await setCounter(page, 'Vehicles', trip.vehicles);
  await page.getByRole('button', { name: /^(MAKE|ADJUST) BOOKING$/ }).click();
}

/** The notification (alert) showing `text`. */
export function notification(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The open dialog. */
export function dialog(page: Page): Locator {
  return page.locator('dialog[open]');
}

/** The booking summary card. */
export function summaryCard(page: Page): Locator {
  return page.getByRole('complementary', { name: 'BOOKING SUMMARY' });
}

/** Waits until the summary shows the API's figures for the current cart (not a preview). */
export async function summarySettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const card = document.querySelector('[aria-labelledby="summary-title"]');
    return (
      card?.getAttribute('aria-busy') === 'false' &&
      !card.querySelector('.amount-placeholder, .spinner')
    );
  });
}

/** Each line of the summary as [label, figure], in order, then the total. */
export async function summaryFigures(
  page: Page,
): Promise<{ lines: [string, string][]; total: string }> {
  const card = summaryCard(page);
  const lines = await card
    .locator('li.summary-line')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('.summary-line-label')?.textContent?.trim() ?? '',
        item.querySelector('.amount')?.textContent?.trim() ?? '',
      ]),
    );
  const total = (await card.getByTestId('total-amount').textContent())?.trim() ?? '';
  return { lines: lines as [string, string][], total };
}

/** The newest notification in `scope` (a page or a dialog) as its title and message. */
export async function lastNotification(
  scope: Page | Locator,
): Promise<{ title: string; message: string } | null> {
  const shown = scope.locator('.notification');
  if ((await shown.count()) === 0) return null;
  const newest = shown.last();
  const title = newest.locator('.notification-title');
  return {
    title: (await title.count()) > 0 ? ((await title.textContent()) ?? '') : '',
    message: (await newest.locator('.notification-message').textContent()) ?? '',
  };
}

/**
 * The personal details of the membership registration form for the demo member Wairimu Njeri
 * (a Kenyan adult in Nanyuki), typed as a visitor fills them in.
 */
export async function fillMemberDetails(page: Page) {
  await page.getByLabel('Title', { exact: true }).selectOption('Mrs.');
  await page.getByLabel('First name', { exact: true }).fill('Wairimu');
  await page.getByLabel('Last name', { exact: true }).fill('Njeri');
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' });
  await page.getByLabel('Date of birth', { exact: true }).fill('1985-03-10');
  await page.getByLabel('E-mail', { exact: true }).fill('wairimu.njeri@example.co.ke');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
  await page.getByLabel('Phone', { exact: true }).fill('+254712345678');
  await page.getByLabel('Postal address', { exact: true }).fill('P.O. Box 100');
  await page.getByLabel('Postal code', { exact: true }).fill('10400');
  await page.getByLabel('Town', { exact: true }).fill('Nanyuki');
}

/**
 * The public quote's line for `activity` (default Lion Tracking) for two citizen adults on
 * `date` (a day visit), in whole KES, from the API at `apiUrl`.
 */
export async function publicActivityLine(
  apiUrl: string,
  date: string,
  activity = 'act-lion',
): Promise<number | undefined> {
  const quote = await apiCall<{ lines: { ref: string; amount: number }[] }>(
    apiUrl,
    '/public/quotes',
    {
      check_in: date,
      check_out: date,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      inventory: [{ public_id: activity, date, adults: 2, residency_adults: 'citizen' }],
    },
  );
  return quote.lines.find((line) => line.ref === activity)?.amount;
}
