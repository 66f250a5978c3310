/**
 * Journey: members and the logs in the staff application on a 360 px phone. A visitor
 * registers a membership on the public API; an administrator finds the member by name in
 * Members, opens the member, edits the Salesforce id and switches Is Paid on with Update Info:
 * the member is Current with the CRM id shown. The Change log shows the change field by field
 * (before → after) by the administrator (Amina Wanjiru), and the Sign-in log shows a failed sign-in from this
 * machine. Each page fits the phone; screenshots are kept.
 *
 * spec: api-contract.md §People and logs; membership-backoffice.md §2.2; issue 16.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Back office' });
}

describe('members and logs', () => {
  it('an administrator marks a member paid with a CRM id and finds it in the change log', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    const registered = await apiCall<{ member_public_id: string }>(
      journey.stack.apiUrl,
      '/public/members',
      {
        member_setting: 'ms-cit-family',
        residence: 'citizen',
        household_type: 'Family',
        title: 'Mrs.',
        first_name: 'Nafula',
        sur_name: 'Wekesa',
        gender_id: 'female',
        dob: '1984-02-11',
        email: 'nafula@example.com',
        code: 'KE',
        tel_number: '+254712345600',
        postal_address: 'P.O. Box 12',
        postal_code: '50200',
        town: 'Bungoma',
        family: [],
      },
    );
    const failed = await apiAnswer(journey.stack.apiUrl, 'POST', '/auth/login', {
      email: ADMIN.email,
      password: 'not-the-password',
    });
    expect(failed.status).toBe(401);

    await page.setViewportSize(PHONE);
    await signInAt(page, origin, ADMIN);
    await page.goto(`${origin}/staff/members?search=wekesa`);
    await page.getByRole('link', { name: 'Nafula Wekesa' }).click();
    await page.waitForURL(`${origin}/staff/member/${registered.member_public_id}`);
    await expect.poll(() => page.getByTestId('member-standing').textContent()).toBe('Unpaid');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Salesforce id').fill('SF-NW-1');
    await page.getByLabel('Is Paid').check();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-member-edit-360');
    await page.getByRole('button', { name: 'Update Info' }).click();
    await expect.poll(() => page.getByTestId('member-standing').textContent()).toBe('Current');
    await page.getByText('SF-NW-1').waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-member-360');

    await page.goto(`${origin}/staff/logs/changes?entity=member`);
    const change = page.getByRole('row').filter({ hasText: registered.member_public_id });
    await change.getByText('salesforce_id: — → SF-NW-1').waitFor();
    await change.getByText('payment_status: false → true').waitFor();
    expect(await change.textContent()).toContain('Amina Wanjiru');
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-change-log-360');

    await page.goto(`${origin}/staff/logs/auth?outcome=failed`);
    const attempt = page.getByRole('row').filter({ hasText: ADMIN.email }).first();
    await attempt.getByText('Failed').waitFor();
    expect(await attempt.textContent()).toMatch(/127\.0\.0\.1|::1/);
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-sign-in-log-360');
    await page.getByRole('button', { name: 'Menu' }).click();
    await sideMenu(page).getByRole('link', { name: 'Change log' }).click();
    await page.waitForURL(`${origin}/staff/logs/changes`);
    await page.getByRole('heading', { name: 'Change log', level: 1 }).waitFor();
  });
});
