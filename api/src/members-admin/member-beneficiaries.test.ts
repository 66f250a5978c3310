/**
 * Beneficiaries staff add, change and remove on a member, over HTTP: every rule and message of
 * membership-backoffice.md §5 triggered (date of birth, the two 18-and-above messages, at most 2
 * adults, the couple's maximum, none on a one-person membership), the beneficiary amount of §9
 * (2400 KES on a citizen membership, 4800 otherwise, for each beyond the number_of_persons − 1
 * the price covers) and the unpaid membership's amount following it; each write in the change
 * log; nothing written by a refused request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { membershipSettings } from '../db/schema/catalogue';
import { memberForm } from '../payments/payable-fixtures';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
let app: ReturnType<typeof staffTestApp>['app'];
let token: string;

const child = (first_name: string, dob = '2016-04-02') => ({
  title: 'Ms.',
  first_name,
  sur_name: 'Njeri',
  gender_id: 'female',
  dob,
});
const adult = (first_name: string) => ({
  ...child(first_name, '2000-01-15'),
  email: `${first_name.toLowerCase()}@example.com`,
  phone_number: '+254711000111',
});

async function call(method: string, path: string, body?: unknown) {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: bearer(token),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function register(overrides: Record<string, unknown>) {
  const made = await call('POST', '/members', memberForm({ is_paid: false, ...overrides }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { public_id: string; amount: string };
}

beforeAll(async () => {
  await seedStaff(database.db);
  await database.db.insert(membershipSettings).values({
    public_id: 'ms-res-pair',
    custom_name: 'Resident Pair',
    membership_type: 'Family',
    residence: 'resident',
    name: 'Kijani Resident Pair',
    price: '9000',
    currency: 'KES',
    number_of_persons: 2,
    number_of_children: 1,
    entry_discount: '100',
    accommodation_discount: '10',
    activity_discount: '0',
    sort_order: 99,
  });
  app = staffTestApp(database.db, clock).app;
  token = await signInAs(app, 'Administrator');
});

describe('beneficiaries of a citizen Family membership (5 persons: 4 covered)', () => {
  let member: { public_id: string };
  const path = () => `/members/${member.public_id}/beneficiaries`;

  beforeAll(async () => {
    member = await register({ email: 'family@example.com' });
  });

  it('refuses a beneficiary without a date of birth, title or gender, with the spec’s words', async () => {
    const refused = await call('POST', path(), { first_name: 'Ciru', sur_name: 'Njeri' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      dob: 'Date of birth cannot be null',
      title: 'Title is required',
      gender_id: 'Gender is required',
    });
  });

  it('asks an adult beneficiary for an e-mail address and a phone number', async () => {
    const refused = await call('POST', path(), child('Baraka', '2001-06-30'));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      email: 'Beneficiary is 18 is and above. Email is required.',
      phone_number: 'Beneficiary is 18 is and above. Phone number is required.',
    });
    const withoutPhone = await call('POST', path(), {
      ...child('Baraka', '2001-06-30'),
      email: 'baraka@example.com',
    });
    expect(withoutPhone.body.message).toBe(
      'Beneficiary is 18 is and above. Phone number is required.',
    );
    expect((await call('GET', `/members/${member.public_id}`)).body.family).toEqual([]);
  });

  it('takes two adults and refuses a third', async () => {
    expect((await call('POST', path(), adult('Amani'))).status).toBe(200);
    expect((await call('POST', path(), adult('Baraka'))).status).toBe(200);
    const third = await call('POST', path(), adult('Chebet'));
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: "You can't have more than 2 beneficiaries who are above 18 years of age.",
      fields: { family: "You can't have more than 2 beneficiaries who are above 18 years of age." },
    });
    expect((await call('GET', `/members/${member.public_id}`)).body.family).toHaveLength(2);
  });

  it('charges 2400 KES for the fifth beneficiary and the unpaid membership grows by it', async () => {
    await call('POST', path(), child('Dani'));
    const fourth = await call('POST', path(), child('Eshe'));
    expect(fourth.body.amount).toBe('15000.00');
    const fifth = await call('POST', path(), child('Furaha'));
    expect(fifth.status).toBe(200);
    expect(fifth.body.family.map((b: { amount: string }) => b.amount)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '2400.00',
    ]);
    expect(fifth.body.amount).toBe('17400.00');
  });

  it('removes a beneficiary: the fifth is covered again and the change log keeps the removed one', async () => {
    const before = (await call('GET', `/members/${member.public_id}`)).body;
    const amani = before.family[0];
    const removed = await call('DELETE', `${path()}/${amani.public_id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.family.map((b: { first_name: string }) => b.first_name)).toEqual([
      'Baraka',
      'Dani',
      'Eshe',
      'Furaha',
    ]);
    expect(removed.body.family.every((b: { amount: string }) => b.amount === '0.00')).toBe(true);
    expect(removed.body.amount).toBe('15000.00');
    const log = await call('GET', `/logs/changes?entity=member&search=${member.public_id}`);
    const latest = log.body.data[0];
    expect(latest.before.family.map((b: { first_name: string }) => b.first_name)).toContain(
      'Amani',
    );
    expect(latest.after.family.map((b: { first_name: string }) => b.first_name)).not.toContain(
      'Amani',
    );
  });

  it('changes a beneficiary, still under the rules', async () => {
    const dani = (await call('GET', `/members/${member.public_id}`)).body.family[1];
    const older = await call('PATCH', `${path()}/${dani.public_id}`, child('Dani', '2004-02-01'));
    expect(older.status).toBe(400);
    expect(older.body.fields.email).toBe('Beneficiary is 18 is and above. Email is required.');
    const renamed = await call('PATCH', `${path()}/${dani.public_id}`, child('Daniela'));
    expect(renamed.status).toBe(200);
    expect(renamed.body.family[1]).toMatchObject({ first_name: 'Daniela', dob: '2016-04-02' });
  });

  it('answers 404 for an unknown beneficiary', async () => {
    const unknown = await call('DELETE', `${path()}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Beneficiary not found');
  });
});

describe('the couple limit and a one-person membership', () => {
  it('allows a couple one beneficiary: "Maximum number for a couple is 2"', async () => {
    const couple = await register({
      member_setting: 'ms-cit-couple',
      household_type: 'Couple',
      email: 'couple@example.com',
    });
    const path = `/members/${couple.public_id}/beneficiaries`;
    expect((await call('POST', path, adult('Jabari'))).status).toBe(200);
    const second = await call('POST', path, child('Kito'));
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('Maximum number for a couple is 2');
  });

  it('refuses a beneficiary on an individual membership', async () => {
    const single = await register({
      member_setting: 'ms-cit-ind',
      household_type: 'Individual',
      email: 'single@example.com',
    });
    const refused = await call('POST', `/members/${single.public_id}/beneficiaries`, child('Lulu'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This membership does not include beneficiaries');
  });
});

describe('a resident membership', () => {
  it('charges 4800 KES for a beneficiary beyond those covered', async () => {
    const pair = await register({
      member_setting: 'ms-res-pair',
      residence: 'resident',
      household_type: 'Family',
      email: 'pair@example.com',
    });
    const path = `/members/${pair.public_id}/beneficiaries`;
    expect((await call('POST', path, child('Malaika'))).body.amount).toBe('9000.00');
    const second = await call('POST', path, child('Nuru', '2019-09-09'));
    expect(second.body.family.map((b: { amount: string }) => b.amount)).toEqual([
      '0.00',
      '4800.00',
    ]);
    expect(second.body.amount).toBe('13800.00');
  });

  it('keeps what a paid membership cost, and shows the new beneficiary’s amount', async () => {
    const paid = await register({
      member_setting: 'ms-res-pair',
      residence: 'resident',
      household_type: 'Family',
      email: 'paidpair@example.com',
      is_paid: true,
      payment_method: 'Cash',
      family: [child('Omari')],
    });
    const added = await call('POST', `/members/${paid.public_id}/beneficiaries`, child('Pendo'));
    expect(added.body.amount).toBe('9000.00');
    expect(added.body.family[1].amount).toBe('4800.00');
  });
});

it('a registration with a beneficiary breaking a rule is refused as a whole', async () => {
  const refused = await call(
    'POST',
    '/members',
    memberForm({
      is_paid: true,
      email: 'three@example.com',
      family: [adult('A'), adult('B'), adult('C')],
    }),
  );
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(
    "You can't have more than 2 beneficiaries who are above 18 years of age.",
  );
  expect((await call('GET', '/members?search=three%40example.com')).body.total).toBe(0);
});
