/**
 * School conservation fee rates over HTTP: the seeded rates; a new student rate prices the
 * next school quote at once (figures by hand), logged; a deleted rate leaves its category at
 * the ordinary fee, restored it applies again; a new rate added (an Idempotency-Key retry adds
 * no second); 400 on bad input, unknown destinations or guest categories and dates that end
 * before they start; 409 on a repeated delete; 403 without the feature.
 *
 * spec: staff-booking.md §4, §7 (get_newly_scheduled_school_pricing); membership-backoffice.md
 * §3–4, §7.
 */
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../catalogue-admin/test-admin-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const { call } = useAdminTestApp(database, '10.33.0');

/** A school day visit to the main conservancy on 2026-12-05: 4 teachers, 40 students. */
async function schoolQuote(destination = 'dst-main') {
  const { status, body } = await call('POST', '/quotes', {
    check_in: '2026-12-05',
    check_out: '2026-12-06',
    currency: 'KES',
    booking_type: '8D7E6504',
    school: 'sch-nyeri-high',
    destination,
    guests: [
      { payment_public_id: 'cf-cit-a', payment_guests: 4 },
      { payment_public_id: 'cf-cit-c', payment_guests: 40 },
    ],
  });
  expect(status).toBe(200);
  return {
    lines: body.lines.map((line: { description: string; amount: number }) => [
      line.description,
      line.amount,
    ]),
    total: body.totals.grand_total as number,
  };
}

const studentRate = 'scf-main-2026-cit-c';

describe('school fees', () => {
  it('lists the seeded rates, none deleted', async () => {
    const { status, body } = await call('GET', '/school-fees');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect((await call('GET', `/school-fees/${studentRate}`)).body).toEqual({
      public_id: studentRate,
      destination_public_id: 'dst-main',
      payment_public_id: 'cf-cit-c',
      name: 'Citizen Student (school)',
      currency: 'KES',
      amount: '200',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      deleted: false,
    });
    expect((await call('GET', '/school-fees?deleted=true')).body).toEqual([]);
  });

  it('a new student rate prices the next school quote at once, logged', async () => {
    // 4 × 500 + 40 × 200
    expect(await schoolQuote()).toEqual({
      lines: [
        ['Citizen Teacher (school)', 2000],
        ['Citizen Student (school)', 8000],
      ],
      total: 10000,
    });
    const edited = await call('PATCH', `/school-fees/${studentRate}`, { amount: '237.50' });
    expect(edited).toMatchObject({ status: 200, body: { amount: '237.50' } });
    // 4 × 500 + 40 × 237.50 = 2,000 + 9,500
    expect(await schoolQuote()).toEqual({
      lines: [
        ['Citizen Teacher (school)', 2000],
        ['Citizen Student (school)', 9500],
      ],
      total: 11500,
    });
    const logs = await database.sql`
      select entity, before, after from staff_changes where entity_id = ${studentRate}`;
    expect(logs).toEqual([
      {
        entity: 'school_conservation_fee',
        before: expect.objectContaining({ amount: '200' }),
        after: expect.objectContaining({ amount: '237.50' }),
      },
    ]);
  });

  it('deleted, its students pay the ordinary Citizen Child fee; restored, the school rate', async () => {
    const deleted = await call('DELETE', `/school-fees/${studentRate}`);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await call('DELETE', `/school-fees/${studentRate}`)).status).toBe(409);
    // 4 × 500 + 40 × 750 (the ordinary Citizen Child fee) = 2,000 + 30,000
    expect(await schoolQuote()).toEqual({
      lines: [
        ['Citizen Teacher (school)', 2000],
        ['Citizen Child', 30000],
      ],
      total: 32000,
    });
    const listed = await call('GET', '/school-fees?deleted=true');
    expect(listed.body.map((fee: { public_id: string }) => fee.public_id)).toEqual([studentRate]);
    const restored = await call('POST', `/school-fees/${studentRate}/restore`);
    expect(restored).toMatchObject({ status: 200, body: { deleted: false } });
    expect((await call('POST', `/school-fees/${studentRate}/restore`)).status).toBe(409);
    expect((await schoolQuote()).total).toBe(11500);
  });

  it('adds a rate that prices the next quote; a retry with the same key adds no other', async () => {
    const body = {
      destination_public_id: 'dst-research',
      payment_public_id: 'cf-res-c',
      name: 'East African Resident Student (school)',
      currency: 'KES',
      amount: 150,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    };
    const key = { 'Idempotency-Key': 'add-research-res-c' };
    const made = await call('POST', '/school-fees', body, 'Administrator', key);
    expect(made).toMatchObject({
      status: 201,
      body: { public_id: expect.stringMatching(/^scf-/), amount: '150', deleted: false },
    });
    const again = await call('POST', '/school-fees', body, 'Administrator', key);
    expect(again.body.public_id).toBe(made.body.public_id);
    const research = (await call('GET', '/school-fees')).body.filter(
      (fee: { payment_public_id: string; destination_public_id: string }) =>
        fee.destination_public_id === 'dst-research' && fee.payment_public_id === 'cf-res-c',
    );
    expect(research).toHaveLength(1);
    const { body: quote } = await call('POST', '/quotes', {
      check_in: '2026-12-05',
      check_out: '2026-12-06',
      currency: 'KES',
      booking_type: '8D7E6504',
      school: 'sch-nyeri-high',
      destination: 'dst-research',
      guests: [{ payment_public_id: 'cf-res-c', payment_guests: 10 }],
    });
    // 10 × 150
    expect(quote.lines[0]).toMatchObject({
      description: 'East African Resident Student (school)',
      amount: 1500,
    });
  });

  it('refuses bad input, unknown references and dates ending before they start (400)', async () => {
    const bad = await call('POST', '/school-fees', {
      destination_public_id: 'dst-main',
      payment_public_id: 'cf-cit-a',
      name: ' ',
      currency: 'EUR',
      amount: '-5',
      start_date: '2027-02-30',
      end_date: '2027-01-01',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: {
          name: 'This field is required',
          currency: 'Choose KES or USD',
          amount: 'Must be a number',
          start_date: expect.any(String),
        },
      },
    });
    const backwards = await call('POST', '/school-fees', {
      destination_public_id: 'dst-main',
      payment_public_id: 'cf-cit-a',
      name: 'Citizen Teacher (school)',
      currency: 'KES',
      amount: '500',
      start_date: '2028-12-31',
      end_date: '2028-01-01',
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: { fields: { end_date: 'End date cannot be before start date' } },
    });
    const endOnly = await call('PATCH', `/school-fees/${studentRate}`, { end_date: '2025-12-31' });
    expect(endOnly).toMatchObject({
      status: 400,
      body: { fields: { end_date: 'End date cannot be before start date' } },
    });
    const unknown = await call('PATCH', `/school-fees/${studentRate}`, {
      destination_public_id: 'dst-x',
      payment_public_id: 'cf-x',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        code: 'UNKNOWN_REFERENCE',
        fields: {
          destination_public_id: 'Unknown destination: dst-x',
          payment_public_id: 'Unknown guest category: cf-x',
        },
      },
    });
    expect((await call('PATCH', `/school-fees/${studentRate}`, {})).status).toBe(400);
    expect((await call('PATCH', '/school-fees/scf-nowhere', { amount: '1' })).status).toBe(404);
    expect((await call('GET', `/school-fees/${studentRate}`)).body.amount).toBe('237.50');
  });

  it('is refused without the School fees feature (403)', async () => {
    for (const [method, path, body] of [
      ['GET', '/school-fees', undefined],
      ['PATCH', `/school-fees/${studentRate}`, { amount: '1' }],
      ['DELETE', `/school-fees/${studentRate}`, undefined],
    ] as const) {
      const refused = await call(method, path, body, 'Gate Clerk');
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
  });
});
