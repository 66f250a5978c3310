/**
 * Journey: staff register a family membership in the staff application, on a desktop screen and
 * on a 360 px phone. An administrator opens New membership, chooses Citizen Family, fills the
 * member's details and two beneficiaries — the adult one without an e-mail first, which the
 * form refuses with the spec's "Beneficiary is 18 is and above. Email is required." — sees each
 * beneficiary's amount in the membership cart, marks it paid by M-Pesa and completes the
 * registration. The member's page shows it Current with both beneficiaries; the staff quote
 * (POST /quotes with `member`) gives the Family membership's 100% entry discount, and the
 * booking wizard's member picker finds the member and raises no refusal. On the phone the
 * members list filters by level and expiry, a corporate member is registered (Member ID
 * CORP-…) and marked paid with UPDATE INFO, and the Family membership's entry discount is
 * edited in Membership settings ('Discount cannot be more than 100%' above 100). Each page fits
 * the screen; screenshots are kept. (The gate kiosk books walk-ins offline and has no member
 * picker.)
 *
 * spec: membership-backoffice.md §2.1 (NewMember, Is Paid, membership cart), §2.2, §5, §9;
 * staff-booking.md §2.1 (member picker); issue 16 item 1.
 */
import type { Quote } from '@hifadhi/shared/schemas/quote';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api-call';
import { cspViolationsOf, PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt, signOut } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });
let adminToken = '';

/** On the phone: the page fits 360 px; on both: no CSP violation. */
async function expectSound(page: Page, screen: string) {
  if (screen === '360') await expectPageSound(page);
  expect(cspViolationsOf(page)).toEqual([]);
}

/** Fills beneficiary `n` (1-based) of the New membership form. */
async function fillBeneficiary(
  page: Page,
  n: number,
  person: { title: string; first: string; last: string; gender: string; dob: string },
) {
  const group = page.getByRole('group', { name: `Beneficiary ${n}` });
  await group.getByLabel('Title').selectOption(person.title);
  await group.getByLabel('First name').fill(person.first);
  await group.getByLabel('Surname').fill(person.last);
  await group.getByLabel('Gender').selectOption({ label: person.gender });
  await group.getByLabel('Date of birth').fill(person.dob);
  return group;
}

describe('members administration', () => {
  beforeAll(async () => {
    adminToken = (await apiCall<{ auth_token: string }>(journey.stack.apiUrl, '/auth/login', ADMIN))
      .auth_token;
  });

  it.each([
    { screen: 'desktop', size: { width: 1280, height: 900 }, surname: 'Otieno' },
    { screen: '360', size: PHONE, surname: 'Chepkoech' },
  ])(
    'staff register a paid family membership with two beneficiaries ($screen)',
    async ({ screen, size, surname }) => {
      const { page } = journey.browser;
      const origin = journey.apiOrigin;
      await page.setViewportSize(size);
      await signInAt(page, origin, ADMIN);
      await page.goto(`${origin}/staff/new-membership`);
      const form = page.getByRole('form', { name: 'New membership' });
      await form
        .getByLabel('Membership type')
        .selectOption({ label: 'Citizen Family (Kijani Family)' });
      await form.getByLabel('Title').first().selectOption('Mrs.');
      await form.getByLabel('First name').first().fill('Achieng');
      await form.getByLabel('Surname').first().fill(surname);
      await form.getByLabel('Gender').first().selectOption({ label: 'Female' });
      await form.getByLabel('Date of birth').first().fill('1982-07-14');
      await form
        .getByLabel('E-mail address')
        .first()
        .fill(`achieng.${surname.toLowerCase()}@example.co.ke`);
      await form.getByLabel('Country').selectOption({ label: 'Kenya' });
      await form.getByLabel('Phone number').first().fill('+254722334455');
      await form.getByLabel('Postal address').first().fill('P.O. Box 88');
      await form.getByLabel('Postal code').first().fill('40100');
      await form.getByLabel('Town').fill('Kisumu');

      await form.getByRole('button', { name: 'Add beneficiary' }).click();
      const adult = await fillBeneficiary(page, 1, {
        title: 'Mr.',
        first: 'Baraka',
        last: surname,
        gender: 'Male',
        dob: '1980-03-02',
      });
      await form.getByRole('button', { name: 'Add beneficiary' }).click();
      await fillBeneficiary(page, 2, {
        title: 'Ms.',
        first: 'Zawadi',
        last: surname,
        gender: 'Female',
        dob: '2015-09-20',
      });
      await form.getByLabel('Payment method').selectOption('Mpesa');
      await form.getByLabel('Is Paid').check();

      // The adult beneficiary without an e-mail address or phone: the spec's messages.
      await form.getByRole('button', { name: 'Complete Registration' }).click();
      await adult.getByText('Beneficiary is 18 is and above. Email is required.').waitFor();
      await adult.getByText('Beneficiary is 18 is and above. Phone number is required.').waitFor();
      await adult
        .getByLabel('E-mail address')
        .fill(`baraka.${surname.toLowerCase()}@example.co.ke`);
      await adult.getByLabel('Phone number').fill('+254733445566');

      const cart = page.getByRole('region', { name: 'Membership details' });
      expect(await cart.textContent()).toContain('KES 15,000.00');
      expect(await cart.getByText('KES 0.00').count()).toBe(2);
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-new-membership-${screen}`);

      await form.getByRole('button', { name: 'Complete Registration' }).click();
      await page.waitForURL(/\/staff\/member\/[^/]+$/);
      const memberId = decodeURIComponent(page.url().split('/').pop() ?? '');
      await expect.poll(() => page.getByTestId('member-standing').textContent()).toBe('Current');
      const beneficiaries = page.getByRole('region', { name: 'Beneficiaries' });
      await beneficiaries.getByText(`Mr. Baraka ${surname}, born 1980-03-02`).waitFor();
      await beneficiaries.getByText(`Ms. Zawadi ${surname}, born 2015-09-20`).waitFor();
      await page.getByRole('region', { name: 'Visits' }).getByText('No visits yet.').waitFor();
      await page.getByRole('region', { name: 'Notices' }).getByText('No notices sent.').waitFor();
      await expectSound(page, screen);
      await saveScreenshot(page, `staff-member-family-${screen}`);

      // The member's discount in a staff quote: Family membership, entry 100% off.
      const day = daysFromToday(10);
      const cartRequest = {
        check_in: day,
        check_out: day,
        currency: 'KES',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        facilities: [],
      };
      const entry = (quote: Quote) =>
        quote.lines.find((line) => line.description === 'Citizen Adult')?.amount;
      const without = await apiCall<Quote>(
        journey.stack.apiUrl,
        '/quotes',
        cartRequest,
        adminToken,
      );
      const withMember = await apiCall<Quote>(
        journey.stack.apiUrl,
        '/quotes',
        { ...cartRequest, member: memberId },
        adminToken,
      );
      expect(entry(without)).toBe(3000);
      expect(entry(withMember)).toBe(0);
      expect(withMember.totals.grand_total).toBe(without.totals.grand_total - 3000);

      // The booking wizard's member picker finds the member and its discounts apply.
      await page.goto(`${origin}/staff/new-booking`);
      // The wizard keeps its draft: the member chosen on the earlier screen size goes first.
      const chosen = page.getByRole('button', { name: 'Remove member' });
      await page.getByLabel('Member (optional)').or(chosen).waitFor();
      if (await chosen.isVisible()) await chosen.click();
      await page.getByLabel('Member (optional)').fill(surname);
      await page.getByRole('button', { name: new RegExp(`^Achieng ${surname}`) }).click();
      expect(await page.getByTestId('member-name').textContent()).toBe(`Achieng ${surname}`);
      await expect.poll(() => page.getByTestId('member-refusal').count()).toBe(0);
      await signOut(page);
    },
  );

  it('corporate members, the list filters and membership settings fit the phone', async () => {
    const { page } = journey.browser;
    const origin = journey.apiOrigin;
    await page.setViewportSize(PHONE);
    await signInAt(page, origin, ADMIN);
    await page.goto(`${origin}/staff/members?member_setting=ms-cit-family&is_paid=true`);
    await page.getByRole('link', { name: 'Achieng Otieno' }).waitFor();
    await page.getByRole('link', { name: 'Achieng Chepkoech' }).waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-members-filtered-360');
    await page.goto(`${origin}/staff/members?expiring=expired`);
    // Both memberships run a year: none has expired.
    await page.getByText('No members match these filters.').waitFor();

    await page.goto(`${origin}/staff/corporate-members`);
    await page.getByRole('button', { name: 'New corporate member' }).click();
    const form = page.getByRole('region', { name: 'New corporate member' });
    await form.getByLabel('Company name').fill('Mara Logistics Ltd');
    await form.getByLabel('Contact person').fill('Jabali Mwangi');
    await form.getByLabel('Contact phone').fill('+254700111222');
    await form.getByLabel('Company phone').fill('+254202333444');
    await form.getByLabel('E-mail address').fill('office@maralogistics.example');
    await form.getByLabel('Postal address').fill('P.O. Box 5');
    await form.getByLabel('Postal code').fill('00100');
    await form.getByLabel('Town').fill('Nairobi');
    await form.getByLabel('Country').fill('Kenya');
    await form.getByLabel('Vehicles').fill('2');
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-corporate-member-new-360');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/staff\/corporate\/member\/[^/]+$/);
    await page.getByText(/^CORP-\d{4}$/).waitFor();
    expect(await page.getByTestId('corporate-standing').textContent()).toBe('Unpaid');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Payment method').selectOption('Bank Transfer');
    await page.getByLabel('Is Paid').check();
    await page.getByRole('button', { name: 'UPDATE INFO' }).click();
    await expect.poll(() => page.getByTestId('corporate-standing').textContent()).toBe('Current');
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-corporate-member-360');

    await page.goto(`${origin}/staff/membership-settings`);
    await page.getByRole('button', { name: 'Edit Citizen Family' }).click();
    const setting = page.getByRole('form', { name: 'Edit Citizen Family' });
    await setting.getByLabel('Entry discount (%)').fill('101');
    await setting.getByRole('button', { name: 'Save' }).click();
    await setting.getByText('Discount cannot be more than 100%').waitFor();
    await setting.getByLabel('Entry discount (%)').fill('100');
    await setting.getByLabel('Activity discount (%)').fill('15');
    await setting.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('region', { name: 'Citizen Family' })
      .getByText(/activities 15%/)
      .waitFor();
    await expectPageSound(page);
    await saveScreenshot(page, 'staff-membership-settings-360');
    await signOut(page);
  });
});
