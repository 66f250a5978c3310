/**
 * Journey: content in the staff application reaches the public site. An administrator opens
 * Terms and conditions, edits the General terms page and saves it; then adds a call to action
 * with a link on a 360 px phone. The public site's terms page shows the new text and its home
 * page the new call to action, with its link, without any restart.
 *
 * spec: membership-backoffice.md §2.5 (terms-and-conditions, page/{page_id}, call-to-action);
 * public-site.md §2.1 (PTermsAndConditions: text from a content page), §2.4 (alerts); issue 15
 * items 1, 2 and 7.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 900 };
const NEW_TERMS = 'Gates open at 6:00 AM and close at 6:30 PM; last entry at 5:00 PM.';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

describe('content settings', () => {
  it('an administrator edits the terms page and the public terms show it', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(DESKTOP);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/terms-and-conditions`);
    await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'General terms' });
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/staff\/page\/terms-general$/);
    const text = page.getByLabel('Text');
    await expect.poll(() => text.inputValue()).toContain('Booking ID');
    await text.fill(NEW_TERMS);
    await saveScreenshot(page, 'content-edit-terms');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.waitForURL(/\/staff\/terms-and-conditions$/);

    await page.goto(`${journey.stack.siteUrl}/pt&c`);
    await page.getByRole('heading', { name: 'General terms' }).waitFor();
    expect(await page.getByText(NEW_TERMS).count()).toBe(1);
    expect(await page.getByText('Payments made without a Booking ID').count()).toBe(0);
    // the other pages are still there, the cancellation bands as a list
    await page.getByRole('heading', { name: 'Cancellation policy' }).waitFor();
    expect(
      await page.getByRole('listitem').filter({ hasText: '61 days or more: 20%' }).count(),
    ).toBe(1);
  });

  it('an administrator adds a call to action on a phone and the home page shows it', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${journey.apiOrigin}/staff/call-to-action`);
    await page.getByRole('heading', { name: 'Calls to action' }).waitFor();
    const form = page.getByRole('region', { name: 'New call to action' });
    await form.getByLabel('Message').fill('Calving season is here');
    await form.getByLabel('Description').fill('See the newborn rhinos on a guided walk.');
    await form.getByLabel('Link', { exact: true }).fill('/support-us');
    await form.getByRole('button', { name: 'Add call to action' }).click();
    // a link needs its text: the shared schema's message, before anything is sent
    await form.getByText('Give both the link and its text, or neither').waitFor();
    await form.getByLabel('Link text').fill('Adopt a rhino');
    await form.getByLabel('Order').fill('9');
    await form.getByRole('button', { name: 'Add call to action' }).click();
    await page.getByRole('cell', { name: 'Calving season is here' }).waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    await saveScreenshot(page, 'content-calls-to-action-phone');
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${journey.stack.siteUrl}/index`);
    const calls = page.getByRole('region', { name: 'News for visitors' });
    await calls.getByRole('heading', { name: 'Calving season is here' }).waitFor();
    expect(await calls.getByRole('heading').allTextContents()).toEqual([
      'Just coming for the day?',
      'Book 30 days ahead, pay 30% now',
      'Protect the rhinos with a donation',
      'Live and work with the conservation teams',
      'Calving season is here',
    ]);
    expect(await calls.getByRole('link', { name: 'Adopt a rhino' }).getAttribute('href')).toBe(
      '/support-us',
    );
    await saveScreenshot(page, 'content-home-calls-to-action');
  });
});
