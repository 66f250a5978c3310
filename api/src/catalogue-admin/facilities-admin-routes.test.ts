/**
 * Facilities administration over HTTP: a facility is made with its first prices (201, the
 * same for a retry with the same Idempotency-Key), listed, read, edited, deactivated and
 * reactivated, soft deleted and restored, each logged with before and after; its closures and
 * surges are listed on it and removed; its contacts added and removed (listed still, marked
 * deleted). Refused without the `facilities` feature (403) and for bad input (400, the one
 * error shape). Each change reaches the public quote, the public availability and a kiosk's
 * change feed at once.
 * spec: membership-backoffice.md §2.5 (Facilities), §4, §7; api-contract.md §Catalogue
 * administration.
 */
import { messages } from '@hifadhi/shared/messages';
import { describe, expect, it } from 'vitest';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { app, tokens, call, publicQuote } = useAdminTestApp(database, '10.30.0');

const lodge = {
  name: 'Acacia Lodge',
  facility_type: 'Accomodation',
  accomodation_type: 'Bandas',
  description: 'Four bandas by the river',
  quantity: 4,
  maximum_guests: 2,
  lead_time: 0,
  has_extras: false,
  vat: false,
  catering_levy: false,
  price: [
    {
      residency: 'citizen',
      currency_type: 'KES',
      mandatory_price: '5000',
      adult_price: '0',
      child_price: '0',
    },
    // a residency the form left blank is dropped
    {
      residency: 'resident',
      currency_type: 'KES',
      mandatory_price: '',
      adult_price: '',
      child_price: '',
    },
  ],
};

/** A public quote for one room of `facility`, two citizen adults, `check_in` to `check_out`. */
function quoteOf(facility: string, check_in: string, check_out: string) {
  return publicQuote(
    {
      check_in,
      check_out,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      facilities: [{ public_id: facility, adults: 2, number_of_rooms: 1, residency: 'citizen' }],
    },
    facility,
  );
}

async function availableUnits(facility: string, checkIn: string, checkOut: string) {
  const response = await app().request(
    `/api/v1/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  const rows = (await response.json()) as { public_id: string; available_units: number }[];
  return rows.find((row) => row.public_id === facility)?.available_units;
}

async function changesOf(entityId: string) {
  return database.sql`
    select user_email, entity, before, after from staff_changes
    where entity_id = ${entityId} order by id`;
}

describe('facilities administration', () => {
  let id: string;

  it('makes a facility with its prices, once for a retry, and quotes it at once', async () => {
    const key = { 'Idempotency-Key': 'new-acacia-lodge' };
    const made = await call('POST', '/facilities', lodge, 'Administrator', key);
    expect(made.status).toBe(201);
    id = made.body.public_id;
    expect(id).toMatch(/^fac-acacia-lodge-[0-9a-f]{6}$/);
    expect(made.body).toMatchObject({
      name: 'Acacia Lodge',
      status: 'active',
      quantity: 4,
      maximum_guests: 2,
      price: [
        {
          residency: 'citizen',
          currency_type: 'KES',
          mandatory_price: '5000',
          adult_price: '0',
          child_price: '0',
        },
      ],
      price_changes: [],
      unavailability: [],
      surges: [],
    });
    const again = await call('POST', '/facilities', lodge, 'Administrator', key);
    expect(again).toEqual({ status: 201, body: made.body });
    const [counted] = await database.sql`
      select count(*)::int as n from facilities where name = 'Acacia Lodge'`;
    expect(counted?.n).toBe(1);

    // two nights at KES 5,000
    expect((await quoteOf(id, '2027-02-01', '2027-02-03')).amount).toBe(10000);
    expect(await availableUnits(id, '2027-02-01', '2027-02-03')).toBe(4);
    const [log] = await changesOf(id);
    expect(log).toMatchObject({
      user_email: 'admin@kijani.example',
      entity: 'facility',
      before: null,
      after: { name: 'Acacia Lodge', quantity: 4, status: 'active' },
    });
  });

  it('lists facilities by name and status, and reads one', async () => {
    const list = await call('GET', '/facilities?search=acacia');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, items: 15, total: 1 });
    expect(list.body.data[0]).toEqual({
      public_id: id,
      name: 'Acacia Lodge',
      status: 'active',
      facility_type: 'Accomodation',
      facility_type_name: 'Accomodation',
      accomodation_type: 'Bandas',
      quantity: 4,
      maximum_guests: 2,
    });
    const all = await call('GET', '/facilities?items=100');
    expect(all.body.total).toBeGreaterThan(5);
    expect((await call('GET', '/facilities/fac-nowhere')).status).toBe(404);
  });

  it('edits it, logging before and after, and an edit changing nothing logs nothing', async () => {
    const edited = await call('PATCH', `/facilities/${id}`, { quantity: 6, maximum_guests: 3 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ quantity: 6, maximum_guests: 3 });
    expect(await availableUnits(id, '2027-02-01', '2027-02-03')).toBe(6);
    await call('PATCH', `/facilities/${id}`, { quantity: 6 });
    const logs = await changesOf(id);
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatchObject({
      before: { quantity: 4, maximum_guests: 2 },
      after: { quantity: 6, maximum_guests: 3 },
    });
  });

  it('leaves the fields an edit does not name as they were (VAT, extras)', async () => {
    const off = await call('PATCH', '/facilities/fac-stables', { active: false });
    expect(off.body).toMatchObject({ status: 'inactive', vat: true, has_extras: true });
    const on = await call('PATCH', '/facilities/fac-stables', { active: true });
    expect(on.body).toMatchObject({ status: 'active', vat: true, has_extras: true });
  });

  it('takes a deactivated facility out of quotes, availability and the kiosk replica, and back', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const before = await pull(app(), kiosk.device_token, undefined, 500);
    const off = await call('PATCH', `/facilities/${id}`, { active: false });
    expect(off.body.status).toBe('inactive');

    const refused = await quoteOf(id, '2027-02-01', '2027-02-03');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      message: `Unknown facility: ${id}`,
    });
    expect(await availableUnits(id, '2027-02-01', '2027-02-03')).toBeUndefined();
    const feed = await pull(app(), kiosk.device_token, before.cursor, 500);
    const replicaIds = feed.changes.catalogue?.facilities.map((f) => f.public_id);
    expect(replicaIds).toContain('fac-stables');
    expect(replicaIds).not.toContain(id);
    expect((await call('GET', '/facilities?status=inactive')).body.data[0].public_id).toBe(id);

    await call('PATCH', `/facilities/${id}`, { active: true });
    expect((await quoteOf(id, '2027-02-01', '2027-02-03')).amount).toBe(10000);
  });

  it('lists its closures and surges, and removing them gives the nights back', async () => {
    const closed = await call('POST', `/facilities/${id}/unavailability`, {
      start_date: '2027-03-01',
      end_date: '2027-03-07',
      reason: 'Thatching',
    });
    const surge = await call('POST', `/facilities/${id}/surge`, {
      start_date: '2027-03-10',
      end_date: '2027-03-10',
      percentage: '20',
    });
    const read = await call('GET', `/facilities/${id}`);
    expect(read.body.unavailability).toEqual([
      {
        unavailability_public_id: closed.body.unavailability_public_id,
        start_date: '2027-03-01',
        end_date: '2027-03-07',
        reason: 'Thatching',
      },
    ]);
    expect(read.body.surges).toEqual([
      {
        surge_public_id: surge.body.surge_public_id,
        start_date: '2027-03-10',
        end_date: '2027-03-10',
        percentage: '20',
      },
    ]);
    expect(await availableUnits(id, '2027-03-03', '2027-03-04')).toBe(0);
    // 5,000 × 1.2
    expect((await quoteOf(id, '2027-03-10', '2027-03-11')).amount).toBe(6000);

    const unclose = await call(
      'DELETE',
      `/facilities/${id}/unavailability/${closed.body.unavailability_public_id}`,
    );
    expect(unclose.status).toBe(204);
    const unsurge = await call('DELETE', `/facilities/${id}/surge/${surge.body.surge_public_id}`);
    expect(unsurge.status).toBe(204);
    expect(await availableUnits(id, '2027-03-03', '2027-03-04')).toBe(6);
    expect((await quoteOf(id, '2027-03-10', '2027-03-11')).amount).toBe(5000);
    const [removal] = await database.sql`
      select before, after from staff_changes
      where entity = 'facility_surge' and entity_id = ${id} order by id desc limit 1`;
    expect(removal).toMatchObject({
      before: { start_date: '2027-03-10', percentage: '20' },
      after: { removed: true },
    });

    // removed again: answered as done; restored: the quote goes back up
    const gone = await call('DELETE', `/facilities/${id}/surge/${surge.body.surge_public_id}`);
    expect(gone.status).toBe(204);
    const back = await call(
      'POST',
      `/facilities/${id}/surge/${surge.body.surge_public_id}/restore`,
    );
    expect(back).toEqual({ status: 200, body: surge.body });
    expect((await quoteOf(id, '2027-03-10', '2027-03-11')).amount).toBe(6000);
    expect((await call('DELETE', `/facilities/${id}/surge/not-a-uuid`)).status).toBe(400);
  });

  it('keeps the price history: the base list, then each change by effective date', async () => {
    const price = [
      {
        residency: 'citizen',
        currency_type: 'KES',
        mandatory_price: '5500',
        adult_price: '0',
        child_price: '0',
      },
    ];
    await call('POST', `/facilities/${id}/prices`, { effective_from: '2027-06-01', price });
    const read = await call('GET', `/facilities/${id}`);
    expect(read.body.price[0].mandatory_price).toBe('5000');
    expect(read.body.price_changes).toEqual([
      {
        price_change_public_id: expect.any(String),
        effective_from: '2027-06-01',
        price,
        created_at: expect.any(String),
      },
    ]);
    expect((await quoteOf(id, '2027-05-31', '2027-06-02')).amount).toBe(10500);
  });

  it('adds and removes a contact', async () => {
    const added = await call('POST', `/facilities/${id}/contacts`, {
      name: 'Wanjiru Kamau',
      role: 'Lodge manager',
      phone: '+254712345678',
      email: '',
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      contact_public_id: expect.any(String),
      name: 'Wanjiru Kamau',
      role: 'Lodge manager',
      phone: '+254712345678',
      email: null,
      active: true,
      deleted: false,
    });
    expect((await call('GET', `/facilities/${id}`)).body.contacts).toHaveLength(1);
    const removed = await call(
      'DELETE',
      `/facilities/${id}/contacts/${added.body.contact_public_id}`,
    );
    expect(removed.status).toBe(204);
    // Listed still, marked deleted, to be restored.
    expect((await call('GET', `/facilities/${id}`)).body.contacts).toEqual([
      { ...added.body, deleted: true },
    ]);
  });

  it('soft deletes it (out of the list and the catalogue, edits refused) and restores it', async () => {
    const deleted = await call('DELETE', `/facilities/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.status).toBe('deleted');
    expect(deleted.body.deleted_at).toEqual(expect.any(String));
    const listed = await call('GET', '/facilities?search=acacia');
    expect(listed.body.total).toBe(0);
    expect((await call('GET', '/facilities?status=deleted')).body.data[0].public_id).toBe(id);
    expect((await quoteOf(id, '2027-02-01', '2027-02-03')).status).toBe(400);
    const edit = await call('PATCH', `/facilities/${id}`, { quantity: 2 });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({ code: 'CONFLICT', message: 'Restore it first: it is deleted' });

    const restored = await call('POST', `/facilities/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: 'active', deleted_at: null });
    expect((await quoteOf(id, '2027-02-01', '2027-02-03')).amount).toBe(10000);
    const logs = await changesOf(id);
    expect(logs.slice(-2).map((log) => [log.before.status, log.after.status])).toEqual([
      ['active', 'deleted'],
      ['deleted', 'active'],
    ]);
  });

  it('is refused without the facilities feature', async () => {
    for (const [method, path, body] of [
      ['GET', '/facilities', undefined],
      ['GET', `/facilities/${id}`, undefined],
      ['POST', '/facilities', lodge],
      ['PATCH', `/facilities/${id}`, { quantity: 1 }],
      ['DELETE', `/facilities/${id}`, undefined],
      ['POST', `/facilities/${id}/restore`, undefined],
    ] as const) {
      const refused = await call(method, path, body, 'Gate Clerk');
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });

  it('answers bad input with 400 in the one error shape, naming each field', async () => {
    const bad = await call('POST', '/facilities', {
      ...lodge,
      name: ' ',
      facility_type: ' ',
      quantity: 0,
      price: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'This field is required',
        facility_type: 'Choose a facility type',
        quantity: 'Enter a number of units from 1 to 1,000',
        price: 'Enter at least one price',
      },
    });
    const unknownType = await call('POST', '/facilities', { ...lodge, facility_type: 'Treehouse' });
    expect(unknownType).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { facility_type: 'Choose a facility type' } },
    });
    const twice = await call('POST', '/facilities', {
      ...lodge,
      price: [lodge.price[0], lodge.price[0]],
    });
    expect(twice.body.fields.price).toBe('Each residency may have one price');
    const patch = await call('PATCH', `/facilities/${id}`, { maximum_guests: -1 });
    expect(patch.status).toBe(400);
    expect(patch.body.fields.maximum_guests).toBe('Enter a number of guests from 1 to 1,000');
    expect((await call('GET', '/facilities?status=gone')).status).toBe(400);
  });

  it('refuses an edit naming no field it knows with 400, for a facility and an activity, changing nothing', async () => {
    const before = await call('GET', '/facilities/fac-stables');
    for (const path of ['/facilities/fac-stables', '/activities/act-lion']) {
      const patch = await call('PATCH', path, { colour: { shade: 'blue' } });
      expect({ path, status: patch.status, message: patch.body.message }).toEqual({
        path,
        status: 400,
        message: messages.nothingToChange,
      });
    }
    expect((await call('GET', '/facilities/fac-stables')).body).toEqual(before.body);
  });
});
