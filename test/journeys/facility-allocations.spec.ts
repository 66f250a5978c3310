/**
 * Journey: a facility allocation in the staff application on a 360 px phone. An administrator
 * opens The Stables' page and allocates units to Savanna Trails for three nights: 17 is refused
 * on the Units field (The Stables has 16), 1 is listed as "Savanna Trails Ltd · 1 unit · …".
 * The public availability of those nights at once offers 15 units (Savanna Trails' agent still
 * sees 16 in its booking wizard, which asks the staff availability as its partner) and the night
 * after 16;
 * removing the allocation gives the unit back to everyone.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (allocations), §4; staff-booking.md §2.2
 * ('Available slots'); api-contract.md §Availability.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, fillGuestAndTrip, PARTNER, signInAt, signOut } from '../support/staff-app';

const FROM = daysFromToday(60);
const TO = daysFromToday(62);
const AFTER = daysFromToday(63);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** The Stables' units free to the public for the nights from `checkIn` to `checkOut`. */
async function stablesUnits(checkIn: string, checkOut: string) {
  const query = new URLSearchParams({ check_in_date: checkIn, check_out_date: checkOut });
  const rows = await apiCall<{ public_id: string; available_units: number }[]>(
    journey.stack.apiUrl,
    `/public/availability/facilities?${query}`,
  );
  return rows.find((row) => row.public_id === 'fac-stables')?.available_units;
}

/** A `YYYY-MM-DD` date as the allocation rows show it ("5 Dec 2026"). */
function shown(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${day} ${months[month - 1]} ${year}`;
}

/** The Savanna Trails agent's booking wizard up to The Stables' 'Available slots' for FROM to
 * AFTER (a Kenyan guest, two non-resident adults and one vehicle): that figure. */
async function agentsStablesSlots(page: Page): Promise<Locator> {
  await signInAt(page, journey.apiOrigin, PARTNER);
  await page.goto(`${journey.apiOrigin}/staff/npartner-booking`);
  await page.getByText('Booking for Savanna Trails Ltd.').waitFor();
  await fillGuestAndTrip(page, FROM, AFTER);
  const next = () => page.getByRole('button', { name: 'Next →' }).click();
  await next();
  await page.getByLabel('Non-Resident Adult', { exact: true }).fill('2');
  await next();
  await page.getByLabel('Up to 6 seater', { exact: true }).fill('1');
  await next();
  await page.getByRole('heading', { name: 'Accommodation / Camping', exact: true }).waitFor();
  await page.getByLabel('Accommodation', { exact: true }).selectOption('fac-stables');
  return page.getByTestId('slots-fac-stables');
}

describe('facility allocations', () => {
  it('an administrator sets 1 Stables unit aside for Savanna Trails and gives it back', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    expect(await stablesUnits(FROM, AFTER)).toBe(16);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/m-facility/fac-stables`);
    await page.getByRole('heading', { name: 'The Stables' }).waitFor();

    const allocations = page.getByRole('region', { name: 'Allocations' });
    await allocations.getByText('No unit is set aside for a partner.').waitFor();
    await allocations.getByRole('button', { name: 'Allocate units' }).click();
    const form = allocations.getByRole('form', { name: 'Allocate units' });
    await form.getByLabel('Partner').selectOption({ label: 'Savanna Trails Ltd' });
    await form.getByLabel('First night').fill(FROM);
    await form.getByLabel('Last night').fill(TO);
    await form.getByLabel('Units', { exact: true }).fill('17');
    await form.getByLabel('Note (optional)').fill('Migration season block');
    await form.getByRole('button', { name: 'Allocate them' }).click();
    // the API's refusal, on the Units field
    await expect
      .poll(() => form.getByLabel('Units', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    await form
      .getByText(`The allocations would set aside 17 of The Stables' 16 units on ${FROM}`)
      .waitFor();
    await saveScreenshot(page, 'facility-allocations-refused-phone');
    await form.getByLabel('Units', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Allocate them' }).click();
    const row = `Savanna Trails Ltd · 1 unit · ${shown(FROM)} – ${shown(TO)} · Migration season block`;
    await allocations.getByText(row).waitFor();
    await allocations.getByText('Units allocated. No booking holds those nights.').waitFor();
    await saveScreenshot(page, 'facility-allocations-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    // the public availability at once: 15 on those nights, 16 the night after
    expect(await stablesUnits(FROM, AFTER)).toBe(15);
    expect(await stablesUnits(AFTER, daysFromToday(64))).toBe(16);
    // Savanna Trails' agent books with its allocated unit free to it: 16 rooms of 2
    await signOut(page);
    const slots = await agentsStablesSlots(page);
    await expect.poll(() => slots.textContent()).toBe('Available slots: 32 (16 units free)');
    await saveScreenshot(page, 'facility-allocations-agent-slots-phone');
    await signOut(page);

    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/m-facility/fac-stables`);
    await allocations
      .getByRole('listitem')
      .filter({ hasText: row })
      .getByRole('button', { name: 'Remove' })
      .click();
    await allocations.getByText('No unit is set aside for a partner.').waitFor();
    expect(await stablesUnits(FROM, AFTER)).toBe(16);
  });
});
