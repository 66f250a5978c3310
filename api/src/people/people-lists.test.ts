/**
 * `GET /donations` and `GET /volunteers` over HTTP on what the public site records: nine
 * donations over three Nairobi days (three paid, one with an underscore in the name), seven
 * volunteer applications over two programmes (two paid); exact totals by page, search, paid,
 * day range, programme and payment status; 400 for bad filters and 403 without the feature.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { donationFormSchema } from '@hifadhi/shared/schemas/donation';
import { volunteerApplicantSchema } from '@hifadhi/shared/schemas/volunteer';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { donations } from '../db/schema/donations';
import { volunteers } from '../db/schema/programs';
import { createDonation } from '../donations/create-donation';
import { donationForm, volunteerApplicant } from '../payments/payable-fixtures';
import { applyToVolunteer } from '../programs/apply-volunteer';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
const DAY = 86_400_000;
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};

async function get(path: string, role = 'Administrator') {
  return app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });
}
async function ok(path: string) {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
const totalOf = async (path: string) => (await ok(path)).total;

const donationRefs: string[] = [];

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  // Three donations a day on 2026-11-21, 22 and 23 (Nairobi).
  const names = [
    'Akinyi',
    'Baraka',
    'Chebet',
    'Dede',
    'Eshe',
    'Fumo',
    'Gathoni',
    'Hamisi',
    'Im_ani',
  ];
  for (const [n, first_name] of names.entries()) {
    const form = donationFormSchema.parse(
      donationForm({
        first_name,
        email: `${first_name.toLowerCase()}@example.com`,
        amount: 1000 + n,
      }),
    );
    donationRefs.push((await createDonation(database.db, form, clock.now())).donation_ref_code);
    clock.advance(n % 3 === 2 ? DAY - 2 * 60_000 : 60_000);
  }
  await database.db
    .update(donations)
    .set({ paid: 1, paid_at: clock.now() })
    .where(inArray(donations.donation_ref_code, donationRefs.slice(0, 3)));

  const today = calendarDateAt(clock.now());
  const applicants = ['Juma', 'Kamau', 'Lulu', 'Makena', 'Neema', 'Otieno', 'Pendo'];
  for (const [n, first_name] of applicants.entries()) {
    const applicant = volunteerApplicantSchema(today).parse(
      volunteerApplicant({
        first_name,
        email: `${first_name.toLowerCase()}@example.com`,
        program_id: n < 4 ? 'prog-monitoring' : 'prog-community',
      }),
    );
    await applyToVolunteer(database.db, applicant, clock.now());
    clock.advance(60_000);
  }
  await database.db
    .update(volunteers)
    .set({ payment_status: 'Paid', paid_at: clock.now() })
    .where(inArray(volunteers.first_name, ['Juma', 'Neema']));
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

describe('GET /donations', () => {
  it('pages nine donations newest first with the exact total', async () => {
    const first = await ok('/donations?items=4');
    expect(first).toMatchObject({ page: 1, items: 4, total: 9 });
    expect(first.data.map((d: { first_name: string }) => d.first_name)).toEqual([
      'Im_ani',
      'Hamisi',
      'Gathoni',
      'Fumo',
    ]);
    expect(first.data[0]).toMatchObject({
      donation_ref_code: donationRefs[8],
      amount: '1008.00',
      currency: 'KES',
      cause_public_id: 'cause-rhino',
      cause: expect.any(String),
      booking_ref_code: null,
      paid: 0,
    });
    const last = await ok('/donations?items=4&page=3');
    expect(last.data.map((d: { first_name: string }) => d.first_name)).toEqual(['Akinyi']);
  });

  it('searches by name, e-mail and reference, wildcards taken literally', async () => {
    expect(await totalOf('/donations?search=baraka')).toBe(1);
    expect(await totalOf('/donations?search=%40example.com')).toBe(9);
    expect(await totalOf(`/donations?search=${donationRefs[4]}`)).toBe(1);
    expect(await totalOf('/donations?search=_')).toBe(1);
  });

  it('filters by paid and by Nairobi day', async () => {
    expect(await totalOf('/donations?is_paid=true')).toBe(3);
    expect(await totalOf('/donations?is_paid=false')).toBe(6);
    expect(await totalOf('/donations?from=2026-11-22&to=2026-11-22')).toBe(3);
    expect(await totalOf('/donations?from=2026-11-22')).toBe(6);
    expect(await totalOf('/donations?to=2026-11-21&is_paid=true')).toBe(3);
  });

  it('answers 400 for bad filters and 403 without the feature', async () => {
    for (const query of [
      'from=2026-13-01',
      'is_paid=yes',
      'items=101',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`/donations?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    expect((await get('/donations', 'Gate Clerk')).status).toBe(403);
  });
});

describe('GET /volunteers', () => {
  it('pages seven applications newest first with the programme', async () => {
    const first = await ok('/volunteers?items=5');
    expect(first).toMatchObject({ total: 7 });
    expect(first.data.map((v: { first_name: string }) => v.first_name)).toEqual([
      'Pendo',
      'Otieno',
      'Neema',
      'Makena',
      'Lulu',
    ]);
    expect(first.data[2]).toMatchObject({
      program_public_id: 'prog-community',
      program: 'Community Conservation Week',
      payment_status: 'Paid',
    });
    expect((await ok('/volunteers?items=5&page=2')).data).toHaveLength(2);
  });

  it('searches and filters by programme and payment status', async () => {
    expect(await totalOf('/volunteers?program=prog-monitoring')).toBe(4);
    expect(await totalOf('/volunteers?program=prog-community&payment_status=Paid')).toBe(1);
    expect(await totalOf('/volunteers?payment_status=Unpaid')).toBe(5);
    expect(await totalOf('/volunteers?search=makena')).toBe(1);
    expect(await totalOf('/volunteers?search=12345678')).toBe(7);
  });

  it('answers 400 for a bad status and 403 without the feature', async () => {
    expect((await get('/volunteers?payment_status=paid')).status).toBe(400);
    expect((await get('/volunteers', 'Gate Clerk')).status).toBe(403);
  });
});
