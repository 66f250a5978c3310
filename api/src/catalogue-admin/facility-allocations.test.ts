/**
 * A facility's allocations (units set aside for one partner) over HTTP: made (201, once per
 * Idempotency-Key), logged, listed on the facility's page with the partner's name, removed
 * (204), refused without the feature (403), for an unknown or deleted partner and when the
 * allocations would set aside more units than the facility has (400); each moves the catalogue
 * version and reaches a kiosk's change feed, while the public catalogue never shows them.
 * spec: membership-backoffice.md §2.5, §3 (allocations), §4, §7; api-contract.md §Catalogue
 * administration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '../auth/test-staff';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { useTestDatabase } from '../test/test-database';
import { useAdminTestApp } from './test-admin-app';

const database = useTestDatabase();
const { app, tokens, call } = useAdminTestApp(database, '10.71.0');

/** Sweetwaters Bandas: 6 units in the demo catalogue. */
const bandas = '/facilities/fac-sweetwaters/allocation';
const savannaBlock = {
  partner_public_id: 'ptn-savanna',
  start_date: '2027-05-01',
  end_date: '2027-05-07',
  units: 4,
  note: 'December block',
};

async function catalogueVersion(): Promise<string> {
  const [row] = await database.sql`select version::text as version from catalogue_version`;
  return row!.version;
}

async function changesOf(entity: string) {
  return database.sql`
    select user_email, entity_id, before, after from staff_changes
    where entity = ${entity} order by id`;
}

beforeAll(async () => {
  await database.sql`
    insert into partners (public_id, name, type_public_id, conservation_fee_discount,
      facility_discount, facility_commission, email, suspended_at, deleted_at)
    select 'ptn-kifaru', 'Kifaru Safaris', type_public_id, conservation_fee_discount,
      facility_discount, facility_commission, 'desk@kifaru.example', now(), null
    from partners where public_id = 'ptn-savanna'
    union all
    select 'ptn-fading', 'Fading Tours', type_public_id, conservation_fee_discount,
      facility_discount, facility_commission, 'desk@fading.example', null::timestamptz, null::timestamptz
    from partners where public_id = 'ptn-savanna'
    union all
    select 'ptn-gone', 'Gone Tours', type_public_id, conservation_fee_discount,
      facility_discount, facility_commission, 'desk@gone.example', null, now()
    from partners where public_id = 'ptn-savanna'`;
});

describe('facility allocations', () => {
  it('sets units aside for a partner, lists them with its name, logs and removes them', async () => {
    const version = await catalogueVersion();
    const made = await call('POST', bandas, savannaBlock);
    expect(made).toEqual({
      status: 201,
      body: {
        schedule_public_id: expect.any(String),
        partner_name: 'Savanna Trails Ltd',
        ...savannaBlock,
        created_by: expect.any(String),
        created_at: expect.any(String),
        overlapping_bookings: 0,
      },
    });
    expect(await catalogueVersion()).not.toBe(version);
    const { overlapping_bookings: _, ...listed } = made.body;
    expect((await call('GET', '/facilities/fac-sweetwaters')).body.allocations).toEqual([listed]);
    expect((await changesOf('facility_allocation')).at(-1)).toMatchObject({
      user_email: 'admin@kijani.example',
      entity_id: 'fac-sweetwaters',
      before: null,
      after: { partner_public_id: 'ptn-savanna', units: 4, note: 'December block' },
    });

    const id = made.body.schedule_public_id;
    const afterAdd = await catalogueVersion();
    expect((await call('DELETE', `${bandas}/${id}`)).status).toBe(204);
    expect(await catalogueVersion()).not.toBe(afterAdd);
    expect((await call('GET', '/facilities/fac-sweetwaters')).body.allocations).toEqual([]);
    expect((await changesOf('facility_allocation')).at(-1)).toMatchObject({
      before: { partner_public_id: 'ptn-savanna', units: 4 },
      after: { partner_public_id: 'ptn-savanna', units: 4, removed: true },
    });
    // A repeated remove answers as if done and logs nothing more.
    const logged = (await changesOf('facility_allocation')).length;
    expect((await call('DELETE', `${bandas}/${id}`)).status).toBe(204);
    expect(await changesOf('facility_allocation')).toHaveLength(logged);
  });

  it('answers a retry with the same Idempotency-Key with the same row, even when it used every unit', async () => {
    const body = { ...savannaBlock, start_date: '2027-06-01', end_date: '2027-06-02', units: 6 };
    const key = { 'Idempotency-Key': 'bandas-june-block' };
    const first = await call('POST', bandas, body, undefined, key);
    expect(first.status).toBe(201);
    expect(await call('POST', bandas, body, undefined, key)).toEqual(first);
    const [row] = await database.sql`
      select count(*)::int as n from facility_allocations where start_date = '2027-06-01'`;
    expect(row?.n).toBe(1);
  });

  it('lets a suspended partner hold an allocation, and lists them by start date', async () => {
    const kifaru = { ...savannaBlock, partner_public_id: 'ptn-kifaru', start_date: '2027-04-20' };
    const made = await call('POST', bandas, { ...kifaru, note: undefined, units: 1 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ partner_name: 'Kifaru Safaris', note: '', units: 1 });
    const page = await call('GET', '/facilities/fac-sweetwaters');
    expect(page.body.allocations.map((row: { start_date: string }) => row.start_date)).toEqual([
      '2027-04-20',
      '2027-06-01',
    ]);
  });

  it('refuses allocations that would set aside more units than the facility has on a night', async () => {
    const july = { ...savannaBlock, start_date: '2027-07-01', end_date: '2027-07-10', units: 3 };
    expect((await call('POST', bandas, july)).status).toBe(201);
    const later = { ...july, partner_public_id: 'ptn-kifaru', start_date: '2027-07-05', units: 2 };
    expect((await call('POST', bandas, later)).status).toBe(201);
    const message =
      "The allocations would set aside 7 of Sweetwaters Bandas' 6 units on 2027-07-05";
    const beyond = { ...july, start_date: '2027-06-28', end_date: '2027-07-06', units: 2 };
    expect(await call('POST', bandas, beyond)).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message, fields: { units: message } },
    });
    const stables = await call('POST', '/facilities/fac-stables/allocation', {
      ...savannaBlock,
      units: 17,
    });
    expect(stables.body.message).toBe(
      "The allocations would set aside 17 of The Stables' 16 units on 2027-05-01",
    );
    const fits = { ...beyond, end_date: '2027-07-04' };
    expect((await call('POST', bandas, fits)).status).toBe(201);
  });

  it('is refused without the feature, for an unknown or deleted partner, on bad input and for an unknown facility', async () => {
    expect((await call('POST', bandas, savannaBlock, 'Gate Clerk')).status).toBe(403);
    const unknown = await call('POST', bandas, { ...savannaBlock, partner_public_id: 'ptn-x' });
    expect(unknown).toEqual({
      status: 400,
      body: {
        code: 'UNKNOWN_REFERENCE',
        message: 'Unknown partner: ptn-x',
        fields: { partner_public_id: 'Unknown partner: ptn-x' },
      },
    });
    const gone = await call('POST', bandas, { ...savannaBlock, partner_public_id: 'ptn-gone' });
    expect(gone.status).toBe(400);
    expect(gone.body.fields).toEqual({
      partner_public_id: 'Gone Tours is deleted: restore the partner first',
    });
    const none = await call('POST', bandas, { ...savannaBlock, units: 0 });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ units: 'Enter a number of units from 1 to 10,000' });
    const noPartner = await call('POST', bandas, { ...savannaBlock, partner_public_id: '' });
    expect(noPartner.body.fields).toEqual({ partner_public_id: 'Choose a partner' });
    expect(await call('POST', '/facilities/fac-nowhere/allocation', savannaBlock)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown facility: fac-nowhere' },
    });
  });

  it('reaches a kiosk’s catalogue but not the public facility answers', async () => {
    const kiosk = await registerKiosk(app(), tokens.Administrator!, 'gate-main');
    const before = await pull(app(), kiosk.device_token, undefined, 500);
    const august = { ...savannaBlock, start_date: '2027-08-01', end_date: '2027-08-03', units: 2 };
    expect((await call('POST', bandas, august)).status).toBe(201);
    const next = await pull(app(), kiosk.device_token, before.cursor, 500);
    const sweetwaters = next.changes.catalogue?.facilities.find(
      (facility) => facility.public_id === 'fac-sweetwaters',
    );
    expect(sweetwaters?.allocations).toContainEqual({
      start_date: '2027-08-01',
      end_date: '2027-08-03',
      units: 2,
      partner_public_id: 'ptn-savanna',
    });

    const response = await app().request('/api/v1/public/facilities', {}, fromAddress('10.71.1.1'));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Sweetwaters Bandas');
    expect(text).not.toContain('ptn-savanna');
    expect(text).not.toContain('allocations');
  });

  it('sets nothing aside once its partner is deleted', async () => {
    const free = async () => {
      const response = await app().request(
        '/api/v1/public/availability/facilities?check_in_date=2027-09-01&check_out_date=2027-09-03',
        {},
        fromAddress('10.71.1.2'),
      );
      const rows: { public_id: string; available_units: number }[] = await response.json();
      return rows.find((row) => row.public_id === 'fac-sweetwaters')!.available_units;
    };
    const september = { ...savannaBlock, partner_public_id: 'ptn-fading', units: 2 };
    const made = await call('POST', bandas, {
      ...september,
      start_date: '2027-09-01',
      end_date: '2027-09-02',
    });
    expect(made.status).toBe(201);
    expect(await free()).toBe(4);
    await database.sql`update partners set deleted_at = now() where public_id = 'ptn-fading'`;
    expect(await free()).toBe(6);
  });
});
