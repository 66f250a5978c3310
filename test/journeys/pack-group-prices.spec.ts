/**
 * Journey: Pelican House's pack prices in the staff application on a 360 px phone. An
 * administrator opens Pelican House's page: a Self Catering tier starting at 6 after a tier
 * ending at 4 is refused on the tiers ('Tiers must follow one another …'); the 5–8 adults tier
 * set to KES 45,000 is saved, and the public quote for 6 adults over 3 nights (docs/pricing.md
 * example 4's stay) at once costs 45,000 × 3 = KES 135,000 for Pelican House instead of
 * 120,000. The group prices section shows Pelican's 1–10 guests tier.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: pricing with parameters);
 * pricing-rules.md §Lines (Pelican).
 */
import { packGroupPriceMessages } from '@hifadhi/shared/schemas/pack-group-prices';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api-call';
import { PHONE } from '../support/browser';
import { useStack } from '../support/journey-stack';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { expectPageSound } from '../support/page-checks';
import { saveScreenshot } from '../support/screenshot';
import { daysFromToday } from '../support/site';
import { ADMIN, signInAt } from '../support/staff-app';

const journey = useStack({ browserAt: 'api', before: buildKioskRenderer });

/** Pelican House's line of the public quote for 6 resident adults, Self Catering, 3 nights. */
async function pelicanSelfCatering(): Promise<number | undefined> {
  const quote = await apiCall<{ lines: { ref: string; amount: number }[] }>(
    journey.stack.apiUrl,
    '/public/quotes',
    {
      check_in: daysFromToday(40),
      check_out: daysFromToday(43),
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-res-a', payment_guests: 6 }],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [{ public_id: 'fac-pelican', adults: 6, catering_type: '9a9a77eb' }],
    },
  );
  return quote.lines.find((line) => line.ref === 'fac-pelican')?.amount;
}

describe('pack and group prices', () => {
  it('an administrator raises a Pelican House pack price and the public quote follows', async () => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    expect(await pelicanSelfCatering()).toBe(120000);
    await signInAt(page, journey.apiOrigin, ADMIN);
    await page.goto(`${journey.apiOrigin}/staff/m-facility/fac-pelican`);
    await page.getByRole('heading', { name: 'Pelican House' }).waitFor();

    const group = page.getByRole('region', { name: 'Group prices' });
    await expect.poll(() => group.getByLabel('Group tier 1 to guests').inputValue()).toBe('10');
    const packs = page.getByRole('region', { name: 'Pack prices' });
    await expect.poll(() => packs.getByLabel('Pack 1 catering type').inputValue()).toBe('9a9a77eb');
    const from = packs.getByLabel('Pack 1 tier 2 from adults');
    await from.fill('6');
    await packs.getByRole('button', { name: 'Save pack prices' }).click();
    await packs.getByText(packGroupPriceMessages.tiersContiguous).waitFor();
    await saveScreenshot(page, 'pack-prices-refused-phone');

    await from.fill('5');
    await packs.getByLabel('Pack 1 tier 2 price a night').fill('45000');
    await packs.getByRole('button', { name: 'Save pack prices' }).click();
    await expect.poll(pelicanSelfCatering).toBe(135000);
    await expect
      .poll(() => packs.getByLabel('Pack 1 tier 2 price a night').inputValue())
      .toBe('45000');
    await saveScreenshot(page, 'pack-prices-phone');
    await expectPageSound(page);
    expect(await seriousViolations(page)).toEqual([]);

    // the catering types the packs are priced by are one link away
    await packs.getByRole('link', { name: 'Catering types' }).click();
    await page.getByRole('heading', { name: 'Catering types' }).waitFor();
    await page.getByRole('cell', { name: 'Self Catering', exact: true }).waitFor();
  });
});
