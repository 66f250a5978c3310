/**
 * Content and settings lists over HTTP: content pages and page types (the public terms are the
 * pages of type `terms`), calls to action, holidays, pick-up locations, entry modes and
 * accommodation types — added, edited, soft deleted and restored, each logged with before and
 * after, refused without the feature (403) and on bad input (400); the public site's reads show
 * an edit at once and hide what is deleted; a deleted pick-up location or entry mode leaves the
 * public pickers. spec: membership-backoffice.md §2.5, §3, §4, §7 (Content); public-site.md
 * §2.1, §2.4, §6.
 */
import { describe, expect, it } from 'vitest';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.31.0');
const { database, call, request } = settings;

async function changesOf(entity: string, id: string) {
  return database.sql`
    select user_email, before, after from staff_changes
    where entity = ${entity} and entity_id = ${id} order by id`;
}

const publicJson = async (path: string) => (await request(path)).json();

describe('content pages', () => {
  it('the public terms are the seeded pages of type terms, in order', async () => {
    const pages = await publicJson('/public/pages/terms');
    expect(pages.map((page: { title: string }) => page.title)).toEqual([
      'General terms',
      'Code of conduct',
      'Bookings',
      'Cancellation policy',
      'Conservation experiences policy',
      'Payment policy',
    ]);
    expect(pages[3].description).toContain('- 61 days or more: 20%');
  });

  it('an edit of a terms page shows on the public site at once, and is logged', async () => {
    const edited = await call('PATCH', '/content-pages/terms-general', {
      description: 'Gates open at 6:00 AM and close at 6:30 PM.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      public_id: 'terms-general',
      page_type_public_id: 'terms',
      page_type_name: 'Terms and conditions',
      title: 'General terms',
      description: 'Gates open at 6:00 AM and close at 6:30 PM.',
      sort_order: 1,
      deleted: false,
    });
    const pages = await publicJson('/public/pages/terms');
    expect(pages[0]).toEqual({
      public_id: 'terms-general',
      title: 'General terms',
      description: 'Gates open at 6:00 AM and close at 6:30 PM.',
    });
    const [change] = await changesOf('content_page', 'terms-general');
    expect(change?.user_email).toBe('admin@kijani.example');
    expect(change?.before.description).toContain('Booking ID');
    expect(change?.after.description).toBe('Gates open at 6:00 AM and close at 6:30 PM.');
  });

  it('a page is added under a new page type, deleted (gone from the site) and restored', async () => {
    const type = await call('POST', '/page-types', { name: 'Park rules' });
    expect(type.status).toBe(201);
    const typeId = type.body.public_id;
    const made = await call('POST', '/content-pages', {
      page_type_public_id: typeId,
      title: 'Night drives',
      description: 'Night drives leave at 7:00 PM with a ranger.',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: 'Night drives', sort_order: 0, deleted: false });
    const id = made.body.public_id;
    expect(await publicJson(`/public/pages/${typeId}`)).toHaveLength(1);

    expect((await call('DELETE', `/content-pages/${id}`)).body.deleted).toBe(true);
    expect(await publicJson(`/public/pages/${typeId}`)).toEqual([]);
    const again = await call('DELETE', `/content-pages/${id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This page is deleted already');
    expect((await call('POST', `/content-pages/${id}/restore`)).body.deleted).toBe(false);
    expect(await publicJson(`/public/pages/${typeId}`)).toHaveLength(1);

    // a deleted page type hides its pages and takes no new ones
    expect((await call('DELETE', `/page-types/${typeId}`)).status).toBe(200);
    expect(await publicJson(`/public/pages/${typeId}`)).toEqual([]);
    const refused = await call('POST', '/content-pages', {
      page_type_public_id: typeId,
      title: 'More',
      description: 'Text',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      page_type_public_id: `Unknown page type: ${typeId}`,
    });
    expect((await changesOf('content_page', id)).length).toBe(3);
  });

  it('bad input is 400 in the one shape, an unknown page 404, an empty edit 400', async () => {
    const blank = await call('POST', '/content-pages', {
      page_type_public_id: 'terms',
      title: ' ',
      description: '',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(blank.body.fields).sort()).toEqual(['description', 'title']);
    expect((await call('GET', '/content-pages/nope')).status).toBe(404);
    const empty = await call('PATCH', '/content-pages/terms-general', {});
    expect(empty.status).toBe(400);
    expect(empty.body.messages ?? [empty.body.message]).toContain('Nothing to change');
  });

  it('is refused without the feature', async () => {
    const clerk = await call('GET', '/content-pages', undefined, 'Gate Clerk');
    expect(clerk.status).toBe(403);
    const write = await call(
      'PATCH',
      '/content-pages/terms-general',
      { title: 'Mine' },
      'Gate Clerk',
    );
    expect(write.status).toBe(403);
    expect((await publicJson('/public/pages/terms'))[0].title).toBe('General terms');
  });
});

describe('calls to action', () => {
  it('the seeded four show publicly; one added shows at once, deleted is gone, restored back', async () => {
    const before = await publicJson('/public/calls-to-action');
    expect(before.map((call: { public_id: string }) => call.public_id)).toEqual([
      'express',
      'book-ahead',
      'support-rhinos',
      'volunteer',
    ]);
    const made = await call('POST', '/calls-to-action', {
      message: 'Calving season is here',
      description: 'See the newborn rhinos with a guided walk.',
      link_path: '/activity-selection',
      link_label: 'Book a walk',
      sort_order: 9,
    });
    expect(made.status).toBe(201);
    const id = made.body.public_id;
    const shown = await publicJson('/public/calls-to-action');
    expect(shown.at(-1)).toMatchObject({
      message: 'Calving season is here',
      link_path: '/activity-selection',
      link_label: 'Book a walk',
    });
    expect((await call('DELETE', `/calls-to-action/${id}`)).status).toBe(200);
    expect(await publicJson('/public/calls-to-action')).toHaveLength(4);
    expect((await call('GET', '/calls-to-action')).body).toHaveLength(5);
    expect((await call('POST', `/calls-to-action/${id}/restore`)).status).toBe(200);
    expect(await publicJson('/public/calls-to-action')).toHaveLength(5);
    const edited = await call('PATCH', `/calls-to-action/${id}`, {
      link_path: null,
      link_label: null,
    });
    expect(edited.body).toMatchObject({ link_path: null, link_label: null, sort_order: 9 });
    expect((await changesOf('call_to_action', id)).length).toBe(4);
  });

  it('refuses a link without its text, an outside link, and a clerk', async () => {
    const half = await call('POST', '/calls-to-action', {
      message: 'M',
      description: 'D',
      link_path: '/support-us',
    });
    expect(half.status).toBe(400);
    expect(half.body.fields).toEqual({ link_label: 'Give both the link and its text, or neither' });
    const outside = await call('POST', '/calls-to-action', {
      message: 'M',
      description: 'D',
      link_path: '//evil.example/x',
      link_label: 'Go',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({
      link_path: 'Enter a path of this site, starting with /',
    });
    const clerk = await call(
      'POST',
      '/calls-to-action',
      { message: 'M', description: 'D' },
      'Gate Clerk',
    );
    expect(clerk.status).toBe(403);
  });
});

describe('holidays', () => {
  it('are added by date, one per date, edited, deleted and restored', async () => {
    const made = await call('POST', '/holidays', {
      holiday_date: '2026-12-12',
      name: 'Jamhuri Day',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ holiday_date: '2026-12-12', name: 'Jamhuri Day' });
    const id = made.body.public_id;
    const twice = await call('POST', '/holidays', { holiday_date: '2026-12-12', name: 'Other' });
    expect(twice.status).toBe(409);
    expect(twice.body.fields).toEqual({
      holiday_date: 'A holiday on 2026-12-12 exists already',
    });
    const bad = await call('POST', '/holidays', { holiday_date: '2026-02-30', name: 'X' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['holiday_date']);

    expect((await call('DELETE', `/holidays/${id}`)).body.deleted).toBe(true);
    const other = await call('POST', '/holidays', { holiday_date: '2026-12-12', name: 'Other' });
    expect(other.status).toBe(201);
    const restore = await call('POST', `/holidays/${id}/restore`);
    expect(restore.status).toBe(409);
    expect((await call('DELETE', `/holidays/${other.body.public_id}`)).status).toBe(200);
    expect((await call('POST', `/holidays/${id}/restore`)).body.deleted).toBe(false);
    expect(
      (await call('PATCH', `/holidays/${id}`, { name: 'Jamhuri (Independence) Day' })).body.name,
    ).toBe('Jamhuri (Independence) Day');
    expect((await call('GET', '/holidays', undefined, 'Gate Clerk')).status).toBe(403);
  });
});

describe('pick-up locations, entry modes and accommodation types', () => {
  it('a pick-up location is added last, renamed, and deleted from the public picker', async () => {
    const lookups = async () => publicJson('/public/lookups');
    const count = (await lookups()).pick_up_locations.length;
    const made = await call('POST', '/pick-up-locations', { name: 'Nanyuki airstrip' });
    expect(made.status).toBe(201);
    const id = made.body.public_id;
    const listed = (await lookups()).pick_up_locations;
    expect(listed).toHaveLength(count + 1);
    expect(listed.at(-1)).toEqual({ location_public_id: id, location_name: 'Nanyuki airstrip' });
    const renamed = await call('PATCH', `/pick-up-locations/${id}`, { name: 'Nanyuki Airstrip' });
    expect(renamed.body).toEqual({ public_id: id, name: 'Nanyuki Airstrip', deleted: false });
    expect((await call('DELETE', `/pick-up-locations/${id}`)).status).toBe(200);
    expect((await lookups()).pick_up_locations).toHaveLength(count);
    const taken = await call('POST', '/pick-up-locations', { name: 'nanyuki AIRSTRIP' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ name: 'nanyuki AIRSTRIP exists already' });
    expect((await changesOf('pick_up_location', id)).length).toBe(3);
  });

  it('an entry mode is deleted from the public picker and restored', async () => {
    // One no gate serves (one a live gate serves is refused: places-deleted-gaps.test.ts).
    const first = (await call('POST', '/entry-modes', { name: 'Boat' })).body;
    const modes = await call('GET', '/entry-modes');
    expect(modes.status).toBe(200);
    expect((await call('DELETE', `/entry-modes/${first.public_id}`)).status).toBe(200);
    const without = (await publicJson('/public/lookups')).entry_modes;
    expect(
      without.map((mode: { entry_mode_public_id: string }) => mode.entry_mode_public_id),
    ).not.toContain(first.public_id);
    expect((await call('POST', `/entry-modes/${first.public_id}/restore`)).status).toBe(200);
    expect((await publicJson('/public/lookups')).entry_modes).toHaveLength(modes.body.length);
  });

  it('accommodation types are a named list, refused to a clerk', async () => {
    const made = await call('POST', '/accommodation-types', { name: 'Tented camp' });
    expect(made.status).toBe(201);
    expect((await call('GET', '/accommodation-types')).body).toContainEqual({
      public_id: made.body.public_id,
      name: 'Tented camp',
      deleted: false,
    });
    expect((await call('GET', '/accommodation-types', undefined, 'Gate Clerk')).status).toBe(403);
    expect((await call('GET', '/pick-up-locations', undefined, 'Gate Clerk')).status).toBe(403);
  });
});
