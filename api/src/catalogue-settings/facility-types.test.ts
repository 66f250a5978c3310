/**
 * Facility types over HTTP: the two seeded types with their rules, a new type "Tented camps"
 * carrying the camping rule whose facility is quoted by the 7-day rule and listed as camping,
 * a rename and a rule change reaching the catalogue at once, soft delete and restore (a
 * deleted type is offered to no new facility; its facilities keep it), the change log, 409 on
 * a taken name, 400 on bad input, 403 without the feature.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD); pricing-rules.md §Lines.
 */
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../catalogue-admin/test-admin-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const { app, call, publicQuote } = useAdminTestApp(database, '10.31.0');

const citizenCamp = {
  residency: 'citizen',
  currency_type: 'KES',
  mandatory_price: '10000',
  adult_price: '1000',
  child_price: '500',
};

/** A public quote of two citizen adults and a child at `facility`, 2027-03-01 for 9 nights. */
function nineNights(facility: string) {
  return publicQuote(
    {
      check_in: '2027-03-01',
      check_out: '2027-03-10',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-cit-c', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [{ public_id: facility, adults: 2, children: 1, residency: 'citizen' }],
    },
    facility,
  );
}

async function publicFacility(type: 'camping' | 'accommodation', facility: string) {
  const response = await app().request(`/api/v1/public/facilities?type=${type}`);
  const rows = (await response.json()) as { public_id: string }[];
  return rows.find((row) => row.public_id === facility);
}

describe('facility types', () => {
  let typeId: string;
  let campId: string;

  it('lists the seeded types with their ids, names and rules', async () => {
    const list = await call('GET', '/facility-types');
    expect(list).toEqual({
      status: 200,
      body: [
        {
          public_id: 'Accomodation',
          name: 'Accomodation',
          pricing_rule: 'accommodation',
          deleted: false,
        },
        {
          public_id: 'Camping Sites',
          name: 'Camping Sites',
          pricing_rule: 'camping',
          deleted: false,
        },
      ],
    });
  });

  it('adds "Tented camps" with the camping rule, whose site is priced by the 7-day rule', async () => {
    const made = await call('POST', '/facility-types', {
      name: 'Tented camps',
      pricing_rule: 'camping',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Tented camps',
      pricing_rule: 'camping',
      deleted: false,
    });
    typeId = made.body.public_id;
    const camp = await call('POST', '/facilities', {
      name: 'Lugga Tented Camp',
      facility_type: typeId,
      description: 'Six tents on the lugga',
      quantity: 1,
      maximum_guests: 10,
      lead_time: 0,
      price: [citizenCamp],
    });
    expect(camp.status).toBe(201);
    expect(camp.body).toMatchObject({ facility_type: typeId, facility_type_name: 'Tented camps' });
    campId = camp.body.public_id;
    // 10,000 × ceil(9 ÷ 7) + (1,000 × 2 + 500) × 9 = 20,000 + 22,500
    expect((await nineNights(campId)).amount).toBe(42500);
    expect(await publicFacility('camping', campId)).toMatchObject({
      facility_type: 'Tented camps',
      facility_pricing_rule: 'camping',
    });
    expect(await publicFacility('accommodation', campId)).toBeUndefined();
  });

  it('refuses a taken name in any case (409) and bad input (400)', async () => {
    const taken = await call('POST', '/facility-types', {
      name: 'camping sites',
      pricing_rule: 'camping',
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', fields: { name: 'A type named camping sites exists already' } },
    });
    const renamedOnto = await call('PATCH', `/facility-types/${typeId}`, { name: 'ACCOMODATION' });
    expect(renamedOnto.status).toBe(409);
    const bad = await call('POST', '/facility-types', { name: ' ', pricing_rule: 'glamping' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        fields: { name: 'This field is required', pricing_rule: 'Choose a pricing rule' },
      },
    });
    expect((await call('PATCH', `/facility-types/${typeId}`, {})).status).toBe(400);
    expect((await call('PATCH', '/facility-types/nowhere', { name: 'X' })).status).toBe(404);
  });

  it('renames a type and changes its rule: the catalogue follows at once, logged', async () => {
    const renamed = await call('PATCH', `/facility-types/${typeId}`, {
      name: 'Tented lodges',
      pricing_rule: 'accommodation',
    });
    expect(renamed.body).toMatchObject({ name: 'Tented lodges', pricing_rule: 'accommodation' });
    // (10,000 + 2,500) × 9 nights
    expect((await nineNights(campId)).amount).toBe(112500);
    expect(await publicFacility('accommodation', campId)).toMatchObject({
      facility_type: 'Tented lodges',
      facility_pricing_rule: 'accommodation',
    });
    const logs = await database.sql`
      select entity, before, after from staff_changes where entity_id = ${typeId} order by id`;
    expect(logs.map((log) => [log.entity, log.before?.name ?? null, log.after.name])).toEqual([
      ['facility_type', null, 'Tented camps'],
      ['facility_type', 'Tented camps', 'Tented lodges'],
    ]);
    expect(logs[1]?.after).toMatchObject({ pricing_rule: 'accommodation' });
  });

  it('soft deletes and restores: a deleted type takes no new facility, its own keep it', async () => {
    const deleted = await call('DELETE', `/facility-types/${typeId}`);
    expect(deleted.body).toMatchObject({ deleted: true });
    expect((await call('DELETE', `/facility-types/${typeId}`)).status).toBe(409);
    const refused = await call('POST', '/facilities', {
      name: 'Another camp',
      facility_type: typeId,
      description: 'Refused',
      quantity: 1,
      maximum_guests: 4,
      lead_time: 0,
      price: [citizenCamp],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { facility_type: 'Choose a facility type' } },
    });
    expect((await nineNights(campId)).amount).toBe(112500);
    const restored = await call('POST', `/facility-types/${typeId}/restore`);
    expect(restored.body).toMatchObject({ deleted: false });
    expect((await call('POST', `/facility-types/${typeId}/restore`)).status).toBe(409);
  });

  it('is refused without the Facility types feature (403)', async () => {
    for (const [method, path, body] of [
      ['GET', '/facility-types', undefined],
      ['POST', '/facility-types', { name: 'Huts', pricing_rule: 'accommodation' }],
      ['DELETE', `/facility-types/${typeId}`, undefined],
    ] as const) {
      const refused = await call(method, path, body, 'Gate Clerk');
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
  });
});
