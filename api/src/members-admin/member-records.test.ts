/**
 * The rest of the members back office over HTTP: the list's filters (membership type, level,
 * Is Paid, expiring within 30 days, expired, deleted), soft delete and restore (logged, the
 * member back in the list), visits by member, corporate members (§2.3: register, UPDATE INFO
 * with the CRM ids and Is Paid, delete and restore, all logged) and membership settings (the
 * lookups, an edit of a discount that a staff quote then applies; a role without the feature
 * gets 403).
 */
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { workedExample } from '@hifadhi/shared/pricing/worked-examples';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { bookings } from '../db/schema/bookings';
import { memberForm } from '../payments/payable-fixtures';
import { bookingRequest } from '../test/booking-fixtures';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
const today = calendarDateAt(clock.now());
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function call(method: string, path: string, body?: unknown, role = 'Administrator') {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: bearer(tokens[role]!),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}
const names = async (path: string) =>
  (await call('GET', path)).body.data.map((m: { first_name: string }) => m.first_name).sort();

async function register(first_name: string, overrides: Record<string, unknown> = {}) {
  const made = await call(
    'POST',
    '/members',
    memberForm({ first_name, email: `${first_name.toLowerCase()}@example.com`, ...overrides }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  ids[first_name] = made.body.public_id;
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  tokens.Administrator = await signInAs(app, 'Administrator');
  tokens['Gate Clerk'] = await signInAs(app, 'Gate Clerk');
  const individual = { member_setting: 'ms-cit-ind', household_type: 'Individual' };
  await register('Soon', { ...individual, is_paid: true, expiry_date: addDays(today, 30) });
  await register('Later', { ...individual, is_paid: true, expiry_date: addDays(today, 31) });
  await register('Lapsed', { ...individual, is_paid: true, expiry_date: addDays(today, -1) });
  await register('Unpaid', individual);
  await register('Family', { is_paid: true });
});

describe('GET /members filters', () => {
  it('by expiring within 30 days, expired, Is Paid, membership type and level', async () => {
    expect(await names('/members?expiring=soon')).toEqual(['Soon']);
    expect(await names('/members?expiring=expired')).toEqual(['Lapsed']);
    expect(await names('/members?is_paid=false')).toEqual(['Unpaid']);
    expect(await names('/members?membership_type=family')).toEqual(['Family']);
    expect(await names('/members?member_setting=ms-cit-ind&is_paid=true')).toEqual([
      'Lapsed',
      'Later',
      'Soon',
    ]);
    expect((await call('GET', '/members?expiring=someday')).status).toBe(400);
  });
});

describe('soft delete and restore', () => {
  it('takes the member out of the list, keeps it under deleted, and restores it, logged', async () => {
    const deleted = await call('DELETE', `/members/${ids.Unpaid}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted_at).toBe(clock.now().toISOString());
    expect(await names('/members?is_paid=false')).toEqual([]);
    expect(await names('/members?deleted=true')).toEqual(['Unpaid']);
    const again = await call('DELETE', `/members/${ids.Unpaid}`);
    expect(again.body.deleted_at).toBe(deleted.body.deleted_at);
    const restored = await call('POST', `/members/${ids.Unpaid}/restore`);
    expect(restored.body.deleted_at).toBeNull();
    expect(await names('/members?is_paid=false')).toEqual(['Unpaid']);
    const log = await call('GET', `/logs/changes?entity=member&search=${ids.Unpaid}`);
    // Registration, delete, restore: the repeated delete changed nothing and left no entry.
    expect(log.body.total).toBe(3);
    expect((await call('DELETE', `/members/${ids.Unpaid}`, undefined, 'Gate Clerk')).status).toBe(
      403,
    );
  });
});

describe('GET /members/{id}/visits', () => {
  it("lists the bookings made with the member's discounts", async () => {
    const day = addDays(today, 5);
    const booked = await app.request('/api/v1/public/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest({
          check_in: day,
          check_out: day,
          guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
          facilities: [],
        }),
      ),
    });
    expect(booked.status).toBe(201);
    const { booking_public_id, booking_ref_code } = await booked.json();
    await database.db
      .update(bookings)
      .set({ member_public_id: ids.Family })
      .where(eq(bookings.booking_public_id, booking_public_id));
    const visits = await call('GET', `/members/${ids.Family}/visits`);
    expect(visits.status).toBe(200);
    expect(visits.body.data).toEqual([
      expect.objectContaining({
        booking_ref_code,
        check_in: day,
        booking_status: 'held',
        scans: [],
      }),
    ]);
    expect((await call('GET', `/members/${ids.Soon}/visits`)).body.data).toEqual([]);
    expect((await call('GET', '/members/not-a-member/visits')).status).toBe(404);
  });
});

const company = {
  company_name: 'Savanna Logistics Ltd',
  contact_person_name: 'Achieng Otieno',
  contact_person_phone_number: '+254722000111',
  phone_number: '+254202000111',
  email: 'office@savanna-logistics.example',
  email1: 'accounts@savanna-logistics.example',
  postal_address: 'P.O. Box 4400',
  postal_code: '00100',
  town: 'Nairobi',
  country: 'Kenya',
  payment_method: 'Bank Transfer',
  amount: '150000',
  vehicles: 3,
  passengers: 20,
  visits: 6,
};

describe('corporate members', () => {
  it('registers one with the next Member ID, edits it and deletes and restores it, logged', async () => {
    const made = await call('POST', '/corporate-members', company);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      member_id: 'CORP-0001',
      payment_status: false,
      amount: '150000.00',
      vehicles: 3,
      email2: null,
    });
    const second = await call('POST', '/corporate-members', { ...company, company_name: 'B Ltd' });
    expect(second.body.member_id).toBe('CORP-0002');
    const id = made.body.public_id;
    const updated = await call('PATCH', `/corporate-members/${id}`, {
      is_paid: true,
      salesforce_id: 'a0B000001',
      salesforce_account_uuid: '001000001',
      salesforce_contact_uuid: '003000001',
      salesforce_uuid: '006000001',
    });
    expect(updated.status).toBe(200);
    // Paid on 2026-11-21 without an expiry date: a year's membership.
    expect(updated.body).toMatchObject({
      payment_status: true,
      expiry_date: '2027-11-20',
      is_current: true,
      salesforce_uuid: '006000001',
    });
    expect((await call('DELETE', `/corporate-members/${id}`)).body.deleted_at).not.toBeNull();
    expect((await call('GET', '/corporate-members')).body.total).toBe(1);
    expect((await call('GET', '/corporate-members?deleted=true')).body.data[0].public_id).toBe(id);
    expect((await call('POST', `/corporate-members/${id}/restore`)).body.deleted_at).toBeNull();
    expect((await call('GET', '/corporate-members?search=corp-0001')).body.total).toBe(1);
    const log = await call('GET', `/logs/changes?entity=corporate_member&search=${id}`);
    expect(log.body.total).toBe(4);
  });

  it('refuses a bad form with the spec’s words and answers 404 for an unknown one', async () => {
    const bad = await call('POST', '/corporate-members', {
      ...company,
      email: 'nope',
      country: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      email: 'E-mail must be valid',
      country: 'Country is required',
    });
    const missing = await call('GET', '/corporate-members/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Corporate member not found');
  });
});

describe('membership settings', () => {
  it('lists settings and lookups, and an edited discount reaches a staff quote', async () => {
    const lookups = await call('GET', '/membership-settings');
    expect(lookups.body.member_types).toEqual(['Individual', 'Couple', 'Family']);
    expect(lookups.body.residence_types).toEqual(['citizen', 'resident', 'non_resident']);
    expect(lookups.body.settings[0]).toMatchObject({
      public_id: 'ms-cit-ind',
      entry_discount: '100',
    });
    const edited = await call('PATCH', '/membership-settings/ms-cit-family', {
      entry_discount: 50,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.entry_discount).toBe('50');
    const over = await call('PATCH', '/membership-settings/ms-cit-family', { entry_discount: 101 });
    expect(over.body.fields.entry_discount).toBe('Discount cannot be more than 100%');
    const quote = await call('POST', '/quotes', {
      ...workedExample('the same Stables trip in KES').request,
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      facilities: [],
      member: ids.Family,
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    // Two Citizen Adults at 1,500 KES, half off with the Family membership's 50%.
    const adults = quote.body.lines.find(
      (line: { description: string }) => line.description === 'Citizen Adult',
    );
    expect(adults.amount).toBe(1500);
    expect(
      (await call('PATCH', '/membership-settings/ms-cit-family', { name: 'X' }, 'Gate Clerk'))
        .status,
    ).toBe(403);
  });
});
