/**
 * Schools and accommodation types as administered lists. A school is added, renamed, soft
 * deleted and restored (logged; refused without the feature): a deleted one leaves the staff
 * picker (lookups) and a new quote naming it is refused 'School not found', until restored. The
 * demo facilities' accommodation types are on the list; a facility may only be given a type on
 * it and not deleted (400), keeps one deleted later, and a rename reaches the facilities.
 * spec: membership-backoffice.md §3, §4, §7; staff-booking.md §3.2 (school bookings).
 */
import { workedExample } from '@hifadhi/shared/pricing/worked-examples';
import { describe, expect, it } from 'vitest';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.32.0');
const { database, call, request } = settings;

const lookupSchools = async () =>
  (await (await request('/public/lookups')).json()).schools as {
    school_public_id: string;
    school_name: string;
  }[];

const catalogueVersion = async () =>
  Number((await database.sql`select version from catalogue_version where id = 1`)[0]?.version);

/** A school booking of The Stables naming `school`, quoted at the desk by a Gate Clerk. */
const quoteFor = (school: string) =>
  call(
    'POST',
    '/quotes',
    {
      ...workedExample('the same Stables trip in KES').request,
      booking_type: '8D7E6504',
      school,
      destination: 'dst-main',
    },
    'Gate Clerk',
  );

describe('schools', () => {
  it('a school is added last, renamed, deleted from the picker and quotes, and restored', async () => {
    const version = await catalogueVersion();
    const made = await call('POST', '/schools', { name: 'Kagumo High School' });
    expect(made.status).toBe(201);
    const id = made.body.public_id;
    expect(made.body).toEqual({ public_id: id, name: 'Kagumo High School', deleted: false });
    expect(await catalogueVersion()).toBeGreaterThan(version);
    expect(await lookupSchools()).toEqual([
      { school_public_id: 'sch-nyeri-high', school_name: 'Nyeri High School' },
      { school_public_id: id, school_name: 'Kagumo High School' },
    ]);
    expect((await quoteFor(id)).body.totals.grand_total).toBe(48160);

    const renamed = await call('PATCH', `/schools/${id}`, { name: 'Kagumo High' });
    expect(renamed.body).toEqual({ public_id: id, name: 'Kagumo High', deleted: false });
    const taken = await call('POST', '/schools', { name: 'nyeri high school' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ name: 'nyeri high school exists already' });

    const deleted = await call('DELETE', `/schools/${id}`);
    expect(deleted.body).toEqual({ public_id: id, name: 'Kagumo High', deleted: true });
    expect((await lookupSchools()).map((school) => school.school_name)).toEqual([
      'Nyeri High School',
    ]);
    const refused = await quoteFor(id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ school: 'School not found' });
    expect((await call('GET', '/schools')).body).toContainEqual({
      public_id: id,
      name: 'Kagumo High',
      deleted: true,
    });

    expect((await call('POST', `/schools/${id}/restore`)).body.deleted).toBe(false);
    expect((await quoteFor(id)).status).toBe(200);
    const changes = await database.sql`
      select before, after from staff_changes where entity = 'school' and entity_id = ${id}`;
    expect(changes).toHaveLength(4);
  });

  it('refuses the schools list and its writes to a Gate Clerk', async () => {
    expect((await call('GET', '/schools', undefined, 'Gate Clerk')).status).toBe(403);
    const write = await call('POST', '/schools', { name: 'Moi Forces Academy' }, 'Gate Clerk');
    expect(write.status).toBe(403);
    expect((await call('DELETE', '/schools/sch-nyeri-high', undefined, 'Gate Clerk')).status).toBe(
      403,
    );
  });
});

describe('accommodation types on facilities', () => {
  const typeNamed = async (name: string) => {
    const list = (await call('GET', '/accommodation-types')).body as {
      public_id: string;
      name: string;
    }[];
    const found = list.find((type) => type.name === name);
    if (!found) throw new Error(`No accommodation type ${name}`);
    return found.public_id;
  };
  const facilityType = async (id: string) =>
    (await call('GET', `/facilities/${id}`)).body.accomodation_type;

  it('lists the demo facilities’ accommodation types', async () => {
    const names = (await call('GET', '/accommodation-types')).body.map(
      (type: { name: string }) => type.name,
    );
    expect(names).toEqual(['Bandas', 'Pelican', 'Research Centre', 'Stables']);
  });

  it('a rename reaches the facilities that carry the type', async () => {
    const id = await typeNamed('Bandas');
    const renamed = await call('PATCH', `/accommodation-types/${id}`, { name: 'Bandas cottages' });
    expect(renamed.body).toEqual({ public_id: id, name: 'Bandas cottages', deleted: false });
    expect(await facilityType('fac-sweetwaters')).toBe('Bandas cottages');
    const [catalogued] = await database.sql`
      select accomodation_type from facilities where public_id = 'fac-stables'`;
    expect(catalogued?.accomodation_type).toBe('Stables');
  });

  it('refuses a deleted or unknown type on a facility until restored; facilities keep theirs', async () => {
    const id = await typeNamed('Pelican');
    expect((await call('DELETE', `/accommodation-types/${id}`)).body.deleted).toBe(true);
    const refused = await call('PATCH', '/facilities/fac-stables', {
      accomodation_type: 'Pelican',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      accomodation_type: 'Pelican is not an accommodation type: choose one from the list',
    });
    const unknown = await call('PATCH', '/facilities/fac-stables', {
      accomodation_type: 'Treehouse',
    });
    expect(unknown.body.fields).toEqual({
      accomodation_type: 'Treehouse is not an accommodation type: choose one from the list',
    });
    const [pelican] = await database.sql`
      select public_id from facilities where accomodation_type = 'Pelican' limit 1`;
    const kept = await call('PATCH', `/facilities/${pelican?.public_id}`, { quantity: 3 });
    expect(kept.status).toBe(200);
    expect(kept.body.accomodation_type).toBe('Pelican');

    expect((await call('POST', `/accommodation-types/${id}/restore`)).body.deleted).toBe(false);
    const given = await call('PATCH', '/facilities/fac-stables', { accomodation_type: 'Pelican' });
    expect(given.status).toBe(200);
    expect(given.body.accomodation_type).toBe('Pelican');
  });
});
