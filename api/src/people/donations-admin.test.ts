/**
 * Donations administration over real HTTP (the Daraja simulator running): staff add a donation
 * (201; the same Idempotency-Key again answers the first), read it, ask the donor's phone to
 * pay it by M-Pesa (STK push, then paid 1 by the callback), cancel another once with
 * `cancelled_by` and the reason (a cancelled one cannot be pushed); causes are added, made
 * private, deleted and restored, and the public lookups offer only public, live causes; every
 * write is in the change log; 400 for bad input, 403 without the feature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoStaff, seedStaff, signInAs } from '../auth/test-staff';
import { eventually, usePaymentTestServer } from '../payments/payment-test-server';
import { darajaTestPhones } from '../payments/simulators/daraja-test-phones';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const server = usePaymentTestServer(database, { callbackDelayMs: 100 });
const tokens: Record<string, string> = {};
type Role = 'Administrator' | 'Gate Clerk';

async function call(
  method: string,
  path: string,
  body?: unknown,
  role: Role | null = 'Administrator',
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(role === null ? {} : { Authorization: `Bearer ${tokens[role]}` }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
async function ok(method: string, path: string, body?: unknown) {
  const answer = await call(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  cause: 'cause-rhino',
  payment_method: 'dpm-mpesa',
  frequency: 'freq-once',
  anonymity: 'anon-yes',
  currency: 'KES',
  amount: '1500.50',
  title: 'Ms.',
  first_name: 'Njeri',
  sur_name: 'Mwangi',
  email: 'njeri@example.com',
  phone_number: '+254712000111',
  ...overrides,
});

beforeAll(async () => {
  await seedStaff(database.db);
  const origin = server.apiUrl.replace(/\/api\/v1$/, '');
  const http = { request: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init) };
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(http, role);
  }
});

describe('staff donations', () => {
  let added: { public_id: string; donation_ref_code: string };

  it('adds a donation once per Idempotency-Key, unpaid, with who added it', async () => {
    const first = await call('POST', '/donations', form(), 'Administrator', {
      'Idempotency-Key': 'don-1',
    });
    expect(first.status).toBe(201);
    added = first.body;
    expect(first.body).toMatchObject({
      amount: '1500.50',
      currency: 'KES',
      cause: 'Rhino protection',
      anonymity_public_id: 'anon-yes',
      frequency_public_id: 'freq-once',
      paid: 0,
      cancelled_at: null,
    });
    expect(first.body.donation_ref_code).toMatch(/^D[2-9A-HJ-NP-Z]{7}$/);
    const again = await call('POST', '/donations', form(), 'Administrator', {
      'Idempotency-Key': 'don-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.public_id).toBe(added.public_id);
    expect((await ok('GET', '/donations')).total).toBe(1);
    expect((await ok('GET', `/donations/${added.public_id}`)).donation_ref_code).toBe(
      added.donation_ref_code,
    );
  });

  it("asks the donor's phone by M-Pesa and the callback marks it paid", async () => {
    const push = await call('POST', `/donations/${added.public_id}/mobile-payment`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(push.status, JSON.stringify(push.body)).toBe(202);
    expect(push.body).toMatchObject({ amount: 1501, currency: 'KES' });
    const paid = await eventually(async () => {
      const donation = await ok('GET', `/donations/${added.public_id}`);
      return donation.paid === 1 ? donation : undefined;
    });
    expect(paid.paid_at).not.toBeNull();
    expect(
      (await call('POST', `/donations/${added.public_id}/mobile-payment`, { phone: '0700' }))
        .status,
    ).toBe(400);
  });

  it('records a cash donation paid at once, cancels it once and refuses to push it', async () => {
    const cash = await ok(
      'POST',
      '/donations',
      form({ payment_method: 'dpm-bank', is_paid: true, amount: 200 }),
    );
    expect(cash.paid).toBe(1);
    const cancelled = await ok('POST', `/donations/${cash.public_id}/cancel`, {
      reason: 'Entered twice',
    });
    expect(cancelled).toMatchObject({
      cancelled_by: expect.any(String),
      cancelled_by_email: demoStaff.Administrator.email,
      cancel_reason: 'Entered twice',
    });
    const twice = await call('POST', `/donations/${cash.public_id}/cancel`, { reason: 'Again' });
    expect(twice).toEqual({
      status: 409,
      body: { code: 'INVALID_TRANSITION', message: 'This donation is cancelled.' },
    });
    const push = await call('POST', `/donations/${cash.public_id}/mobile-payment`, {
      phone: darajaTestPhones.pays.phone,
    });
    expect(push.status).toBe(409);
    expect((await ok('GET', '/donations?cancelled=true')).total).toBe(1);
    expect((await ok('GET', '/donations?cancelled=false')).total).toBe(1);
    const log = await ok('GET', `/logs/changes?entity=donation&search=${cash.public_id}`);
    expect(log.data.map((entry: { before: unknown }) => entry.before === null)).toEqual([
      false,
      true,
    ]);
    expect(log.data[0].after.cancel_reason).toBe('Entered twice');
  });

  it('answers 400 for bad input, 404 for unknown donations and 403 without the feature', async () => {
    const bad = await call(
      'POST',
      '/donations',
      form({ amount: 'lots', email: 'no', first_name: '' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      amount: 'Must be a number',
      email: 'E-mail must be valid',
      first_name: 'This field is required',
    });
    const unknown = await call(
      'POST',
      '/donations',
      form({ cause: 'cause-x', frequency: 'freq-x' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      cause: 'Choose one of the listed entries',
      frequency: 'Choose one of the listed entries',
    });
    expect(
      (await call('POST', `/donations/${added.public_id}/cancel`, { reason: '' })).status,
    ).toBe(400);
    expect((await call('GET', '/donations/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await call('POST', '/donations', form(), 'Gate Clerk')).status).toBe(403);
    expect(
      (await call('POST', `/donations/${added.public_id}/cancel`, { reason: 'x' }, 'Gate Clerk'))
        .status,
    ).toBe(403);
    expect((await call('POST', '/donation-causes', { name: 'Bees' }, 'Gate Clerk')).status).toBe(
      403,
    );
  });
});

describe('donation causes', () => {
  const publicCauses = async () =>
    (await call('GET', '/public/lookups', undefined, null)).body.causes.map(
      (c: { name: string }) => c.name,
    );

  it('adds a cause, hides it from the public site when private or deleted, and restores it', async () => {
    const cause = await ok('POST', '/donation-causes', { name: 'Bee fences' });
    expect(cause).toMatchObject({ name: 'Bee fences', is_public: true, deleted_at: null });
    expect(await publicCauses()).toContain('Bee fences');
    expect(
      (await ok('PATCH', `/donation-causes/${cause.public_id}`, { is_public: false })).is_public,
    ).toBe(false);
    expect(await publicCauses()).not.toContain('Bee fences');
    // A private cause is still one staff may record a donation to.
    expect((await ok('POST', '/donations', form({ cause: cause.public_id }))).cause).toBe(
      'Bee fences',
    );
    await ok('PATCH', `/donation-causes/${cause.public_id}`, {
      is_public: true,
      name: 'Beehive fences',
    });
    expect(await publicCauses()).toContain('Beehive fences');
    await ok('DELETE', `/donation-causes/${cause.public_id}`);
    expect(await publicCauses()).not.toContain('Beehive fences');
    expect(
      (await ok('GET', '/donation-causes?deleted=true')).map((c: { name: string }) => c.name),
    ).toEqual(['Beehive fences']);
    await ok('POST', `/donation-causes/${cause.public_id}/restore`);
    expect(await publicCauses()).toContain('Beehive fences');
    const log = await ok('GET', `/logs/changes?entity=cause&search=${cause.public_id}`);
    expect(log.total).toBe(5);
    expect((await call('PATCH', `/donation-causes/${cause.public_id}`, {})).status).toBe(400);
    expect((await call('PATCH', '/donation-causes/cause-none', { name: 'x' })).status).toBe(404);
  });
});
