/**
 * The splash tour and the account pages on a phone: Skip goes to the home page; Begin
 * Experience plays the tour to its last slide, whose Yes, Book Now goes home. Login with wrong
 * credentials shows 'Wrong Credentials'; the reset request gives the same answer for any
 * e-mail; setting a new password with an unequal confirmation shows the spec's alert, and an
 * unknown reset link the API's message.
 *
 * spec: public-site.md §2.1, §2.2, §5 "Password reset", §8; api-contract.md §Staff and devices.
 */
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';

const journey = useStack();

describe('the splash tour', () => {
  it('skips to the home page', async () => {
    const { page } = journey.browser;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Kijani Conservancy' }).waitFor();
    await saveScreenshot(page, 'splash-intro');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/index');
  });

  it('plays to the last slide and books from there', async () => {
    const { page } = journey.browser;
    await page.goto('/');
    await page.getByRole('button', { name: 'Begin Experience' }).click();
    await page.getByRole('heading', { name: 'Rhinos' }).waitFor();
    await page.getByRole('heading', { name: 'Lions' }).waitFor({ timeout: 8000 });
    await page
      .getByRole('heading', { name: 'Would you like to book a visit?' })
      .waitFor({ timeout: 40_000 });
    expect(await page.getByRole('button', { name: 'Not Now' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Yes, Book Now' }).click();
    await page.waitForURL('**/index');
  });
});

describe('login and password reset', () => {
  it('tells a visitor with wrong credentials so', async () => {
    const { page } = journey.browser;
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill('nobody@kijani.example');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: messages.wrongCredentials }).waitFor();
    await saveScreenshot(page, 'login-wrong-credentials');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks for a reset link', async () => {
    const { page } = journey.browser;
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(messages.emailRequired).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(messages.passwordResetSent).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('checks the new password and its confirmation, then the link', async () => {
    const { page } = journey.browser;
    await page.goto('/password/reset/no-such-link');
    await page.getByLabel('New password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Confirm password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('alert').filter({ hasText: messages.passwordMismatch }).waitFor();
    await saveScreenshot(page, 'password-mismatch');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Confirm password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('alert').filter({ hasText: messages.passwordResetInvalid }).waitFor();
  });
});
