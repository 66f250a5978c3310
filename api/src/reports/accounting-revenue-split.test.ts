/**
 * The accounting export shares a facility's accommodation line by its revenue splits: The
 * Stables with a 30 % "Community trust" split, booked for two citizen adults over two nights
 * (with their fees and a vehicle's) and paid in full in cash on 2026-11-22 (Nairobi), exports its accommodation line as two rows
 * adding up to it. By hand: The Stables cost KES 6,000 a night for citizens (price includes
 * VAT), so the line is 2 × 6,000 = 12,000.00; the trust's 30 % is 3,600.00 under
 * COMMUNITY-TRUST and the conservancy keeps 8,400.00 under ACCOMMODATION. A USD booking of
 * the same facility with the split at 33.33 % shows the cents: USD 80 a night for
 * non-residents, 160.00 for two nights; 33.33 % is 53.328, 53.33 to the cent, and the
 * conservancy's row takes the rest, 106.67. With the split deleted the line is exported whole
 * again.
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §7 (batch files).
 */
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, movableClock, postJson, seedStaff, signInAs } from '../auth/test-staff';
import { bookingRequest } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const DAY = '2026-11-22';
const clock = movableClock(new Date(`${DAY}T10:00:00+03:00`));
let app: ReturnType<typeof createTestApp>['app'];
let admin: string;

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

async function json(response: Response | Promise<Response>, status: number): Promise<Json> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text);
}

/** Books The Stables for two nights in `currency` and pays it in full in cash. */
async function bookAndPay(currency: 'KES' | 'USD'): Promise<string> {
  const citizen = currency === 'KES';
  const booking = await json(
    app.request(
      '/api/v1/public/bookings',
      postJson(
        bookingRequest({
          currency,
          guests: [{ payment_public_id: citizen ? 'cf-cit-a' : 'cf-nr-a', payment_guests: 2 }],
          facilities: [
            {
              public_id: 'fac-stables',
              adults: 2,
              number_of_rooms: 1,
              residency: citizen ? 'citizen' : 'non_resident',
            },
          ],
        }),
      ),
    ),
    201,
  );
  await json(
    app.request(
      `/api/v1/bookings/${booking.booking_public_id}/payments`,
      postJson({ method: 'Cash', amount: booking.total_cost, currency, reference: null }, admin),
    ),
    201,
  );
  return booking.booking_ref_code;
}

/** The export's accommodation rows of booking `reference` as [analysis code, amount]. */
async function exported(reference: string): Promise<string[][]> {
  const answer = await app.request(`/api/v1/reports/accounting.csv?date=${DAY}`, {
    headers: bearer(admin),
  });
  expect(answer.status).toBe(200);
  const rows: Record<string, string>[] = parse(await answer.text(), { bom: true, columns: true });
  return rows
    .filter((row) => row.Reference === reference)
    .filter((row) => ['ACCOMMODATION', 'COMMUNITY-TRUST'].includes(row['Analysis code']!))
    .map((row) => [row['Analysis code']!, row.Amount!]);
}

/** The booking's accommodation line amount as stored. */
async function lineAmount(reference: string): Promise<string> {
  const [line] = await database.sql`
    select f.amount::text from booking_facilities f join bookings b on b.id = f.booking_id
    where b.booking_ref_code = ${reference}`;
  return line!.amount;
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = createTestApp(database.db, { clock, config: { UNPAID_HOLDS_PER_CLIENT: 20 } }).app;
  admin = await signInAs(app, 'Administrator');
});

describe('the accounting export with a revenue split', () => {
  let splitId: string;

  it('exports a 30% split of a KES line as two rows adding up to the line', async () => {
    splitId = (
      await json(
        app.request(
          '/api/v1/facilities/fac-stables/revenue-splits',
          postJson(
            { party_name: 'Community trust', percent: '30', analysis_code: 'COMMUNITY-TRUST' },
            admin,
          ),
        ),
        201,
      )
    ).split_public_id;
    const reference = await bookAndPay('KES');
    expect(Number(await lineAmount(reference))).toBe(12000);
    expect((await exported(reference)).sort()).toEqual([
      ['ACCOMMODATION', '8400.00'],
      ['COMMUNITY-TRUST', '3600.00'],
    ]);
  });

  it('gives the rounding difference to the conservancy’s row of a USD line', async () => {
    await json(
      app.request(`/api/v1/facilities/fac-stables/revenue-splits/${splitId}`, {
        method: 'PATCH',
        headers: { ...bearer(admin), 'Content-Type': 'application/json' },
        body: JSON.stringify({ percent: '33.33' }),
      }),
      200,
    );
    const reference = await bookAndPay('USD');
    expect(Number(await lineAmount(reference))).toBe(160);
    expect((await exported(reference)).sort()).toEqual([
      ['ACCOMMODATION', '106.67'],
      ['COMMUNITY-TRUST', '53.33'],
    ]);
  });

  it('exports the line whole once the split is deleted', async () => {
    await json(
      app.request(`/api/v1/facilities/fac-stables/revenue-splits/${splitId}`, {
        method: 'DELETE',
        headers: bearer(admin),
      }),
      200,
    );
    const reference = await bookAndPay('KES');
    expect(await exported(reference)).toEqual([['ACCOMMODATION', '12000.00']]);
  });
});
