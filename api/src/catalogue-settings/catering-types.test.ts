/**
 * Catering types (the pricing groups) administered over HTTP: listed with their pack flag,
 * added, renamed, soft deleted and restored, each logged and moving the catalogue's version; a
 * deleted type leaves the public lookups and the kiosk's replica and is refused in new quotes,
 * while a booking made before keeps it and Pelican House's pack prices for it stay; the pack
 * flag does not change under facilities priced by it. The clock is the test clock (2026-11-21
 * in Nairobi). spec: staff-booking.md §3.4 (catering type); membership-backoffice.md §4;
 * issue 15 (catering types administered).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pullAll, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.94.0');
const { database, call, publicly, request, tokens } = settings;

const selfCatering = '9a9a77eb';
const pelicanStay = {
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  currency: 'KES' as const,
  facilities: [{ public_id: 'fac-pelican', adults: 2, catering_type: selfCatering }],
};

const version = async () =>
  Number((await database.sql`select version from catalogue_version`)[0]?.version);
const offered = async () =>
  ((await (await request('/public/lookups')).json()).pricing_groups as { name: string }[]).map(
    (type) => type.name,
  );

describe('catering types', () => {
  let bookingRef = '';

  beforeAll(async () => {
    // A visitor books Pelican House self catering before anything changes.
    const booked = await publicly('/public/bookings', bookingRequest(pelicanStay));
    const body = await booked.json();
    expect(booked.status, JSON.stringify(body)).toBe(201);
    bookingRef = body.booking_ref_code;
  });

  it('lists the seeded types with their pack flag', async () => {
    const listed = await call('GET', '/catering-types');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { public_id: selfCatering, name: 'Self Catering', pack: true, deleted: false },
      { public_id: '266677c3', name: 'Chef Service', pack: true, deleted: false },
      { public_id: '377788d4', name: 'Fully Catered', pack: false, deleted: false },
      { public_id: '4b1e0c2a', name: 'Bed Only', pack: false, deleted: false },
    ]);
  });

  it('adds and renames a type, logged, offered on the public site, the version moving', async () => {
    const before = await version();
    const added = await call('POST', '/catering-types', { name: 'Half Board', pack: false });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'Half Board', pack: false, deleted: false });
    expect(await version()).toBeGreaterThan(before);
    const id = added.body.public_id;
    const taken = await call('POST', '/catering-types', { name: 'self catering', pack: true });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ name: 'A type named self catering exists already' });
    const renamed = await call('PATCH', `/catering-types/${id}`, { name: 'Half Board & Lunch' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      public_id: id,
      name: 'Half Board & Lunch',
      pack: false,
      deleted: false,
    });
    expect((await offered()).at(-1)).toBe('Half Board & Lunch');
    // Pelican House's group prices price stays of a type without packs: the flag stays.
    const packed = await call('PATCH', `/catering-types/${id}`, { pack: true });
    expect(packed.status).toBe(409);
    expect(packed.body.fields).toEqual({
      pack: 'Half Board & Lunch cannot change whether it takes pack tiers while these facilities have group prices for it: Pelican House',
    });
    const changes = await database.sql`
      select before->>'name' as before, after->>'name' as after from staff_changes
      where entity = 'catering_type' and entity_id = ${id} order by id`;
    expect(changes).toEqual([
      { before: null, after: 'Half Board' },
      { before: 'Half Board', after: 'Half Board & Lunch' },
    ]);
  });

  it('keeps the pack flag of a type facilities have pack prices for', async () => {
    const refused = await call('PATCH', `/catering-types/${selfCatering}`, { pack: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Self Catering cannot change whether it takes pack tiers while these facilities have pack prices for it: Pelican House',
    );
    expect((await call('PATCH', `/catering-types/${selfCatering}`, {})).status).toBe(400);
  });

  it('is refused to staff without the Facilities feature', async () => {
    expect((await call('GET', '/catering-types', undefined, 'Gate Clerk')).status).toBe(403);
    const add = await call(
      'POST',
      '/catering-types',
      { name: 'Picnic', pack: false },
      'Gate Clerk',
    );
    expect(add.status).toBe(403);
    expect(
      (await call('DELETE', `/catering-types/${selfCatering}`, undefined, 'Gate Clerk')).status,
    ).toBe(403);
  });

  it('once deleted, is offered nowhere and refused in new quotes; the booking keeps it', async () => {
    const before = await version();
    const deleted = await call('DELETE', `/catering-types/${selfCatering}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ name: 'Self Catering', deleted: true });
    expect(await version()).toBeGreaterThan(before);
    expect((await call('DELETE', `/catering-types/${selfCatering}`)).status).toBe(409);
    expect(await offered()).not.toContain('Self Catering');

    const quote = await publicly('/public/quotes', pelicanStay);
    expect(quote.status).toBe(400);
    const refusal = await quote.json();
    expect(refusal).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Self Catering is no longer offered',
    });
    const booked = await publicly('/public/bookings', bookingRequest(pelicanStay));
    expect(booked.status).toBe(400);

    const [kept] = await database.sql`
      select f.catering_type from booking_facilities f
      join bookings b on b.id = f.booking_id where b.booking_ref_code = ${bookingRef}`;
    expect(kept).toEqual({ catering_type: selfCatering });
    const [prices] = await database.sql`
      select count(*)::int as rows from facility_pack_prices where catering_type = ${selfCatering}`;
    expect(prices).toEqual({ rows: 1 });
  });

  it("leaves the kiosk's replica until restored; then quotes price it again", async () => {
    const kiosk = await registerKiosk(settings.app, tokens.Administrator ?? '', 'gate-main');
    const replicaTypes = async () => {
      const { pages } = await pullAll(settings.app, kiosk.device_token);
      const catalogue = pages.findLast((page) => page.changes.catalogue)?.changes.catalogue;
      return catalogue?.pricing_groups.map((type: { name: string }) => type.name);
    };
    expect(await replicaTypes()).not.toContain('Self Catering');
    const restored = await call('POST', `/catering-types/${selfCatering}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.deleted).toBe(false);
    expect(await replicaTypes()).toContain('Self Catering');
    expect(await offered()).toContain('Self Catering');
    expect((await publicly('/public/quotes', pelicanStay)).status).toBe(200);
  });
});
