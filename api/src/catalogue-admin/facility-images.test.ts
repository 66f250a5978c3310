/**
 * A facility's pictures over HTTP: an uploaded PNG becomes a picture and the thumbnail (its
 * file under DATA_DIR/catalogue-images, served publicly at GET /catalogue-images/{name}), a
 * text file is refused with 400, another picture can be made the thumbnail, removing the
 * thumbnail clears it and deletes the file; refused without the facilities feature (403);
 * each change logged.
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails), §7.
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
  dataDir = await mkdtemp(path.join(tmpdir(), 'facility-images-'));
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
