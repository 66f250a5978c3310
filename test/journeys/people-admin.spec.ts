/**
 * Journey: staff record a donation and cancel it, record a visitor whose pass opens as a PDF in
 * a new tab, and an administrator finds both in the change log — on a desktop screen and on a
 * 360 px phone. The administrator adds a donation received in cash (Add donation: cause,
 * amount, frequency, anonymity, payment method, the donor), sees it Not paid on its page, cancels
 * it with a reason and sees it Cancelled by them; records a new visitor (New visitor) and reads
 * the pass PDF the new tab shows (pass number, name, document); the visitation's page shows it
 * Open; the change log lists the donation (created, then cancelled with the reason) and the
 * visitation. On the phone an administrator also adds a department, a staff member in it, and a
 * volunteer programme with a contact, which the programmes list shows with its price. Each page
 * fits the phone; screenshots are kept.
 *
 * spec: membership-backoffice.md §2.5 (add-donation, donation/{id}, new-visitor, visitor/{id},
 * Changelog, add-staff, staff-settings, add-new-program, m-program/{id}), §3, §4, §7; issue 16
 * items 1 to 5.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolationsOf, PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { openPdfTab } from '../support/pdf-tab';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt, signOut } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** On the phone: the page fits 360 px; on both: no CSP violation. */
async function expectSound(page: Page, screen: string) {
  if (screen === '360') await expectPageSound(page);
  expect(cspViolationsOf(page)).toEqual([]);
}

/** The public id at the end of the page's address. */
const idOfPage = (page: Page) => decodeURIComponent(page.url().split('/').pop() ?? '');

describe('people administration', () => {
  it.each([
    { screen: 'desktop', size: { width: 1280, height: 900 }, donor: 'Wambui', id: '31234567' },
    { screen: '360', size: PHONE, donor: 'Kiprono', id: '32345678' },
  ])(
    'staff record and cancel a donation, print a visitor pass, and find both in the change log ($screen)',
    async ({ screen, size, donor, id }) => {
      const { page } = journey.browser;
      const origin = journey.apiOrigin;
      await page.setViewportSize(size);
      await signInAt(page, origin, ADMIN);

      // A donation received in cash, recorded by staff.
      await page.goto(`${origin}/staff/donations`);
      await page.getByRole('link', { name: 'Add donation' }).click();
      const add = page.getByRole('region', { name: 'Add donation' });
      await add.getByLabel('Cause').selectOption({ label: 'Rhino protection' });
      await add.getByLabel('Amount').fill('2500');
      await add.getByLabel('Frequency').selectOption({ label: 'Once' });
      await add.getByLabel('Anonymity').selectOption({ label: 'Show my name' });
      await add.getByLabel('Payment method').selectOption({ label: 'Mpesa' });
      await add.getByLabel('First name').fill(donor);
      await add.getByLabel('Surname').fill('Njoroge');
      await add.getByLabel('E-mail address').fill(`${donor.toLowerCase()}@example.co.ke`);
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-add-donation-${screen}`);
      await add.getByRole('button', { name: 'Add donation' }).click();
      await page.waitForURL(/\/staff\/donation\/[^/]+$/);
      const donationId = idOfPage(page);
      await expect.poll(() => page.getByTestId('donation-status').textContent()).toBe('Not paid');
      expect(await page.getByTestId('donation-amount').textContent()).toBe('KES 2,500.00');
      await page.getByRole('region', { name: 'Request M-Pesa payment' }).waitFor();

      const cancel = page.getByRole('region', { name: 'Cancel donation' });
      await cancel.getByLabel('Reason').fill('Recorded against the wrong donor');
      await cancel.getByRole('button', { name: 'Cancel donation' }).click();
      await expect.poll(() => page.getByTestId('donation-status').textContent()).toBe('Cancelled');
      await page.getByText('Recorded against the wrong donor').waitFor();
      await page.getByText(ADMIN.email).waitFor();
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-donation-cancelled-${screen}`);

      // A visitor: the pass opens as a PDF in a new tab.
      await page.goto(`${origin}/staff/new-visitor`);
      const visitor = page.getByRole('region', { name: 'New visitor' });
      await visitor.getByLabel('Full name').fill(`${donor} Mutua`);
      await visitor.getByLabel('Phone').fill('+254711223344');
      await visitor.getByLabel('Identification type').selectOption({ label: 'National ID' });
      await visitor.getByLabel('Identification number').fill(id);
      await visitor.getByLabel('Visitor type').selectOption({ label: 'Supplier' });
      await visitor.getByLabel('Organisation').fill('Nanyuki Feeds');
      await visitor.getByLabel('Vehicle plate').fill('KDB 456C');
      await visitor.getByLabel('People in the party').fill('3');
      await visitor.getByLabel('Purpose of the visit').fill('Deliver hay');
      await visitor.getByLabel('Staff responsible').fill('Joseph Lekanayia');
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-new-visitor-${screen}`);
      const pass = await openPdfTab(page, 'Record visitor and print pass');
      expect(pass).toContain('VISITOR PASS');
      expect(pass).toContain(`${donor} Mutua`);
      expect(pass).toContain(`National ID ${id}`);
      const passNumber = /VP-\d{6}-[0-9A-Z]{4}/.exec(pass)?.[0];
      expect(passNumber).toBeDefined();
      await page.waitForURL(/\/staff\/visitor\/[^/]+$/);
      const visitationId = idOfPage(page);
      await page.getByRole('heading', { name: `Visitor pass ${passNumber}` }).waitFor();
      await expect.poll(() => page.getByTestId('visitation-status').textContent()).toBe('Open');
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-visitor-${screen}`);

      // The administrator finds both in the change log.
      await page.goto(`${origin}/staff/logs/changes?entity=donation&search=${donationId}`);
      const donationRows = page.getByRole('row').filter({ hasText: donationId });
      await expect.poll(() => donationRows.count()).toBe(2);
      await donationRows
        .first()
        .getByText(/cancel_reason: — → Recorded against the wrong donor/)
        .waitFor();
      await page.goto(`${origin}/staff/logs/changes?entity=visitation&search=${visitationId}`);
      const visitRow = page.getByRole('row').filter({ hasText: visitationId });
      await expect.poll(() => visitRow.count()).toBe(1);
      expect(await visitRow.textContent()).toContain('Amina Wanjiru');
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-change-log-people-${screen}`);
      await signOut(page);
    },
  );

  it('an administrator adds a department, a staff member and a volunteer programme with a contact (360)', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    await page.setViewportSize(PHONE);
    await signInAt(page, origin, ADMIN);

    await page.goto(`${origin}/staff/staff-settings`);
    const department = page.getByRole('region', { name: 'New department' });
    await department.getByLabel('Department name').fill('Rangers');
    await department.getByRole('button', { name: 'Add department' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Rangers' })
      .getByText('Active', { exact: true })
      .waitFor();

    await page.goto(`${origin}/staff/add-staff`);
    const staff = page.getByRole('region', { name: 'Add staff' });
    await staff.getByLabel('Staff number').fill('KC-014');
    await staff.getByLabel('Full name').fill('Lemaiyan Ole Nkere');
    await staff.getByLabel('Job title').fill('Senior ranger');
    await staff.getByLabel('Department').selectOption({ label: 'Rangers' });
    await staff.getByRole('button', { name: 'Add staff member' }).click();
    await page.waitForURL(/\/staff\/edit-staff\/[^/]+$/);
    await page.getByRole('heading', { name: 'Lemaiyan Ole Nkere' }).waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-member-360');

    await page.goto(`${origin}/staff/add-new-program`);
    const program = page.getByRole('region', { name: 'Add programme' });
    await program.getByLabel('Programme name').fill('Elephant Corridor Survey');
    await program.getByLabel('First day').fill('2027-02-01');
    await program.getByLabel('Last day').fill('2027-02-14');
    await program.getByLabel('Currency').selectOption('USD');
    await program.getByLabel('Price').fill('850');
    await program.getByLabel('Maximum applicants (paid places)').fill('6');
    await program.getByLabel('Description').fill('Two weeks mapping elephant movement.');
    await program.getByRole('button', { name: 'Add programme' }).click();
    await page.waitForURL(/\/staff\/m-program\/[^/]+$/);
    await page.getByText('6 places left').waitFor();
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await contacts.getByLabel('Contact name').fill('Dr. Wairimu Njoroge');
    await contacts.getByLabel('Role').fill('Lead scientist');
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    await contacts.getByText('Dr. Wairimu Njoroge, Lead scientist').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-programme-360');

    await page.goto(`${origin}/staff/all-programs`);
    const row = page.getByRole('row').filter({ hasText: 'Elephant Corridor Survey' });
    expect(await row.textContent()).toContain('USD 850.00');
    await signOut(page);
  });
});
