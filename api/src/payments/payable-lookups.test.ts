/**
 * Looking up donations, memberships and volunteer applications by reference: without the link
 * token the answer holds only what the payment page needs (reference, amount, currency, status,
 * what is paid for, a first name); the token of the create answer, as `?token=` or the
 * `X-Access-Token` header, unlocks the rest. Lookups are limited per client address.
 */
import { describe, expect, it } from 'vitest';
import { fromAddress } from '../auth/test-staff';
import { createTestApp } from '../test/test-app';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { donationForm, memberForm, volunteerApplicant } from './payable-fixtures';
import { referenceLookupLimits, referenceLookupMessage } from './reference-lookup-limit';

const database = useTestDatabase();

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

function testApi() {
  const clock = manualClock();
  const { app } = createTestApp(database.db, { clock });
  const request = async (path: string, init: RequestInit = {}, address = '198.51.100.10') => {
    const response = await app.request(`/api/v1${path}`, init, fromAddress(address));
    return { status: response.status, body: (await response.json()) as Json };
  };
  const post = (path: string, body: unknown) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { clock, request, post };
}

describe('donation lookups', () => {
  it('shows the payment page what it needs, and the donor only with the link token', async () => {
    const api = testApi();
    const created = await api.post('/public/donations', donationForm());
    expect(created.status).toBe(201);
    const ref = created.body.donation_ref_code;
    const token = created.body.access_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const open = await api.request(`/public/donations/${ref}`);
    expect(open).toEqual({
      status: 200,
      body: {
        donation_ref_code: ref,
        amount: '2500.00',
        currency: 'KES',
        payment_method: 'Mpesa',
        payment_method_public_id: 'dpm-mpesa',
        cause: 'Rhino protection',
        first_name: 'Akinyi',
        paid: 0,
      },
    });

    const linked = await api.request(`/public/donations/${ref}?token=${token}`);
    expect(linked.body).toMatchObject({ email: 'akinyi@example.com', full_name: 'Akinyi Otieno' });
    const byHeader = await api.request(`/public/donations/${ref}`, {
      headers: { 'X-Access-Token': token },
    });
    expect(byHeader.body.email).toBe('akinyi@example.com');

    const other = await api.post('/public/donations', donationForm({ email: 'other@example.com' }));
    for (const wrong of [other.body.access_token, 'not-a-token', `${token}x`]) {
      const answer = await api.request(`/public/donations/${ref}?token=${wrong}`);
      expect(answer.body.email).toBeUndefined();
      expect(JSON.stringify(answer.body)).not.toContain('Otieno');
    }
  });
});

describe('membership lookups', () => {
  it('hides family names, e-mail, dates of birth and beneficiaries without the link token', async () => {
    const api = testApi();
    const beneficiary = {
      title: 'Mr.',
      first_name: 'Kamau',
      sur_name: 'Njeri',
      gender_id: 'male',
      dob: '1990-01-15',
      email: 'kamau@example.com',
      phone_number: '+254722000111',
    };
    const registered = await api.post('/public/members', memberForm({ family: [beneficiary] }));
    expect(registered.status).toBe(201);
    const ref = registered.body.member_reference_number;

    const open = await api.request(`/public/members/${ref}`);
    expect(open).toEqual({
      status: 200,
      body: {
        member_reference_number: ref,
        member_setting: 'ms-cit-family',
        membership: 'Kijani Family',
        household_type: 'Family',
        first_name: 'Wairimu',
        amount: registered.body.amount,
        currency: 'KES',
        payment_status: false,
        expiry_date: null,
      },
    });
    for (const secret of ['Njeri', 'Kamau', 'example.com', '1985-03-10', '1990-01-15']) {
      expect(JSON.stringify(open.body)).not.toContain(secret);
    }

    const linked = await api.request(
      `/public/members/${ref.toLowerCase()}?token=${registered.body.access_token}`,
    );
    expect(linked.body).toMatchObject({
      sur_name: 'Njeri',
      email: 'wairimu@example.com',
      family: [expect.objectContaining({ first_name: 'Kamau', dob: '1990-01-15' })],
    });
  });
});

describe('volunteer application lookups', () => {
  it('gives the first name only without the link token', async () => {
    const api = testApi();
    const applied = await api.post('/public/volunteers', volunteerApplicant());
    expect(applied.status).toBe(201);
    const id = applied.body.volunteer_public_id;

    const open = await api.request(`/public/volunteers/${id}`);
    expect(open.body).toMatchObject({ first_name: 'Baraka', payment_status: 'Unpaid' });
    expect(open.body.full_name).toBeUndefined();
    expect(JSON.stringify(open.body)).not.toMatch(/Mwangi|baraka@example\.com/);

    const linked = await api.request(`/public/volunteers/${id}?token=${applied.body.access_token}`);
    expect(linked.body).toMatchObject({ full_name: 'Baraka Mwangi', email: 'baraka@example.com' });
  });
});

describe('lookup limits', () => {
  it('refuses an address that tries too many unknown references, until the window passes', async () => {
    const api = testApi();
    const created = await api.post('/public/donations', donationForm());
    const ref = created.body.donation_ref_code;
    const guesser = '203.0.113.7';
    for (let n = 0; n < referenceLookupLimits.misses; n += 1) {
      const guess = await api.request(
        `/public/donations/DZZZZ${String(n).padStart(3, '0')}`,
        {},
        guesser,
      );
      expect(guess.status).toBe(404);
    }
    const refused = await api.request(`/public/donations/${ref}`, {}, guesser);
    expect(refused).toEqual({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: referenceLookupMessage(10),
        messages: [referenceLookupMessage(10)],
      },
    });
    expect(refused.body.message).toBe(
      'Too many look-ups from your network. Please try again in 10 minutes.',
    );
    expect((await api.request(`/public/members/ANYREF`, {}, guesser)).status).toBe(429);
    expect((await api.request(`/public/donations/${ref}`, {}, '198.51.100.99')).status).toBe(200);

    api.clock.advance(4 * 60_000);
    expect((await api.request(`/public/donations/${ref}`, {}, guesser)).body.message).toBe(
      referenceLookupMessage(6),
    );
    api.clock.advance(6 * 60_000);
    expect((await api.request(`/public/donations/${ref}`, {}, guesser)).status).toBe(200);
  });
});
