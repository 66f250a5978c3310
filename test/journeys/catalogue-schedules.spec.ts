/**
 * Journey: maintenance and an activity surge in the staff application. On a 360 px phone an
 * administrator takes 2 of The Stables' 16 units down for five nights from its page, removes
 * them by mistake (16 on offer again) and restores them from the removed list; on a
 * desktop screen the same administrator adds a 25 % surge to Lion Tracking from the activity's
 * page and closes it for a day. The public availability at once offers 14 units on those
 * nights (16 the night after) and no Lion Tracking slot on the closed day, and the public quote
 * prices Lion Tracking 25 % higher on the surged dates only.
 *
 * spec: membership-backoffice.md §2.5 (Facilities, Inventory), §3 (maintenance, schedules), §7;
 * api-contract.md §Catalogue administration; issue 15 items 2, 4 (restoring a schedule).
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { cspViolationsOf, PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, publicActivityLine } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 900 };
const DOWN_FROM = daysFromToday(40);
const DOWN_TO = daysFromToday(44);
const SURGE_FROM = daysFromToday(50);
const SURGE_TO = daysFromToday(52);
const CLOSED_ON = daysFromToday(55);

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** The Stables' units on offer for the nights from `checkIn` to `checkOut`. */
async function stablesUnits(checkIn: string, checkOut: string): Promise<number | undefined> {
  const rows = await apiCall<{ public_id: string; available_units: number }[]>(
    journey.stack.apiUrl,
    `/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  return rows.find((row) => row.public_id === 'fac-stables')?.available_units;
}

/** Lion Tracking's free slots on `date`. */
async function lionSlots(date: string): Promise<number> {
  const answer = await apiCall<{ available_slots: number }>(
    journey.stack.apiUrl,
    `/public/availability/activities/act-lion?date=${date}`,
  );
  return answer.available_slots;
}

/** The public quote's Lion Tracking line for two citizen adults on `date` (a day visit). */
const lionLine = (date: string) => publicActivityLine(journey.stack.apiUrl, date);

describe('catalogue schedules', () => {
  it('an administrator takes 2 of 16 Stables units down for five nights on a phone', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    expect(await stablesUnits(daysFromToday(41), daysFromToday(42))).toBe(16);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/m-facility/fac-stables`);
    await page.getByRole('heading', { name: 'The Stables' }).waitFor();

    const maintenance = page.getByRole('region', { name: 'Maintenance' });
    await maintenance.getByText('No unit is down.').waitFor();
    await maintenance.getByRole('button', { name: 'Take units down' }).click();
    const form = maintenance.getByRole('form', { name: 'Take units down' });
    await form.getByLabel('First night').fill(DOWN_FROM);
    await form.getByLabel('Last night').fill(DOWN_TO);
    await form.getByLabel('Units down').fill('17');
    await form.getByLabel('Reason').fill('Thatch repairs');
    await form.getByRole('button', { name: 'Take them down' }).click();
    await form.getByText('Only 16 units exist: enter at most 16').waitFor();
    await form.getByLabel('Units down').fill('2');
    await form.getByRole('button', { name: 'Take them down' }).click();
    await maintenance
      .getByText(`2 of 16 down, nights ${DOWN_FROM} to ${DOWN_TO}: Thatch repairs`)
      .waitFor();
    await maintenance.getByText('Units taken down. No booking holds those nights.').waitFor();
    await saveScreenshot(page, 'catalogue-schedules-maintenance-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    // the public availability at once: 14 on those nights, all 16 the night after
    expect(await stablesUnits(daysFromToday(41), daysFromToday(43))).toBe(14);
    expect(await stablesUnits(daysFromToday(45), daysFromToday(46))).toBe(16);
  });

  it('removes the Stables maintenance by mistake and restores it on the phone', async () => {
    const { page } = journey.browser;
    const maintenance = page.getByRole('region', { name: 'Maintenance' });
    const row = `2 of 16 down, nights ${DOWN_FROM} to ${DOWN_TO}: Thatch repairs`;
    await maintenance
      .getByRole('list', { name: 'Maintenance', exact: true })
      .getByRole('button', { name: 'Remove' })
      .click();
    const removed = maintenance.getByRole('list', { name: 'Maintenance removed' });
    await removed.getByText(`Removed: ${row}`).waitFor();
    await maintenance.getByText('No unit is down.').waitFor();
    expect(await stablesUnits(daysFromToday(41), daysFromToday(43))).toBe(16);
    await saveScreenshot(page, 'catalogue-schedules-removed-phone');
    await expectPageSound(page);

    await removed.getByRole('button', { name: 'Restore' }).click();
    await maintenance
      .getByRole('list', { name: 'Maintenance', exact: true })
      .getByText(row)
      .waitFor();
    await removed.waitFor({ state: 'detached' });
    expect(await stablesUnits(daysFromToday(41), daysFromToday(43))).toBe(14);
  });

  it('adds a surge to Lion Tracking and closes it for a day on a desktop', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    expect(await lionLine(SURGE_FROM)).toBe(8000);
    expect(await lionSlots(CLOSED_ON)).toBe(6);
    await page.goto(`${journey.apiOrigin}/staff/inventory`);
    await page.getByRole('link', { name: 'Lion Tracking' }).click();
    await page.waitForURL(/\/staff\/single-inventory\/act-lion$/);

    const surges = page.getByRole('region', { name: 'Surges' });
    await surges.getByRole('button', { name: 'Add surge' }).click();
    const surge = surges.getByRole('form', { name: 'Add a surge' });
    await surge.getByLabel('First date').fill(SURGE_FROM);
    await surge.getByLabel('Last date').fill(SURGE_TO);
    await surge.getByLabel('Surge (%)').fill('25');
    await surge.getByRole('button', { name: 'Add surge' }).click();
    await surges.getByText(`+25% on the dates ${SURGE_FROM} to ${SURGE_TO}`).waitFor();

    const closures = page.getByRole('region', { name: 'Closures' });
    await closures.getByRole('button', { name: 'Close dates' }).click();
    const closure = closures.getByRole('form', { name: 'Close the activity' });
    await closure.getByLabel('First date').fill(CLOSED_ON);
    await closure.getByLabel('Last date').fill(CLOSED_ON);
    await closure.getByLabel('Reason').fill('Collars serviced');
    await closure.getByRole('button', { name: 'Close these dates' }).click();
    await closures.getByText(`Closed date of ${CLOSED_ON}: Collars serviced`).waitFor();
    await closures.getByText('Closed. No booking holds those dates.').waitFor();
    await saveScreenshot(page, 'catalogue-schedules-activity-desktop');
    expect(cspViolationsOf(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // KES 4,000 × 2 + 25 % on the surged dates, as before the day after
    expect(await lionLine(SURGE_FROM)).toBe(10000);
    expect(await lionLine(SURGE_TO)).toBe(10000);
    expect(await lionLine(daysFromToday(53))).toBe(8000);
    expect(await lionSlots(CLOSED_ON)).toBe(0);
    expect(await lionSlots(daysFromToday(56))).toBe(6);
  });
});
