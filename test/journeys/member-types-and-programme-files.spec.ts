/**
 * Journey on a 360 px phone: an administrator keeps the members' lookups and a volunteer
 * programme's files. On Member, residence and household types (from Membership settings) they
 * add a member type, delete it (it shows deleted, with Restore) and restore it; on a programme's
 * page they upload its PDF (the Programme PDF link opens the same bytes), add a picture (shown)
 * and remove it. Each page fits the phone; screenshots are kept.
 *
 * spec: membership-backoffice.md §2.5 (membership-settings; Volunteers: PDF and images), §3
 * (Lookups), §4 (soft delete and restore), §7.
 */
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { cspViolationsOf, PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('member types and programme files', () => {
  it('an administrator adds, deletes and restores a member type, and uploads a programme PDF and picture', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    await page.setViewportSize(PHONE);
    await signInAt(page, origin, ADMIN);

    await page.goto(`${origin}/staff/membership-settings`);
    await page.getByRole('link', { name: 'Edit the types' }).click();
    await page.waitForURL(/\/staff\/membership-settings\/types$/);
    const types = page.getByRole('region', { name: 'Member types' });
    await types.getByLabel('New member type').fill('Corporate');
    await types.getByRole('button', { name: 'Add member type' }).click();
    const row = types.getByRole('listitem').filter({ hasText: /^Corporate/ });
    await row.getByRole('button', { name: 'Delete' }).click();
    await types.getByText('Corporate (deleted)').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-member-types-360');
    await types
      .getByRole('listitem')
      .filter({ hasText: 'Corporate (deleted)' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await row.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await types.getByText('Corporate (deleted)').count()).toBe(0);

    const token = (
      await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN)
    ).auth_token;
    const programme = await apiCall<{ public_id: string }>(
      journey.stack.apiUrl,
      '/programs',
      {
        name: 'Rhino Monitoring',
        start_date: '2027-03-01',
        end_date: '2027-03-10',
        currency: 'KES',
        price: '25000.00',
        max_applicants: 4,
        description: 'Ten days tracking black rhino with the rangers.',
      },
      token,
    );
    await page.goto(`${origin}/staff/m-program/${programme.public_id}`);
    const files = page.getByRole('region', { name: 'PDF and pictures' });
    await files.getByText('No PDF yet.').waitFor();
    await files
      .getByLabel('Upload PDF')
      .setInputFiles({ name: 'rhino.pdf', mimeType: 'application/pdf', buffer: pdf });
    const link = files.getByRole('link', { name: 'Programme PDF' });
    await link.waitFor();
    const served = await fetch(`${origin}${await link.getAttribute('href')}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);

    await files
      .getByLabel('Add picture')
      .setInputFiles({ name: 'rhino.png', mimeType: 'image/png', buffer: png });
    await files.getByRole('img', { name: 'Rhino Monitoring 1' }).waitFor();
    await expectPageSound(page);
    expect(cspViolationsOf(page)).toEqual([]);
    await saveScreenshot(page, 'staff-programme-files-360');
    await files.getByRole('button', { name: 'Remove', exact: true }).click();
    await files.getByText('No picture yet.').waitFor();
  });
});
