/**
 * Journey: an administrator on a 360 px phone deletes a destination and brings it back. The
 * Research Centre's one gate (River Gate, moved there first) keeps it from being deleted — the
 * page says which gate to delete or move; the administrator deletes the gate, then the
 * destination: the public booking form no longer offers it. Restored, it is offered again.
 *
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §4 (soft delete and
 * restore); public-site.md §2.5 (destination); issue 15 item 3.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiAnswer, apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday, search } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/**
 * The public booking form's destination picker for a day visit, read afresh: whether it
 * offers the Research Centre (with one destination left the form asks nothing).
 */
async function offersResearchCentre(): Promise<boolean> {
  const { page } = journey.browser;
  const lookups = page.waitForResponse(
    (response) => response.url().includes('/public/lookups') && response.ok(),
  );
  await page.goto(`${journey.stack.siteUrl}/index`);
  await page.getByRole('heading', { name: 'Lion Tracking' }).waitFor();
  await search(page, { checkIn: daysFromToday(12), checkOut: daysFromToday(13), guests: 2 });
  await page.waitForURL('**/reservation');
  await page.getByText(/Fees in force on/).waitFor();
  const offered = (
    (await (await lookups).json()) as { destinations: { destination_name: string }[] }
  ).destinations.map((destination) => destination.destination_name);
  const option = page.getByLabel('Destination').getByRole('option', { name: 'Research Centre' });
  if (offered.includes('Research Centre')) {
    await option.waitFor({ state: 'attached' });
    return true;
  }
  expect(await option.count()).toBe(0);
  return false;
}

describe('deleting and restoring a destination', () => {
  beforeAll(async () => {
    await journey.browser.page.setViewportSize(PHONE);
    const { auth_token } = await apiCall<{ auth_token: string }>(
      journey.stack.apiUrl,
      '/auth/login',
      ADMIN,
    );
    const moved = await apiAnswer(
      journey.stack.apiUrl,
      'PATCH',
      '/gates/gate-river',
      { destination_public_id: 'dst-research' },
      auth_token,
    );
    expect(moved.status).toBe(200);
  });

  it('deletes its last gate, then the destination, and restores it', async () => {
    expect(await offersResearchCentre()).toBe(true);
    const { page } = journey.browser;
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/destinations`);
    const destinations = page.getByRole('table', { name: 'Destinations' });
    const research = destinations.getByRole('row').filter({ hasText: 'Research Centre' });
    await research.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete or move its gates first: River Gate').waitFor();
    await saveScreenshot(page, 'destinations-refused-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${journey.apiOrigin}/staff/gates`);
    const river = page.getByRole('row').filter({ hasText: 'River Gate' });
    await river.getByRole('button', { name: 'Delete' }).click();
    await river.getByRole('button', { name: 'Restore' }).waitFor();
    await river.getByText('Deleted').waitFor();
    await saveScreenshot(page, 'gates-deleted-phone');
    await expectPageSound(page);

    await page.goto(`${journey.apiOrigin}/staff/destinations`);
    await research.getByRole('button', { name: 'Delete' }).click();
    await research.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await research.getByRole('cell').allTextContents()).toEqual([
      'Research Centre',
      'Deleted',
      'RenameRestore',
    ]);
    await saveScreenshot(page, 'destinations-deleted-phone');
    expect(await seriousViolations(page)).toEqual([]);

    expect(await offersResearchCentre()).toBe(false);

    await page.goto(`${journey.apiOrigin}/staff/destinations`);
    await research.getByRole('button', { name: 'Restore' }).click();
    await research.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await offersResearchCentre()).toBe(true);
  });
});
