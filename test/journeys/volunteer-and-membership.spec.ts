/**
 * Journey (e): a young Kenyan applies to the Wildlife Monitoring programme (its price shown in
 * KES on the list, the minimum age of 13 enforced) and reaches the programme payment page; a
 * mother registers a citizen family membership with two beneficiaries — an adult one needing
 * an e-mail first — sees the MEMBERSHIP DETAILS total and reaches the membership payment page.
 *
 * spec: public-site.md §2.16, §3 "Applicant form", §4 Volunteer, §5 "Volunteer applicant";
 * membership-backoffice.md §2.1, §3 (Member, Beneficiary), §5, §9.
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { describe, expect, it } from 'vitest';
import type { PublicCurrency } from '../../web/src/features/catalogue/catalogue-types';
import { unitPrice } from '../../web/src/features/catalogue/unit-price';
import { seriousViolations } from '../support/accessibility';
import { useStack } from '../support/journey-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { fillMemberDetails } from '../support/site';

const today = calendarDateAt(new Date());
const yearsAgo = (years: number) => addDays(today, -Math.ceil(years * 365.25) - 2);

const journey = useStack();

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${journey.stack.apiUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('journey (e): a volunteer application and a family membership', () => {
  it('lists the programmes with their prices in KES and applies to one', async () => {
    const { page } = journey.browser;
    const currencies = await apiGet<PublicCurrency[]>('/public/currencies');
    await page.goto('/index');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Immersive Conservation Experience' })
      .click();
    await page.waitForURL('**/immersive-conservation-experiences');
    const card = page.locator('article.card').filter({ hasText: 'WILDLIFE MONITORING VOLUNTEER' });
    await card.waitFor();
    expect(await card.innerText()).toContain(unitPrice('1400', 'USD', 'KES', currencies));
    await saveScreenshot(page, 'e-programmes');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('link', { name: 'View Wildlife Monitoring Volunteer' }).click();
    await page.waitForURL('**/immersive-conservation-experience/prog-monitoring');
    await page.getByRole('heading', { name: 'How to apply' }).waitFor();
    await page.getByLabel('Title', { exact: true }).selectOption('Mr.');
    await page.getByLabel('First name', { exact: true }).fill('Baraka');
    await page.getByLabel('Last name', { exact: true }).fill('Mwangi');
    await page.getByLabel('E-mail', { exact: true }).fill('baraka.mwangi@example.co.ke');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
    await page.getByLabel('Phone', { exact: true }).fill('+254711222333');
    await page.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(10));
    await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Male' });
    await page.getByLabel('ID or passport number', { exact: true }).fill('34567890');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(messages.minimumAge(13)).waitFor();
    await saveScreenshot(page, 'e-application');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Date of birth', { exact: true }).fill(yearsAgo(19));
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('**/program-payment/**');
    const fee = page.getByTestId('program-fee');
    await fee.waitFor();
    expect(await fee.textContent()).toBe(formatMoney(1400, 'USD'));
    const shown = await page.locator('main').innerText();
    expect(shown).toContain('Baraka Mwangi');
    expect(shown).toContain('Wildlife Monitoring Volunteer');
    await page.getByRole('button', { name: 'Request payment' }).waitFor();
    await saveScreenshot(page, 'e-program-payment');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('registers a family membership with two beneficiaries', async () => {
    const { page } = journey.browser;
    await page.goto('/index');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Become a Member' })
      .click();
    await page.waitForURL('**/membership-registration');
    await page.getByLabel('Residency', { exact: true }).selectOption('citizen');
    await page.getByLabel('Household type', { exact: true }).selectOption('Family');
    await page.getByLabel('Membership type', { exact: true }).selectOption('ms-cit-family');
    const cart = page.getByRole('complementary', { name: 'MEMBERSHIP DETAILS' });
    await expect
      .poll(() => cart.getByTestId('membership-total').textContent())
      .toBe(formatMoney(15000, 'KES'));

    await fillMemberDetails(page);

    const addBeneficiary = async (person: { title: string; first: string; dob: string }) => {
      await page.getByLabel('Beneficiary title', { exact: true }).selectOption(person.title);
      await page.getByLabel('Beneficiary first name', { exact: true }).fill(person.first);
      await page.getByLabel('Beneficiary last name', { exact: true }).fill('Njeri');
      await page
        .getByLabel('Beneficiary gender', { exact: true })
        .selectOption({ label: 'Female' });
      await page.getByLabel('Beneficiary date of birth', { exact: true }).fill(person.dob);
      await page.getByRole('button', { name: 'Add beneficiary' }).click();
    };
    await addBeneficiary({ title: 'Ms.', first: 'Nyambura', dob: yearsAgo(20) });
    await page.getByText(messages.beneficiaryAdultEmail).waitFor();
    await page.getByText(messages.beneficiaryAdultPhone).waitFor();
    await page
      .getByLabel('Beneficiary e-mail', { exact: true })
      .fill('nyambura.njeri@example.co.ke');
    await page.getByLabel('Beneficiary phone', { exact: true }).fill('+254722000111');
    await page.getByRole('button', { name: 'Add beneficiary' }).click();
    await cart.getByText('Nyambura Njeri').waitFor();
    await addBeneficiary({ title: 'Ms.', first: 'Wanja', dob: yearsAgo(9) });
    await cart.getByText('Wanja Njeri').waitFor();
    expect(await cart.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    expect(await cart.getByTestId('membership-total').textContent()).toBe(
      formatMoney(15000, 'KES'),
    );
    await saveScreenshot(page, 'e-membership-registration');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.waitForURL('**/membership-payment/**');
    const reference = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const amount = page.getByTestId('membership-amount');
    await amount.waitFor();
    expect(await amount.textContent()).toBe(formatMoney(15000, 'KES'));
    const shown = await page.locator('main').innerText();
    expect(shown).toContain(reference);
    expect(shown).toContain('Nyambura Njeri, Wanja Njeri');
    // The beneficiaries come only with the link token the page's URL carries.
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    const member = await apiGet<{ payment_status: boolean; family: unknown[] }>(
      `/public/members/${reference}?token=${token}`,
    );
    expect(member.payment_status).toBe(false);
    expect(member.family).toHaveLength(2);
    await saveScreenshot(page, 'e-membership-payment');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
