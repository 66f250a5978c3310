/**
 * Journey: a conservation fee scheduled for one destination from a day on reaches the public
 * site. The visitor's fee panel shows the amounts in force on the chosen date; choosing the
 * research centre as destination shows its amount, and the booking summary (the API's quote)
 * charges it. On a phone (360 px). Then an administrator corrects the schedule's amount on the
 * Conservation fees screen (Edit), and the public fee list charges the corrected amount.
 *
 * spec: public-site.md §2.5 (Conservation Fees), §2.9 (BOOKING SUMMARY); staff-booking.md §7
 * (get_newly_scheduled_pricing per destination); api-contract.md §Quote, §Catalogue.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../web/src/lib/format-date';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, search, setCounter, summaryCard, summarySettled } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const scheduledFrom = daysFromToday(20);
const visitDay = daysFromToday(21);
const dayAfter = daysFromToday(22);
// The staff screens the API serves at /staff/ are built first (the edit step uses them).
const journey = useStack({ before: buildKioskRenderer });

/** The hint (price per day) beside the Citizen Adult counter. */
const citizenAdultHint = () =>
  journey.browser.page.locator('.counter', { hasText: 'Citizen Adult' }).locator('.counter-hint');

describe('fees scheduled for one destination on the public site', () => {
  it("shows the chosen date's and destination's amounts and charges them", async () => {
    const { apiUrl } = journey.stack;
    const { auth_token } = await apiCall<{ auth_token: string }>(apiUrl, '/auth/login', ADMIN);
    await apiCall(
      apiUrl,
      '/fee-schedules',
      {
        fee_kind: 'conservation',
        fee_public_id: 'cf-cit-a',
        destination_public_id: 'dst-research',
        effective_from: scheduledFrom,
        amount: '2500',
        currency: 'KES',
      },
      auth_token,
    );

    const { page } = journey.browser;
    await page.goto('/index');
    await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
    await search(page, { checkIn: visitDay, checkOut: dayAfter, guests: 2, vehicles: 1 });
    await page.waitForURL('**/reservation');
    await page.getByText(`Fees in force on ${formatDate(visitDay)}`).waitFor();
    await expect.poll(() => citizenAdultHint().textContent()).toBe('KES 1,500');

    await page.getByLabel('Destination').selectOption({ label: 'Research Centre' });
    await expect.poll(() => citizenAdultHint().textContent()).toBe('KES 2,500');
    await setCounter(page, 'Citizen Adult', 2);
    await summarySettled(page);
    await expect
      .poll(() => summaryCard(page).getByTestId('total-amount').textContent())
      .toContain('5,500');
    await saveScreenshot(page, 'destination-fees-reservation');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('an administrator corrects the amount with Edit, and the public fees follow', async () => {
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/conservation-fees`);
    await page.getByRole('button', { name: `Edit Citizen Adult from ${scheduledFrom}` }).click();
    const form = page.getByRole('region', { name: 'Edit schedule' });
    await form.getByLabel('Amount').fill('3000');
    await form.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByRole('region', { name: 'New schedule' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Citizen Adult' })
      .filter({ hasText: scheduledFrom })
      .getByRole('cell', { name: 'KES 3,000' })
      .waitFor();
    await saveScreenshot(page, 'destination-fees-edited');
    const fees = await apiCall<{ payment_public_id: string; payment_person_amount: string }[]>(
      journey.stack.apiUrl,
      `/public/conservation-fees?date=${visitDay}&destination=dst-research`,
    );
    expect(fees.find((fee) => fee.payment_public_id === 'cf-cit-a')?.payment_person_amount).toBe(
      '3000',
    );
  });
});
