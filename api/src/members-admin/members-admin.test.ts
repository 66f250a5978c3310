/**
 * The members back office over HTTP: twelve members registered on the public site a minute
 * apart, listed newest first with exact totals by page, search and Is Paid; one member read
 * with its beneficiary; an edit of the four CRM ids and Is Paid (a year's membership from
 * today, current) that the change log shows with the user, before and after; staff
 * registration with is_paid → 201, once per Idempotency-Key; 400s, 404s, and 403 for a role
 * without the feature.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { memberRegistrationSchema } from '@hifadhi/shared/schemas/member';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoStaff, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { registerMember } from '../members/register-member';
import { memberForm } from '../payments/payable-fixtures';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
const MINUTE = 60_000;
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
/** Member public ids, oldest first. */
const registered: { public_id: string; reference: string }[] = [];

async function get(path: string, role = 'Administrator') {
  return app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });
}
async function ok(path: string) {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
function patch(publicId: string, body: unknown, role = 'Administrator') {
  return app.request(`/api/v1/members/${publicId}`, {
    method: 'PATCH',
    headers: bearer(tokens[role]!),
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  const today = calendarDateAt(clock.now());
  const surnames = ['Ochieng', 'Njeri', 'Ochieng', 'Mutua', 'Ochieng', 'Kiprop'];
  for (let n = 0; n < 12; n++) {
    const family =
      n === 0
        ? [
            {
              title: 'Ms.',
              first_name: 'Ciru',
              sur_name: 'Njeri',
              gender_id: 'female',
              dob: '2018-05-01',
            },
          ]
        : [];
    const form = memberRegistrationSchema(today).parse(
      memberForm({
        first_name: `Member${n}`,
        sur_name: surnames[n % surnames.length],
        email: `member${n}@example.com`,
        family,
      }),
    );
    const member = await registerMember(database.db, form, clock.now());
    registered.push({
      public_id: member.member_public_id,
      reference: member.member_reference_number,
    });
    clock.advance(MINUTE);
  }
  tokens.Administrator = await signInAs(app, 'Administrator');
  tokens['Gate Clerk'] = await signInAs(app, 'Gate Clerk');
});

describe('GET /members', () => {
  it('pages twelve members newest first with the exact total', async () => {
    const first = await ok('/members?items=5');
    expect(first).toMatchObject({ page: 1, items: 5, total: 12 });
    expect(first.data.map((m: { first_name: string }) => m.first_name)).toEqual([
      'Member11',
      'Member10',
      'Member9',
      'Member8',
      'Member7',
    ]);
    const last = await ok('/members?items=5&page=3');
    expect(last.total).toBe(12);
    expect(last.data.map((m: { first_name: string }) => m.first_name)).toEqual([
      'Member1',
      'Member0',
    ]);
    expect(last.data[1]).toMatchObject({
      membership: expect.any(String),
      payment_status: false,
      is_current: false,
      registration_type: 'public',
      salesforce_id: null,
    });
  });

  it('searches by surname, e-mail and reference number', async () => {
    // Ochieng: members 0, 2, 4, 6, 8, 10.
    expect((await ok('/members?search=ochieng')).total).toBe(6);
    expect((await ok('/members?search=ochieng&items=4&page=2')).data).toHaveLength(2);
    expect((await ok('/members?search=member1')).total).toBe(3); // member1, member10, member11
    const byReference = await ok(`/members?search=${registered[3]!.reference.toLowerCase()}`);
    expect(byReference.data.map((m: { public_id: string }) => m.public_id)).toContain(
      registered[3]!.public_id,
    );
    expect((await ok('/members?search=100%25')).total).toBe(0);
  });

  it('refuses bad paging with 400 and a role without the feature with 403', async () => {
    const bad = await get('/members?items=0');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('VALIDATION_FAILED');
    expect((await get('/members', 'Gate Clerk')).status).toBe(403);
    expect((await get(`/members/${registered[0]!.public_id}`, 'Gate Clerk')).status).toBe(403);
  });
});

describe('GET /members/{public_id}', () => {
  it('reads a member with the beneficiary', async () => {
    const member = await ok(`/members/${registered[0]!.public_id}`);
    expect(member).toMatchObject({
      first_name: 'Member0',
      sur_name: 'Ochieng',
      member_reference_number: registered[0]!.reference,
      payment_status: false,
      is_current: false,
      expiry_date: null,
    });
    expect(member.family).toEqual([
      expect.objectContaining({ first_name: 'Ciru', dob: '2018-05-01', amount: '0.00' }),
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-member']) {
      const response = await get(`/members/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe('Member not found');
    }
  });
});

describe('PATCH /members/{public_id}', () => {
  it('changes the CRM ids and Is Paid, and the change log shows who, before and after', async () => {
    const id = registered[5]!.public_id;
    const response = await patch(id, {
      salesforce_id: 'SF-0001',
      salesforce_uuid: 'OPP-77',
      salesforce_account_uuid: 'ACC-12',
      salesforce_contact_uuid: 'CON-34',
      is_paid: true,
      payment_method: 'Cash',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // Paid on 2026-11-21 (Nairobi): the membership runs to 2027-11-20.
    expect(await response.json()).toMatchObject({
      salesforce_id: 'SF-0001',
      salesforce_uuid: 'OPP-77',
      salesforce_account_uuid: 'ACC-12',
      salesforce_contact_uuid: 'CON-34',
      payment_status: true,
      payment_method: 'Cash',
      expiry_date: '2027-11-20',
      is_current: true,
    });
    expect((await ok(`/members/${id}`)).salesforce_contact_uuid).toBe('CON-34');

    const log = await ok(`/logs/changes?entity=member&search=${id}`);
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      user_email: demoStaff.Administrator.email,
      user_name: demoStaff.Administrator.full_name,
      entity: 'member',
      entity_id: id,
      before: { salesforce_id: null, payment_status: false, expiry_date: null },
      after: {
        salesforce_id: 'SF-0001',
        salesforce_account_uuid: 'ACC-12',
        payment_status: true,
        expiry_date: '2027-11-20',
      },
    });
    expect((await ok('/members?is_paid=true')).total).toBe(1);
  });

  it('logs nothing for an edit that changes nothing', async () => {
    const id = registered[5]!.public_id;
    const response = await patch(id, { town: 'Nanyuki', is_paid: true });
    expect(response.status).toBe(200);
    expect((await ok(`/logs/changes?search=${id}`)).total).toBe(1);
  });

  it('clears a CRM id with blank and keeps the other fields', async () => {
    const id = registered[5]!.public_id;
    const response = await patch(id, { salesforce_uuid: '' });
    expect(await response.json()).toMatchObject({
      salesforce_uuid: null,
      salesforce_id: 'SF-0001',
      payment_status: true,
    });
  });

  it('an expiry date in the past leaves the member paid but not current', async () => {
    const response = await patch(registered[5]!.public_id, { expiry_date: '2026-11-20' });
    expect(await response.json()).toMatchObject({ payment_status: true, is_current: false });
  });

  it('answers 400 for nothing to change and for fields breaking the form rules', async () => {
    const id = registered[6]!.public_id;
    const empty = await patch(id, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Nothing to change');
    const email = await patch(id, { email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect((await email.json()).fields.email).toBe('E-mail must be valid');
    const phone = await patch(id, { tel_number: '+255712345678' });
    expect(phone.status).toBe(400);
    expect((await phone.json()).fields.tel_number).toBe('Start with country code.');
    const long = await patch(id, { salesforce_id: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect((await ok(`/members/${id}`)).email).toBe('member6@example.com');
    const log = await ok(`/logs/changes?search=${id}`);
    expect(log.total).toBe(0);
  });

  it('answers 404 for an unknown member and 403 without the feature', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { town: 'Nyeri' })).status).toBe(
      404,
    );
    expect((await patch(registered[6]!.public_id, { town: 'Nyeri' }, 'Gate Clerk')).status).toBe(
      403,
    );
  });
});

describe('POST /members', () => {
  it('registers a member as staff, paid, with the CRM ids → 201, logged as created', async () => {
    const response = await app.request(
      '/api/v1/members',
      postJson(
        memberForm({
          first_name: 'Staffmade',
          email: 'staffmade@example.com',
          is_paid: true,
          payment_method: 'Cash',
          salesforce_id: 'SF-9',
        }),
        tokens.Administrator,
      ),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const member = await response.json();
    expect(member).toMatchObject({
      first_name: 'Staffmade',
      registration_type: 'staff',
      payment_status: true,
      payment_method: 'Cash',
      expiry_date: '2027-11-20',
      is_current: true,
      salesforce_id: 'SF-9',
      member_reference_number: expect.stringMatching(/^[0-9A-Z]{6}$/),
    });
    const log = await ok(`/logs/changes?search=${member.public_id}`);
    expect(log.data).toEqual([
      expect.objectContaining({
        entity: 'member',
        before: null,
        after: expect.objectContaining({ payment_status: true }),
      }),
    ]);
    expect((await ok('/members')).total).toBe(13);
  });

  it('registers unpaid when is_paid is not given', async () => {
    const response = await app.request(
      '/api/v1/members',
      postJson(
        memberForm({ first_name: 'Unpaid', email: 'unpaid@example.com' }),
        tokens.Administrator,
      ),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ payment_status: false, expiry_date: null });
  });

  it('answers 400 for the form rules and 403 without the feature', async () => {
    const young = await app.request(
      '/api/v1/members',
      postJson(memberForm({ dob: '2015-01-01', is_paid: true }), tokens.Administrator),
    );
    expect(young.status).toBe(400);
    expect((await young.json()).fields.dob).toBeDefined();
    const unknown = await app.request(
      '/api/v1/members',
      postJson(memberForm({ member_setting: 'ms-none' }), tokens.Administrator),
    );
    expect(unknown.status).toBe(400);
    const clerk = await app.request(
      '/api/v1/members',
      postJson(memberForm(), tokens['Gate Clerk']),
    );
    expect(clerk.status).toBe(403);
    expect((await ok('/members')).total).toBe(14);
  });

  it('answers a retry with the same Idempotency-Key with the member the first made', async () => {
    const send = () =>
      app.request('/api/v1/members', {
        method: 'POST',
        headers: { ...bearer(tokens.Administrator!), 'Idempotency-Key': 'new-member-7' },
        body: JSON.stringify(memberForm({ first_name: 'Retried', email: 'retried@example.com' })),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    const made = await first.json();
    expect((await again.json()).public_id).toBe(made.public_id);
    expect((await ok('/members')).total).toBe(15);
    expect((await ok(`/logs/changes?search=${made.public_id}`)).total).toBe(1);
  });
});
