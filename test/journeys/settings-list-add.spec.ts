/**
 * Journey: on a 360 px phone an administrator adds the holiday Jamhuri Day from the Holidays
 * list (the form empties once it is saved), then tries a second holiday on the same date: the
 * API's refusal is shown and the form keeps what was typed. Each add carries its own
 * Idempotency-Key, kept across retries of one attempt and renewed once an add succeeds.
 *
 * spec: membership-backoffice.md §3 (holidays), §4; ARCHITECTURE.md §Errors (nothing lost,
 * idempotent writes).
 */
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

it('a refused holiday keeps its fields, and each add carries its own Idempotency-Key', async () => {
  const { page } = journey.browser;
  await page.setViewportSize(PHONE);
  await signInAt(page, journey.apiOrigin, ADMIN);
  const adds: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/holidays')) adds.push(request);
  });

  await page.goto(`${journey.apiOrigin}/staff/holidays`);
  const adding = page.getByRole('region', { name: 'New holiday' });
  await adding.getByLabel('Date').fill('2027-12-12');
  await adding.getByLabel('Name').fill('Jamhuri Day');
  await adding.getByRole('button', { name: 'Add holiday' }).click();
  const holidays = page.getByRole('table', { name: 'Holidays' });
  await holidays.getByRole('row', { name: /2027-12-12 Jamhuri Day Active/ }).waitFor();
  expect(await adding.getByLabel('Name').inputValue()).toBe('');

  await adding.getByLabel('Date').fill('2027-12-12');
  await adding.getByLabel('Name').fill('Jamhuri Day (again)');
  await adding.getByRole('button', { name: 'Add holiday' }).click();
  await adding.getByText('A holiday on 2027-12-12 exists already').first().waitFor();
  expect(await adding.getByLabel('Date').inputValue()).toBe('2027-12-12');
  expect(await adding.getByLabel('Name').inputValue()).toBe('Jamhuri Day (again)');
  await saveScreenshot(page, 'holidays-phone');
  await expectPageSound(page);
  expect(await seriousViolations(page)).toEqual([]);

  const keys = adds.map((request) => request.headers()['idempotency-key']);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).not.toBe(keys[0]);
});
