/**
 * Journey: on a 360 px phone an administrator uploads a picture of Lion Tracking as its
 * thumbnail from the activity's page, and the public site's Lion Tracking card shows that
 * uploaded picture (served through the site's /api proxy); then on The Stables' page adds a
 * 30 % revenue split for the community trust (130 % is refused at the form) and sees it with
 * the conservancy's 70 % share, edits it to 40 %, adds a 60 % ranger fund (0 % left), sees the
 * API refuse an edit to 60.50 % on the Percent field, deletes the trust's split (40 % left),
 * restores it (0 % again) and deletes the ranger fund's (60 %). Last, on the same page, adds a
 * contact, edits its role, makes it inactive, deletes it and restores it (still inactive).
 *
 * spec: membership-backoffice.md §3 (Facility: revenue split percent; Activity: image,
 * thumbnail), §7; staff-booking.md §3.10; issue 15 (revenue split, activity pictures).
 */
import { expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** A 1 × 1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

it('uploads an activity picture seen on the public site, and adds a 30% revenue split', async () => {
  const { page } = journey.browser;
  await page.setViewportSize(PHONE);
  await signInAt(page, journey.apiOrigin, ADMIN);

  await page.goto(`${journey.apiOrigin}/staff/single-inventory/act-lion`);
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await pictures.getByText('No picture yet.').waitFor();
  await pictures.getByLabel('Also make it the thumbnail').check();
  await pictures.getByLabel('Add picture').setInputFiles({
    name: 'lion.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await pictures.getByRole('img', { name: 'Lion Tracking, thumbnail' }).waitFor();
  await pictures.getByRole('img', { name: 'Lion Tracking, picture 1' }).waitFor();
  await saveScreenshot(page, 'activity-pictures-phone');
  await expectPageSound(page);
  const published = await apiCall<{ public_id: string; thumbnail: string }[]>(
    journey.stack.apiUrl,
    '/public/activities',
  );
  const thumbnail = published.find((activity) => activity.public_id === 'act-lion')?.thumbnail;
  expect(thumbnail).toMatch(/^upload-[0-9a-f-]{36}\.png$/);

  const site = await journey.browser.context.newPage();
  await site.setViewportSize(PHONE);
  await site.goto(`${journey.stack.siteUrl}/index`);
  const card = site.locator('article.card', {
    has: site.getByRole('heading', { name: 'Lion Tracking' }),
  });
  const picture = card.locator('img');
  await picture.scrollIntoViewIfNeeded();
  expect(await picture.getAttribute('src')).toBe(`/api/v1/catalogue-images/${thumbnail}`);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await saveScreenshot(site, 'activity-picture-public-card-phone');
  await site.close();

  await page.goto(`${journey.apiOrigin}/staff/m-facility/fac-stables`);
  const split = page.getByRole('region', { name: 'Revenue split' });
  await split.getByText('Not shared: all its revenue is the conservancy’s.').waitFor();
  await split.getByRole('button', { name: 'Add party' }).click();
  const form = split.getByRole('region', { name: 'New revenue split' });
  await form.getByLabel('Party').fill('Community trust');
  await form.getByLabel('Percent').fill('130');
  await form.getByLabel('Analysis code').fill('COMMUNITY-TRUST');
  await form.getByRole('button', { name: 'Add party' }).click();
  await form
    .getByText('Enter a percentage above 0 and at most 100, with at most two decimals')
    .waitFor();
  await form.getByLabel('Percent').fill('30');
  await form.getByRole('button', { name: 'Add party' }).click();
  const trust = split.getByRole('row', { name: /Community trust/ });
  await trust.getByRole('cell', { name: '30.00%' }).waitFor();
  await trust.getByRole('cell', { name: 'COMMUNITY-TRUST' }).waitFor();
  const share = split.getByText('The conservancy’s share:');
  expect(await share.textContent()).toBe('The conservancy’s share: 70.00%');

  await trust.getByRole('button', { name: 'Edit' }).click();
  const edit = split.getByRole('region', { name: 'Edit revenue split Community trust' });
  await edit.getByLabel('Percent').fill('40');
  await edit.getByRole('button', { name: 'Save party' }).click();
  await trust.getByRole('cell', { name: '40.00%' }).waitFor();
  await expect.poll(() => share.textContent()).toBe('The conservancy’s share: 60.00%');

  await split.getByRole('button', { name: 'Add party' }).click();
  await form.getByLabel('Party').fill('Ranger fund');
  await form.getByLabel('Percent').fill('60');
  await form.getByLabel('Analysis code').fill('RANGER-FUND');
  await form.getByRole('button', { name: 'Add party' }).click();
  const rangers = split.getByRole('row', { name: /Ranger fund/ });
  await rangers.getByRole('cell', { name: '60.00%' }).waitFor();
  await expect.poll(() => share.textContent()).toBe('The conservancy’s share: 0.00%');

  await rangers.getByRole('button', { name: 'Edit' }).click();
  const tooMuch = split.getByRole('region', { name: 'Edit revenue split Ranger fund' });
  await tooMuch.getByLabel('Percent').fill('60.50');
  await tooMuch.getByRole('button', { name: 'Save party' }).click();
  // The API's refusal, on the field it names.
  const percent = tooMuch.getByLabel('Percent');
  await expect.poll(() => percent.getAttribute('aria-invalid')).toBe('true');
  await tooMuch
    .getByText('The revenue splits would add up to 100.50%: together they may take at most 100%')
    .waitFor();
  await saveScreenshot(page, 'facility-revenue-split-refused-phone');
  await tooMuch.getByRole('button', { name: 'Cancel' }).click();

  await trust.getByRole('button', { name: 'Delete' }).click();
  await trust.getByText('Deleted').waitFor();
  await expect.poll(() => share.textContent()).toBe('The conservancy’s share: 40.00%');
  await trust.getByRole('button', { name: 'Restore' }).click();
  await trust.getByRole('button', { name: 'Edit' }).waitFor();
  await expect.poll(() => share.textContent()).toBe('The conservancy’s share: 0.00%');
  await saveScreenshot(page, 'facility-revenue-split-phone');
  await expectPageSound(page);
  await rangers.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => share.textContent()).toBe('The conservancy’s share: 60.00%');

  const contacts = page.getByRole('region', { name: 'Contacts' });
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  const newContact = contacts.getByRole('region', { name: 'New contact' });
  await newContact.getByLabel('Name').fill('Wanjiru Kamau');
  await newContact.getByLabel('Role').fill('Stables manager');
  await newContact.getByLabel('Phone').fill('+254712345678');
  await newContact.getByRole('button', { name: 'Add contact' }).click();
  const wanjiru = contacts.getByRole('row', { name: /Wanjiru Kamau/ });
  await wanjiru.getByRole('cell', { name: 'Stables manager' }).waitFor();
  await wanjiru.getByRole('button', { name: 'Edit' }).click();
  const editContact = contacts.getByRole('region', { name: 'Edit contact Wanjiru Kamau' });
  await editContact.getByLabel('Role').fill('Head groom');
  await editContact.getByRole('button', { name: 'Save contact' }).click();
  await wanjiru.getByRole('cell', { name: 'Head groom' }).waitFor();
  await wanjiru.getByRole('button', { name: 'Deactivate' }).click();
  await wanjiru.getByText('Inactive').waitFor();
  await saveScreenshot(page, 'facility-contacts-phone');
  await wanjiru.getByRole('button', { name: 'Delete' }).click();
  await wanjiru.getByText('Deleted').waitFor();
  await wanjiru.getByRole('button', { name: 'Restore' }).click();
  await wanjiru.getByRole('button', { name: 'Activate' }).waitFor();
  await wanjiru.getByText('Inactive').waitFor();
  await expectPageSound(page);
});
