/**
 * A facility's and an activity's pictures over HTTP (one module for both): an uploaded PNG becomes a picture and the thumbnail (its
 * file under DATA_DIR/catalogue-images, served publicly at GET /catalogue-images/{name}), a
 * text file is refused with 400, another picture can be made the thumbnail, removing the
 * thumbnail clears it and deletes the file; refused without the facilities feature (403);
 * each change logged. An activity's upload becomes its thumbnail, answered by the public
 * activities list (what the public site's cards show), and is refused without the inventory
 * feature.
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails; Activity: image,
 * thumbnail), §7; api-contract.md §Catalogue (GET /public/activities thumbnail).
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs } from '../auth/test-staff';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof createTestApp>['app'];
let dataDir: string;
const tokens: Record<string, string> = {};

/** The smallest valid-looking PNG: its signature and a few bytes. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'item-images-'));
  await seedStaff(database.db);
  app = createTestApp(database.db, { config: { DATA_DIR: dataDir } }).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

function upload(bytes: Uint8Array<ArrayBuffer>, type: string, query = '', role = 'Administrator') {
  return app.request(`/api/v1/facilities/fac-stables/images${query}`, {
    method: 'POST',
    headers: { ...bearer(tokens[role]!), 'Content-Type': type },
    body: bytes,
  });
}

const stables = async () =>
  (await (
    await app.request('/api/v1/facilities/fac-stables', { headers: bearer(tokens.Administrator!) })
  ).json()) as { images: string[]; thumbnail: string };

describe('facility pictures', () => {
  let first: string;

  it('stores an upload as a picture and the thumbnail, and serves it publicly', async () => {
    const made = await upload(png, 'image/png', '?thumbnail=true');
    expect(made.status).toBe(201);
    first = ((await made.json()) as { image: string }).image;
    expect(first).toMatch(/^upload-[0-9a-f-]{36}\.png$/);
    expect(await stables()).toMatchObject({ images: [first], thumbnail: first });
    expect(await readdir(path.join(dataDir, 'catalogue-images'))).toEqual([first]);

    const served = await app.request(`/api/v1/catalogue-images/${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const [log] = await database.sql`
      select before, after from staff_changes where entity = 'facility_images'`;
    expect(log).toMatchObject({
      before: { images: [], thumbnail: 'stables.jpg' },
      after: { images: [first], thumbnail: first },
    });
  });

  it('refuses what is not a JPEG, PNG or WebP image, and a user without the feature', async () => {
    const text = await upload(new TextEncoder().encode('<svg/>'), 'image/png');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Upload a JPEG, PNG or WebP image of at most 1 MB',
      fields: { image: 'Upload a JPEG, PNG or WebP image of at most 1 MB' },
    });
    expect((await upload(png, 'image/png', '', 'Gate Clerk')).status).toBe(403);
    expect((await app.request('/api/v1/catalogue-images/../../etc/passwd')).status).toBe(404);
    expect((await app.request('/api/v1/catalogue-images/stables.jpg')).status).toBe(404);
  });

  it('makes another picture the thumbnail, and removing a picture deletes its file', async () => {
    const second = ((await (await upload(png, 'image/png')).json()) as { image: string }).image;
    const set = await app.request(`/api/v1/facilities/fac-stables/images/${second}/thumbnail`, {
      method: 'POST',
      headers: bearer(tokens.Administrator!),
    });
    expect(set.status).toBe(204);
    expect((await stables()).thumbnail).toBe(second);

    const removed = await app.request(`/api/v1/facilities/fac-stables/images/${second}`, {
      method: 'DELETE',
      headers: bearer(tokens.Administrator!),
    });
    expect(removed.status).toBe(204);
    expect(await stables()).toMatchObject({ images: [first], thumbnail: '' });
    expect((await app.request(`/api/v1/catalogue-images/${second}`)).status).toBe(404);
    const again = await app.request(`/api/v1/facilities/fac-stables/images/${second}`, {
      method: 'DELETE',
      headers: bearer(tokens.Administrator!),
    });
    expect(again.status).toBe(404);
  });
});

describe('activity pictures', () => {
  const lion = async () =>
    (await (
      await app.request('/api/v1/activities/act-lion', { headers: bearer(tokens.Administrator!) })
    ).json()) as { images: string[]; thumbnail: string };
  const publicLion = async () => {
    const list = (await (await app.request('/api/v1/public/activities')).json()) as {
      public_id: string;
      thumbnail: string;
    }[];
    return list.find((activity) => activity.public_id === 'act-lion');
  };
  const uploadTo = (role: string, query = '') =>
    app.request(`/api/v1/activities/act-lion/images${query}`, {
      method: 'POST',
      headers: { ...bearer(tokens[role]!), 'Content-Type': 'image/png' },
      body: png,
    });

  it('stores an upload as the thumbnail the public activities list answers, logged', async () => {
    expect(await lion()).toMatchObject({ images: [], thumbnail: 'lion.jpg' });
    const made = await uploadTo('Administrator', '?thumbnail=true');
    expect(made.status).toBe(201);
    const { image } = (await made.json()) as { image: string };
    expect(await lion()).toMatchObject({ images: [image], thumbnail: image });
    expect((await publicLion())?.thumbnail).toBe(image);
    expect((await app.request(`/api/v1/catalogue-images/${image}`)).status).toBe(200);
    const [log] = await database.sql`
      select before, after from staff_changes where entity = 'activity_images'`;
    expect(log).toMatchObject({
      before: { images: [], thumbnail: 'lion.jpg' },
      after: { images: [image], thumbnail: image },
    });
  });

  it('replaces the thumbnail, removes a picture with its file, refuses without the feature', async () => {
    const first = (await lion()).thumbnail;
    const second = ((await (await uploadTo('Administrator')).json()) as { image: string }).image;
    const set = await app.request(`/api/v1/activities/act-lion/images/${second}/thumbnail`, {
      method: 'POST',
      headers: bearer(tokens.Administrator!),
    });
    expect(set.status).toBe(204);
    expect((await publicLion())?.thumbnail).toBe(second);
    const removed = await app.request(`/api/v1/activities/act-lion/images/${first}`, {
      method: 'DELETE',
      headers: bearer(tokens.Administrator!),
    });
    expect(removed.status).toBe(204);
    expect(await lion()).toMatchObject({ images: [second], thumbnail: second });
    expect((await app.request(`/api/v1/catalogue-images/${first}`)).status).toBe(404);
    expect(await readdir(path.join(dataDir, 'catalogue-images'))).toContain(second);
    expect((await uploadTo('Gate Clerk')).status).toBe(403);
    const unknown = await app.request('/api/v1/activities/act-none/images', {
      method: 'POST',
      headers: { ...bearer(tokens.Administrator!), 'Content-Type': 'image/png' },
      body: png,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Unknown activity: act-none' });
  });
});
