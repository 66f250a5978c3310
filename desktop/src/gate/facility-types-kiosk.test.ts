/**
 * A facility type's pricing rule reaches a kiosk on its next sync: a camp of a new type
 * "Tented camps" carrying the camping rule is priced by the 7-day rule at the gate with the
 * API offline (issue 15).
 * spec: membership-backoffice.md §3–4 (facility type); pricing-rules.md §Lines (camping);
 * api-contract.md §Catalogue administration (every catalogue change reaches the kiosks).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { describe, expect, it } from 'vitest';
import { testNow } from '../../../api/src/test/test-clock';
import { clerkKioskForFile } from './test/clerk-kiosk';

const gate = clerkKioskForFile();
const today = calendarDateAt(testNow);

describe('facility types at the gate', () => {
  it('prices a "Tented camps" site by the camping rule, offline', async () => {
    await gate.administer('/facility-types', { name: 'Tented camps', pricing_rule: 'camping' });
    const [type] = await gate.api.database.sql<{ public_id: string }[]>`
      select public_id from facility_types where name = 'Tented camps'`;
    await gate.administer('/facilities', {
      name: 'Lugga Tented Camp',
      facility_type: type!.public_id,
      description: 'Six tents on the lugga',
      quantity: 1,
      maximum_guests: 10,
      lead_time: 0,
      price: [
        {
          residency: 'citizen',
          currency_type: 'KES',
          mandatory_price: '10000',
          adult_price: '1000',
          child_price: '0',
        },
      ],
    });
    const [camp] = await gate.api.database.sql<{ public_id: string }[]>`
      select public_id from facilities where name = 'Lugga Tented Camp'`;

    await gate.whileOffline(async () => {
      const quote = await gate.kiosk.call('POST', '/walk-in/quotes', {
        token: gate.clerk,
        body: {
          check_in: today,
          check_out: addDays(today, 9),
          currency: 'KES',
          guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
          vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
          facilities: [{ public_id: camp!.public_id, adults: 2, residency: 'citizen' }],
        },
      });
      expect(quote.status).toBe(200);
      const line = quote.body.lines.find((row: { ref: string }) => row.ref === camp!.public_id);
      // 10,000 × ceil(9 ÷ 7) + 1,000 × 2 × 9 = 20,000 + 18,000 (per night it would be 108,000)
      expect(line.amount).toBe(38000);
    });
  });
});
