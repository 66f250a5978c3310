/**
 * Journey: users and roles in the staff application. On a 360 px phone an administrator adds a
 * Gate Clerk with the New user form (the shared schema's messages first), finds them in the
 * users list by search and user type, and on the Gate Clerk's Role page detaches the Checked in
 * screen: the new clerk signs in and has no Checked in in the side menu, and its address sends
 * them to the dashboard. The administrator suspends the clerk from their page; the clerk's
 * sign-in is refused with the message, and the administrator cannot suspend themself.
 *
 * spec: membership-backoffice.md §2.4, §2.5 (Users: add-user, users, user/{user_id},
 * user-types, roles/{role_id}), §4 (User: suspended), §6, §7 (Users, roles, menus); issue 16
 * item 5.
 */
import { messages } from '@hifadhi/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiAnswer, apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { ADMIN, signInAt, signOut } from '../support/staff-app';

const DESKTOP = { width: 1280, height: 800 };
const NEW_CLERK = { email: 'wanjiru.kamau@kijani.example', password: 'kifaru-lango-2026' };

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let clerkPage = '';

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Back office' });
}

describe('users and roles', () => {
  it('an administrator adds a Gate Clerk and finds them in the users list', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    await page.setViewportSize(PHONE);
    await signInAt(page, origin, ADMIN);
    await page.goto(`${origin}/staff/users`);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('pager-status').textContent()).toMatch(/· \d+ users$/);
    await expectPageSound(page);
    await page.getByRole('link', { name: 'New user' }).click();
    await page.waitForURL(`${origin}/staff/add-user`);
    const form = page.getByRole('region', { name: 'New user' });
    await form.getByRole('button', { name: 'Add user' }).click();
    await form.getByText(messages.itemRequired).first().waitFor();
    await form.getByLabel('Full name').fill('Wanjiru Kamau');
    await form.getByLabel('E-mail address').fill(NEW_CLERK.email);
    await form.getByLabel('Phone').fill('+254722000333');
    await form.getByLabel('User type').selectOption({ label: 'Gate Clerk' });
    await form.getByLabel('Password').fill(NEW_CLERK.password);
    await form.getByLabel('Main Gate').check();
    await saveScreenshot(page, 'users-new-user');
    await expectPageSound(page);
    await form.getByRole('button', { name: 'Add user' }).click();
    await page.waitForURL(/\/staff\/user\/[0-9a-f-]{36}$/);
    clerkPage = page.url();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Wanjiru Kamau');
    expect(await page.getByTestId('user-status').textContent()).toBe('Active');
    expect(await page.getByTestId('user-type-fact').textContent()).toBe('Gate Clerk');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${origin}/staff/users?search=wanjiru&user_type=role-gate-clerk`);
    await expect
      .poll(() => page.locator('table tbody .ref-link').allTextContents())
      .toEqual(['Wanjiru Kamau']);
    expect(await page.getByTestId('pager-status').textContent()).toBe('Page 1 of 1 · 1 user');
    await page.goto(`${origin}/staff/users?search=wanjiru&user_type=role-inspection-ranger`);
    await page.getByText('No users match these filters.').waitFor();
  });

  it('detaching Checked in from the Gate Clerk role takes it from the new clerk', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    await page.goto(`${origin}/staff/user-types`);
    await page.getByRole('link', { name: 'Gate Clerk', exact: true }).click();
    await page.waitForURL(`${origin}/staff/roles/role-gate-clerk`);
    const count = page.getByTestId('role-feature-count');
    await count.waitFor();
    const before = Number(await count.textContent());
    const checkedIn = page
      .getByRole('group', { name: 'Bookings' })
      .getByRole('checkbox', { name: 'Checked in', exact: true });
    expect(await checkedIn.isChecked()).toBe(true);
    await saveScreenshot(page, 'users-role-page');
    await expectPageSound(page);
    // The box shows what the API holds: it clears once the detach is answered.
    await checkedIn.click();
    await expect.poll(() => count.textContent()).toBe(String(before - 1));
    expect(await checkedIn.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => checkedIn.isChecked()).toBe(false);
    await signOut(page);

    await page.setViewportSize(DESKTOP);
    await signInAt(page, origin, NEW_CLERK);
    const menu = sideMenu(page);
    await menu.getByRole('link', { name: 'All bookings', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Checked out', exact: true }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Checked in', exact: true }).count()).toBe(0);
    await page.goto(`${origin}/staff/checked-in`);
    await page.waitForURL(`${origin}/staff/dashboard`);
    await signOut(page);
  });

  it('a suspended user is refused sign-in; an administrator cannot suspend themself', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    await page.setViewportSize(PHONE);
    await signInAt(page, origin, ADMIN);
    await page.goto(clerkPage);
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expect.poll(() => page.getByTestId('user-status').textContent()).toBe('Suspended');
    await page.getByRole('button', { name: 'Unsuspend' }).waitFor();
    await saveScreenshot(page, 'users-suspended');
    await signOut(page);

    await page.getByLabel('E-mail').fill(NEW_CLERK.email);
    await page.getByLabel('Password').fill(NEW_CLERK.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(messages.accountSuspended).waitFor();
    expect(page.url()).not.toContain('/dashboard');

    const adminToken = (
      await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN)
    ).auth_token;
    const me = await apiCall<{ user: { public_id: string } }>(
      journey.stack.apiUrl,
      '/auth/me',
      undefined,
      adminToken,
    );
    const refused = await apiAnswer(
      journey.stack.apiUrl,
      'POST',
      `/users/${me.user.public_id}/suspend`,
      {},
      adminToken,
    );
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: messages.cannotSuspendSelf },
    });
  });
});
