/**
 * Facility and activity discounts over HTTP: discount types (add, list, edit, soft delete,
 * restore; one per partner type; a taken name refused; a retried add with its Idempotency-Key
 * answering the first), a facility's own offer and its deals
 * per discount type, an activity's offer — each logged with before and after, refused without
 * the feature (403) and for bad input (400, the one error shape), and in the public and staff
 * quotes and a kiosk's change feed at once.
 * spec: membership-backoffice.md §3 (Facility: commission, discounts), §4, §7;
 * docs/pricing.md "Facility and activity discounts".
 */
import { describe, expect, it } from 'vitest';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { app, tokens, call, publicQuote } = useAdminTestApp(database, '10.47.0');

/** Two non-resident adults in one room at The Stables, 2027-02-10 to 12: 20,960 undiscounted. */
const stablesStay = {
  check_in: '2027-02-10',
  check_out: '2027-02-12',
  currency: 'KES',
  guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
  facilities: [
    { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
  ],
};

/** The staff quote's Stables line for Savanna Trails (a tour operator: 15 % + 5 %). */
async function partnerStables() {
  const quoted = await call('POST', '/quotes', { ...stablesStay, partner: 'ptn-savanna' });
  expect(quoted.status).toBe(200);
  return quoted.body.lines.find((line: { ref: string }) => line.ref === 'fac-stables').amount;
}

async function changesOf(entity: string, id: string) {
  return database.sql<{ before: unknown; after: unknown }[]>`
    select before, after from staff_changes where entity = ${entity} and entity_id = ${id}
    order by id`;
}

describe('discount types', () => {
  let id: string;

  it('adds one for a partner type, lists it and refuses a second for that type or name', async () => {
    const body = { name: 'Tour operator', partner_type_public_id: '6bac8c28' };
    const key = { 'Idempotency-Key': 'type-tour-1' };
    const made = await call('POST', '/discount-types', body, 'Administrator', key);
    expect(made.status).toBe(201);
    id = made.body.public_id;
    const retried = await call('POST', '/discount-types', body, 'Administrator', key);
    expect(retried).toEqual(made);
    expect(await changesOf('discount_type', id)).toHaveLength(1);
    expect(made.body).toMatchObject({
      name: 'Tour operator',
      partner_type_public_id: '6bac8c28',
      partner_type_name: 'Tour operator',
      deleted: false,
    });
    const list = await call('GET', '/discount-types');
    expect(list.body.map((row: { name: string }) => row.name)).toEqual(['Tour operator']);
    const again = await call('POST', '/discount-types', {
      name: 'Operators',
      partner_type_public_id: '6bac8c28',
    });
    expect(again.status).toBe(409);
    expect(again.body.fields.partner_type_public_id).toBe(
      'This partner type has a discount type already',
    );
    const type = await call('POST', '/partner-types', { name: 'Corporate' });
    const taken = await call('POST', '/discount-types', {
      name: 'tour OPERATOR',
      partner_type_public_id: type.body.public_id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A discount type named tour OPERATOR exists already');
  });

  it('refuses an unknown partner type and a blank name with the one error shape', async () => {
    const unknown = await call('POST', '/discount-types', {
      name: 'Travel agent',
      partner_type_public_id: 'nope',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.partner_type_public_id).toBe('Unknown partner type: nope');
    const blank = await call('POST', '/discount-types', {
      name: ' ',
      partner_type_public_id: '6bac8c28',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('VALIDATION_FAILED');
  });

  it('renames, soft deletes and restores it, logging each change', async () => {
    const renamed = await call('PATCH', `/discount-types/${id}`, {
      name: 'Tour operators',
      partner_type_public_id: '6bac8c28',
    });
    expect(renamed.body.name).toBe('Tour operators');
    expect((await call('DELETE', `/discount-types/${id}`)).body.deleted).toBe(true);
    expect((await call('DELETE', `/discount-types/${id}`)).status).toBe(409);
    expect((await call('POST', `/discount-types/${id}/restore`)).body.deleted).toBe(false);
    const log = await changesOf('discount_type', id);
    expect(log).toHaveLength(4);
    expect(log[1]).toMatchObject({
      before: { name: 'Tour operator' },
      after: { name: 'Tour operators' },
    });
  });

  it('is refused without the feature', async () => {
    const clerk = await call('GET', '/discount-types', undefined, 'Gate Clerk');
    expect(clerk.status).toBe(403);
    const post = await call(
      'POST',
      '/discount-types',
      { name: 'X', partner_type_public_id: '6bac8c28' },
      'Gate Clerk',
    );
    expect(post.status).toBe(403);
  });
});

describe('a facility’s discounts', () => {
  let type: string;
  let deal: string;

  it('sets The Stables’ own 10 % offer: the public quote shows 18,864 at once', async () => {
    expect((await publicQuote(stablesStay, 'fac-stables')).amount).toBe(20_960);
    const set = await call('PUT', '/facilities/fac-stables/discount', {
      discount: '10',
      discount_status: true,
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ public_id: 'fac-stables', discount: '10', discount_status: true });
    expect((await publicQuote(stablesStay, 'fac-stables')).amount).toBe(18_864);
    const log = await changesOf('facility', 'fac-stables');
    expect(log.at(-1)).toMatchObject({
      before: { discount: '0', discount_status: false },
      after: { discount: '10', discount_status: true },
    });
  });

  it('switching the offer off keeps its percentage but gives it to no quote', async () => {
    await call('PUT', '/facilities/fac-stables/discount', {
      discount: '10',
      discount_status: false,
    });
    expect((await publicQuote(stablesStay, 'fac-stables')).amount).toBe(20_960);
    await call('PUT', '/facilities/fac-stables/discount', {
      discount: '10',
      discount_status: true,
    });
  });

  it('refuses a discount above 100 % with the spec’s message', async () => {
    const refused = await call('PUT', '/facilities/fac-stables/discount', {
      discount: '120',
      discount_status: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.discount).toBe('Discount cannot be more than 100%');
    const unknown = await call('PUT', '/facilities/nope/discount', {
      discount: '1',
      discount_status: true,
    });
    expect(unknown.status).toBe(404);
  });

  it('a tour operators’ deal replaces the partner’s 15 % + 5 % in the staff quote', async () => {
    // 20,960 × 0.90 × 0.85 × 0.95 = 15,232.68
    expect(await partnerStables()).toBe(15_233);
    [type] = (await call('GET', '/discount-types')).body.map(
      (row: { public_id: string }) => row.public_id,
    );
    const body = { discount_type_id: type, discount: '20', commission: 8 };
    const key = { 'Idempotency-Key': 'stables-tour-1' };
    const added = await call(
      'POST',
      '/facilities/fac-stables/discounts',
      body,
      'Administrator',
      key,
    );
    expect(added.status).toBe(201);
    deal = added.body.public_id;
    expect(
      await call('POST', '/facilities/fac-stables/discounts', body, 'Administrator', key),
    ).toEqual(added);
    expect(added.body).toMatchObject({
      facility_public_id: 'fac-stables',
      discount_type_id: type,
      discount_type_name: 'Tour operators',
      partner_type_public_id: '6bac8c28',
      discount: '20',
      commission: '8',
      deleted: false,
    });
    // 20,960 × 0.90 × 0.80 × 0.92 = 13,883.904
    expect(await partnerStables()).toBe(13_884);
    const twice = await call('POST', '/facilities/fac-stables/discounts', {
      discount_type_id: type,
      discount: '1',
      commission: '1',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This facility has a discount for this discount type already');
  });

  it('edits the deal, and lists it with the offer', async () => {
    const edited = await call('PATCH', `/facilities/fac-stables/discounts/${deal}`, {
      discount: '25',
      commission: '0',
    });
    expect(edited.body).toMatchObject({ discount: '25', commission: '0' });
    // 20,960 × 0.90 × 0.75 = 14,148
    expect(await partnerStables()).toBe(14_148);
    const read = await call('GET', '/facilities/fac-stables/discounts');
    expect(read.body).toMatchObject({
      discount: '10',
      discount_status: true,
      discounts: [{ public_id: deal, discount: '25', commission: '0' }],
    });
  });

  it('a deleted deal, or one of a deleted discount type, counts for nothing until restored', async () => {
    expect((await call('DELETE', `/facilities/fac-stables/discounts/${deal}`)).body.deleted).toBe(
      true,
    );
    expect(await partnerStables()).toBe(15_233);
    await call('POST', `/facilities/fac-stables/discounts/${deal}/restore`);
    expect(await partnerStables()).toBe(14_148);
    await call('DELETE', `/discount-types/${type}`);
    expect(await partnerStables()).toBe(15_233);
    await call('POST', `/discount-types/${type}/restore`);
    expect(await partnerStables()).toBe(14_148);
    // added (the retry logged nothing), edited, deleted, restored
    expect((await changesOf('facility_discount', deal)).length).toBe(4);
    const elsewhere = await call('PATCH', `/facilities/fac-murera/discounts/${deal}`, {
      discount: '1',
      commission: '1',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('reaches a kiosk’s replica with its next sync', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const before = await pull(app(), kiosk.device_token, undefined, 500);
    await call('PUT', '/facilities/fac-stables/discount', {
      discount: '12.5',
      discount_status: true,
    });
    const feed = await pull(app(), kiosk.device_token, before.cursor, 500);
    const stables = feed.changes.catalogue?.facilities.find(
      (facility) => facility.public_id === 'fac-stables',
    );
    expect(stables).toMatchObject({ discount: '12.5', discount_status: true });
  });

  it('is refused without the feature', async () => {
    for (const [method, path, body] of [
      ['GET', '/facilities/fac-stables/discounts', undefined],
      ['PUT', '/facilities/fac-stables/discount', { discount: '5', discount_status: true }],
      [
        'POST',
        '/facilities/fac-stables/discounts',
        { discount_type_id: type, discount: '1', commission: '1' },
      ],
      ['PUT', '/activities/act-lion/discount', { discount: '5', discount_status: true }],
    ] as const) {
      expect((await call(method, path, body, 'Gate Clerk')).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('an activity’s own offer', () => {
  it('gives Lion Tracking 10 % off in the public quote at once, logged', async () => {
    const lion = {
      check_in: '2027-02-10',
      check_out: '2027-02-10',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      inventory: [
        { public_id: 'act-lion', date: '2027-02-10', adults: 2, residency_adults: 'citizen' },
      ],
    };
    expect((await publicQuote(lion, 'act-lion')).amount).toBe(8000);
    const set = await call('PUT', '/activities/act-lion/discount', {
      discount: '10',
      discount_status: true,
    });
    expect(set.body).toEqual({ public_id: 'act-lion', discount: '10', discount_status: true });
    expect((await call('GET', '/activities/act-lion/discount')).body.discount).toBe('10');
    expect((await publicQuote(lion, 'act-lion')).amount).toBe(7200);
    expect((await changesOf('activity', 'act-lion')).at(-1)?.after).toEqual(set.body);
  });
});
