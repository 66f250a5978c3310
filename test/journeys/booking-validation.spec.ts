/**
 * Journey (c): a visitor meets the spec's validation messages — the search bar without dates,
 * the add-to-cart dialogs in the order of public-site.md §5, checkout without a vehicle, and
 * the booking information form left empty and then filled in wrongly.
 *
 * spec: public-site.md §5, §8.
 */
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import {
  daysFromToday,
  dialog,
  lastNotification,
  notification,
  search,
  setCounter,
} from '../support/site';

const journey = useStack();

describe('journey (c): validation messages', () => {
  it('refuses to search without check-in and check-out dates', async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await page.getByRole('button', { name: 'MAKE BOOKING' }).click();
    await expect.poll(() => notification(page, messages.datesMissingSnackbar).count()).toBe(1);
  });

  it('checks the campsite dialog in the order of §5', async () => {
    const { page } = journey.browser;
    await page.getByRole('tab', { name: 'Camping' }).click();
    await page.getByRole('button', { name: 'ADD TO CART: Murera Campsite' }).click();
    const cart = dialog(page);
    await cart.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect
      .poll(() => lastNotification(cart))
      .toEqual({ title: 'Missing Data', message: messages.checkInOutRequired });

    await cart.getByLabel('Campsite').selectOption('');
    await cart.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect
      .poll(() => lastNotification(cart))
      .toEqual({ title: 'Error', message: messages.noCampsiteSelected });

    await cart.getByRole('button', { name: 'Check availability' }).click();
    await expect
      .poll(() => notification(page, messages.startDateRequired).count())
      .toBeGreaterThan(0);
    await cart.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('asks Pelican House for dates, a catering type and a guest, and refuses an unpriced lodge', async () => {
    const { page } = journey.browser;
    const checkIn = daysFromToday(30);
    const checkOut = daysFromToday(32);
    await page.getByLabel('CHECK-IN').fill(checkIn);
    await page.getByLabel('CHECK-OUT').fill(checkOut);
    await page.getByRole('tab', { name: 'Accommodation' }).click();
    await page.getByRole('button', { name: 'ADD TO CART: Pelican House' }).click();
    const cart = dialog(page);
    const add = cart.getByRole('button', { name: 'ADD TO CART', exact: true });

    await cart.getByLabel('End date').fill('');
    await add.click();
    await expect
      .poll(() => lastNotification(cart))
      .toEqual({ title: 'Missing Data', message: messages.startEndRequired });
    await cart.getByLabel('End date').fill(checkOut);
    await add.click();
    await expect
      .poll(() => lastNotification(cart))
      .toEqual({ title: 'Missing Data', message: messages.cateringTypeAccommodation });
    await cart.getByLabel('Catering type').selectOption({ label: 'Self Catering' });
    await add.click();
    await expect
      .poll(() => lastNotification(cart))
      .toEqual({ title: 'Missing Data', message: messages.atLeastOneGuest });
    await saveScreenshot(page, 'c-pelican-dialog');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    await cart.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'ADD TO CART: Sweetwaters Bandas' }).click();
    await setCounter(dialog(page), 'Adults', 2);
    await dialog(page).getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect
      .poll(() => lastNotification(dialog(page)))
      .toEqual({ title: 'Pricing Error', message: messages.pricingNotSet });
    await dialog(page).getByRole('button', { name: 'Close' }).click();
  });

  it('asks an activity for its date', async () => {
    const { page } = journey.browser;
    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByRole('button', { name: 'ADD TO CART: Lion Tracking' }).click();
    const cart = dialog(page);
    await cart.getByLabel('Activity date').fill('');
    await cart.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect
      .poll(() => lastNotification(cart))
      .toEqual({ title: 'Missing Data', message: messages.activityDateRequired });
    await cart.getByRole('button', { name: 'Close' }).click();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('ADD TO CART: Lion Tracking');
  });

  it('tells the visitor when the connection drops', async () => {
    const { page, context } = journey.browser;
    await context.setOffline(true);
    await expect.poll(() => notification(page, messages.offlineAlert).count()).toBe(1);
    expect(await page.getByText(messages.offlineHeader).count()).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => notification(page, messages.offlineAlert).count()).toBe(0);
  });

  it('will not go to checkout without a vehicle', async () => {
    const { page } = journey.browser;
    await search(page, { checkIn: daysFromToday(30), checkOut: daysFromToday(31) });
    await page.waitForURL('**/reservation');
    await setCounter(page, 'Citizen Adult', 2);
    await page.getByRole('button', { name: 'Skip Facilities' }).click();
    await page.getByRole('button', { name: 'Skip Activities' }).click();
    await expect.poll(() => notification(page, messages.vehicleMandatory).count()).toBe(1);
    await expect.poll(() => page.url()).toContain('step=2');
    await page.getByRole('button', { name: /Step 2/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.getByRole('button', { name: /Step 1/ }).getAttribute('aria-current'))
      .toBe('step');
    expect(page.url()).toContain('step=1');
  });

  it('shows every required-field message for an empty booking form', async () => {
    const { page } = journey.browser;
    await page.getByRole('button', { name: /Step 1/ }).click();
    await setCounter(page, 'Up to 6 seater', 1);
    await page.getByRole('button', { name: /Step 3/ }).click();
    await page.waitForURL('**/reservation?step=3');

    const disclaimer = dialog(page);
    await expect
      .poll(() => disclaimer.getByRole('heading').textContent())
      .toBe('Liability disclaimer');
    await disclaimer.getByRole('button', { name: 'Agree' }).click();
    const continueButton = page.getByRole('button', { name: 'Continue to Payment' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByLabel('I accept the terms and conditions').check();
    expect(
      await page.getByLabel('I have read and agree to the liability disclaimer').isChecked(),
    ).toBe(true);
    await continueButton.click();

    const fieldMessage = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input) => {
        const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
        return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
      });
    await expect.poll(() => fieldMessage('First name')).toBe(messages.required);
    expect(await fieldMessage('Last name')).toBe(messages.required);
    expect(await fieldMessage('City')).toBe(messages.required);
    expect(await fieldMessage('E-mail')).toBe(messages.emailRequired);
    expect(await fieldMessage('Country')).toBe(messages.countryRequired);
    expect(await fieldMessage('Phone')).toContain(messages.required);
    expect(page.url()).toContain('/reservation?step=3');
    await saveScreenshot(page, 'c-empty-booking-form');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('First name', { exact: true }).fill('A'.repeat(40));
    await page.getByLabel('Last name', { exact: true }).fill('Kamau');
    await page.getByLabel('E-mail', { exact: true }).fill('wanjiru.example.com');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+254');
    await page.getByLabel('Phone', { exact: true }).fill('+255 712 345 678');
    await page.getByLabel('City', { exact: true }).fill('Nanyuki');
    await continueButton.click();
    await expect.poll(() => fieldMessage('E-mail')).toBe(messages.emailInvalid);
    expect(await fieldMessage('First name')).toBe(messages.tooLong(39));
    expect(await fieldMessage('Phone')).toContain(messages.phoneCallingCode('254'));
    expect(await fieldMessage('Last name')).toBe('');
    expect(await fieldMessage('Country')).toBe('');

    await page.getByLabel('Phone', { exact: true }).fill('0712 345 678');
    await continueButton.click();
    await expect.poll(() => fieldMessage('Phone')).toContain(messages.phoneInternational);
    await saveScreenshot(page, 'c-wrong-booking-form');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.url()).toContain('/reservation?step=3');
  });
});
