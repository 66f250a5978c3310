/**
 * Journey: an administrator on a 360 px phone deletes a destination and brings it back. The
 * Research Centre's one gate (River Gate, moved there first) keeps it from being deleted — the
 * page says which gate to delete or move; the administrator deletes the gate, then the
 * destination: the public booking form no longer offers it. Restored, it is offered again.
 * Then the administrator adds a destination and a gate to it through the screens, a taken name
 * refused on its field first; the public lookups offer the new gate.
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

  it('adds a destination and a gate to it, a taken name refused on the field', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.apiOrigin}/staff/destinations`);
    const newDestination = page.getByRole('region', { name: 'New destination' });
    await newDestination.getByLabel('Name').fill('research centre');
    await newDestination.getByRole('button', { name: 'Add destination' }).click();
    await newDestination.getByText('A destination named research centre exists already').waitFor();
    await saveScreenshot(page, 'destination-add-refused-phone');
    await newDestination.getByLabel('Name').fill('Northern Plains');
    await newDestination.getByRole('button', { name: 'Add destination' }).click();
    const plains = page.getByRole('table', { name: 'Destinations' }).getByRole('row').filter({
      hasText: 'Northern Plains',
    });
    await plains.waitFor();
    expect(await plains.getByRole('cell').allTextContents()).toEqual([
      'Northern Plains',
      'Active',
      'RenameDelete',
    ]);
    expect(await newDestination.getByLabel('Name').inputValue()).toBe('');
    await saveScreenshot(page, 'destination-added-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${journey.apiOrigin}/staff/gates`);
    await page.getByRole('button', { name: 'Add gate' }).click();
    const newGate = page.getByRole('region', { name: 'New gate' });
    await newGate.getByLabel('Name').fill('MAIN GATE');
    await newGate.getByLabel('Entry mode').selectOption({ label: 'Road' });
    await newGate.getByLabel('Destination').selectOption({ label: 'Northern Plains' });
    await newGate.getByRole('button', { name: 'Add gate' }).click();
    await newGate.getByText('A gate named MAIN GATE exists already').waitFor();
    await saveScreenshot(page, 'gate-add-refused-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await newGate.getByLabel('Name').fill('Plains Gate');
    await newGate.getByRole('button', { name: 'Add gate' }).click();
    await newGate.waitFor({ state: 'detached' });
    const plainsGate = page.getByRole('row').filter({ hasText: 'Plains Gate' });
    expect(await plainsGate.getByRole('cell').allTextContents()).toEqual([
      'Plains Gate',
      'Road',
      'Northern Plains',
      'Active',
      'EditDelete',
    ]);
    await saveScreenshot(page, 'gate-added-phone');
    await expectPageSound(page);

    const lookups = await apiAnswer(journey.stack.apiUrl, 'GET', '/public/lookups');
    expect(
      (lookups.body as { gates: { gate_name: string }[] }).gates.map((gate) => gate.gate_name),
    ).toContain('Plains Gate');
  });
});
