/**
 * Journey on a 360 px phone: the public programme pages show the pictures staff uploaded with
 * the programme files. After an administrator adds two pictures to the Wildlife Monitoring
 * Volunteer programme, its card on the list shows the first instead of the bundled
 * illustration (the other programmes keep theirs), and its page shows both in the carousel,
 * served by the API through the site (no CSP violation). Screenshots are kept.
 *
 * spec: public-site.md §2.16 (cards with image; detail: images); membership-backoffice.md §2.5
 * (Volunteers: PDF and images).
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN } from '../support/staff-app';

const journey = useStack();

/** A 1×1 PNG, green then blue. */
const pictures = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPQqzX6DwADlwHdzOZZJwAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGMQTT3wHwAEBwI6/LFN1gAAAABJRU5ErkJggg==',
].map((base64) => Buffer.from(base64, 'base64'));

describe('programme pictures on the public site', () => {
  it('shows the uploaded pictures on the card and the page instead of the bundled one', async () => {
    const { apiUrl, siteUrl } = journey.stack;
    const { auth_token: token } = await apiCall<{ auth_token: string }>(
      apiUrl,
      '/auth/login',
      ADMIN,
    );
    const urls: string[] = [];
    for (const bytes of pictures) {
      const added = await fetch(`${apiUrl}/programs/prog-monitoring/images`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
        body: bytes,
      });
      expect(added.status).toBe(200);
      const { images } = (await added.json()) as { images: { url: string }[] };
      urls.push(images.at(-1)!.url);
    }

    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${siteUrl}/immersive-conservation-experiences`);
    const card = page.getByRole('article').filter({ hasText: 'WILDLIFE MONITORING VOLUNTEER' });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toBe(urls[0]);
    const others = page.getByRole('article').filter({ hasText: 'RESEARCH ASSISTANT' });
    expect(await others.locator('img').getAttribute('src')).toMatch(/^\/images\/\w+\.svg$/);
    await expectPageSound(page);
    await saveScreenshot(page, 'public-programmes-uploaded-picture-360');

    await card.getByRole('link', { name: 'View Wildlife Monitoring Volunteer' }).click();
    const carousel = page.getByRole('region', {
      name: 'Pictures of Wildlife Monitoring Volunteer',
    });
    const shown = carousel.getByRole('img', { name: 'Wildlife Monitoring Volunteer, picture 1' });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(urls[0]);
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      1,
    );
    await carousel.getByText('1 / 2').waitFor();
    await carousel.getByRole('button', { name: 'Next picture' }).click();
    const second = carousel.getByRole('img', { name: 'Wildlife Monitoring Volunteer, picture 2' });
    expect(await second.getAttribute('src')).toBe(urls[1]);
    await expectPageSound(page);
    await saveScreenshot(page, 'public-programme-pictures-360');
  });
});
