/**
 * Pack and group prices set through the API reach a kiosk on its next sync and price its
 * walk-ins offline: Pelican House's Self Catering 5–8 adults tier raised to KES 45,000 and its
 * group tier for 1–10 guests to KES 70,000 (4 included, 9,000 each above) price tonight's
 * walk-ins for 6 adults at 45,000 (Self Catering) and 70,000 + 2 × 9,000 = 88,000 (Fully
 * Catered) with the API offline.
 *
 * spec: pricing-rules.md §Lines (Pelican); api-contract.md §Catalogue administration (every
 * catalogue change reaches the kiosks' replicas on their next sync).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { postJson } from '../../../api/src/auth/test-staff';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);
const selfCatering = '9a9a77eb';
const fullyCatered = '377788d4';

/** `PUT /api/v1/facilities/fac-pelican{under}` as the administrator (200 asserted). */
async function putPelican(under: string, body: unknown) {
  const init = postJson(body, gate.api.adminToken);
  const response = await gate.api.app.request(`/api/v1/facilities/fac-pelican${under}`, {
    ...init,
    method: 'PUT',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Tonight at Pelican House for 6 citizen adults with `cateringType`. */
const tonightAtPelican = (cateringType: string) => ({
  check_in: today,
  check_out: addDays(today, 1),
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 6 }],
  vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
  facilities: [{ public_id: 'fac-pelican', adults: 6, catering_type: cateringType }],
});

describe('pack and group prices at the gate', () => {
  it('prices Pelican House walk-ins with the new pack and group tiers, offline', async () => {
    const [packs, groups] = await Promise.all([
      gate.api.database.sql`select p.catering_type, p.currency, t.lower_limit, t.upper_limit,
          t.price from facility_pack_prices p join facility_pack_price_tiers t
          on t.pack_price_id = p.id where p.facility_public_id = 'fac-pelican'
          order by p.sort_order, t.sort_order`,
      gate.api.database.sql`select currency_type, from_number, to_number, maximum_number,
          mandatory_price, extra_price from facility_group_prices
          where facility_public_id = 'fac-pelican' order by sort_order`,
    ]);
    const cateringTypes = [...new Set(packs.map((row) => row.catering_type as string))];
    await putPelican('/pack-prices', {
      pack_prices: cateringTypes.map((cateringType) => {
        const rows = packs.filter((row) => row.catering_type === cateringType);
        return {
          catering_type: cateringType,
          currency: rows[0]!.currency,
          tiers: rows.map(({ lower_limit, upper_limit, price }) => ({
            lower_limit,
            upper_limit,
            price: cateringType === selfCatering && lower_limit === 5 ? '45000' : (price as string),
          })),
        };
      }),
    });
    expect(groups).toHaveLength(1);
    await putPelican('/group-prices', {
      group_pricing_status: true,
      group_price: [{ ...groups[0], mandatory_price: '70000' }],
    });

    await gate.whileOffline(async () => {
      const pelicanFor = async (cateringType: string) => {
        const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
          token: gate.clerk,
          body: tonightAtPelican(cateringType),
        });
        expect(quote.status, JSON.stringify(quote.body)).toBe(200);
        return quote.body.lines.find((line: { ref: string }) => line.ref === 'fac-pelican').amount;
      };
      expect(await pelicanFor(selfCatering)).toBe(45000);
      expect(await pelicanFor(fullyCatered)).toBe(88000);
    });
  });
});
