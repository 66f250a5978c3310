/**
 * Journey (d): a Kenyan supporter gives KES 2,500 to rhino protection on Support Us, first
 * meeting the form's messages, reaches the donation payment page with the amount, pays by
 * M-Pesa from the Daraja simulator's sandbox number, and lands on the thank-you page; the
 * donation then reads paid.
 *
 * spec: public-site.md §2.15, §3 "Donation form (Support Us)", "Stored donation", §4 Donation,
 * §5 "Donation form"; api-contract.md §Payments.
 */
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';

let donationRefCode = '';
/** Safaricom's sandbox MSISDN: the Daraja simulator's customer pays. */
const SANDBOX_PHONE = '254708374149';

const journey = useStack();

async function readDonation(): Promise<{ paid: number; amount: string; full_name: string }> {
  const response = await fetch(`${journey.stack.apiUrl}/public/donations/${donationRefCode}`);
  expect(response.status).toBe(200);
  return await response.json();
}

describe('journey (d): a donation paid by M-Pesa', () => {
  it("shows the donation form's messages, then takes the donation", async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Support Us' })
      .click();
    await page.waitForURL('**/support-us');
    await page.getByRole('heading', { name: 'Support Us' }).waitFor();
    await page.getByRole('button', { name: 'Donate' }).click();
    const text = await page.locator('main').innerText();
    expect(text).toContain(messages.causeRequired);
    expect(text).toContain(messages.paymentMethodRequired);
    expect(text).toContain(messages.titleMethodRequired);
    expect(text).toContain(messages.required);

    await page
      .getByLabel('Place to donate to', { exact: true })
      .selectOption({ label: 'Rhino protection' });
    await page.getByLabel('Payment method', { exact: true }).selectOption({ label: 'Mpesa' });
    await page.getByLabel('Donation currency', { exact: true }).selectOption('KES');
    await page.getByLabel('Amount', { exact: true }).fill('0.5');
    await page.getByLabel('Title', { exact: true }).selectOption('Ms.');
    await page.getByLabel('First name', { exact: true }).fill('Achieng');
    await page.getByLabel('Last name', { exact: true }).fill('Otieno');
    await page.getByLabel('E-mail', { exact: true }).fill('achieng.otieno@example.co.ke');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+254');
    await page.getByLabel('Phone', { exact: true }).fill('+254712345678');
    await page.getByLabel('City', { exact: true }).fill('Kisumu');
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    await page.getByLabel('Date of birth', { exact: true }).fill('1990-04-12');
    await page.getByLabel('By SMS', { exact: true }).check();
    await page.getByRole('button', { name: 'Donate' }).click();
    await page.getByText(messages.amountMinimum).waitFor();
    await saveScreenshot(page, 'd-support-us');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Amount', { exact: true }).fill('2500');
    await page.getByRole('button', { name: 'Donate' }).click();
    await page.waitForURL('**/support-us-payment/**');
    donationRefCode = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(donationRefCode).not.toBe('');
  });

  it('shows the donation on its payment page', async () => {
    const { page } = journey.browser;
    const amount = page.getByTestId('donation-amount');
    await amount.waitFor();
    expect(await amount.textContent()).toBe(formatMoney(2500, 'KES'));
    const shown = await page.locator('main').innerText();
    expect(shown).toContain(donationRefCode);
    expect(shown).toContain('Achieng Otieno');
    expect(shown).toContain('Rhino protection');
    expect(await page.getByLabel('Currency', { exact: true }).count()).toBe(0);
    const donation = await readDonation();
    expect(donation.paid).toBe(0);
    expect(formatMoney(donation.amount, 'KES')).toBe(formatMoney(2500, 'KES'));
    await saveScreenshot(page, 'd-donation-payment');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('pays by M-Pesa from the sandbox phone and reaches the thank-you page', async () => {
    const { page } = journey.browser;
    await page.getByLabel('M-Pesa phone number', { exact: true }).fill(SANDBOX_PHONE);
    await page.getByRole('button', { name: 'Request payment' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).waitFor();
    // The simulated customer enters the PIN; the page sees the payment arrive and moves on.
    await page.waitForURL('**/success/donation', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Thank you for your donation' }).waitFor();
    expect((await readDonation()).paid).toBe(1);
    await saveScreenshot(page, 'd-thank-you');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
