/**
 * A volunteer programme's PDF and pictures over HTTP (membership-backoffice.md §2.5 Volunteers:
 * "PDF and images"): staff upload a PDF (its file under DATA_DIR/program-files, served publicly
 * byte for byte, the public programme's program_pdf), a new one replaces the old file, the PDF is
 * removed; pictures are added and removed (the public programme's images, oldest first); a file
 * that is not a PDF or image is refused with 400 and the spec's message, an unknown programme 404,
 * a role without all-programs 403; every change is logged as the programme's before and after.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs } from '../auth/test-staff';
import { createTestApp } from '../test/test-app';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof createTestApp>['app'];
let dataDir: string;
const tokens: Record<string, string> = {};
let programId: string;

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);

async function send(
  method: string,
  pathName: string,
  body?: Uint8Array<ArrayBuffer>,
  type = 'application/pdf',
  role: 'Administrator' | 'Gate Clerk' = 'Administrator',
) {
  const response = await app.request(`/api/v1${pathName}`, {
    method,
    headers: { ...bearer(tokens[role]!), ...(body ? { 'Content-Type': type } : {}) },
    ...(body ? { body } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const files = () => readdir(path.join(dataDir, 'program-files')).catch(() => []);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'program-files-'));
  await seedStaff(database.db);
  app = createTestApp(database.db, { config: { DATA_DIR: dataDir }, clock: manualClock() }).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
  const made = await app.request('/api/v1/programs', {
    method: 'POST',
    headers: { ...bearer(tokens.Administrator!), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Rhino Monitoring',
      start_date: '2027-03-01',
      end_date: '2027-03-10',
      currency: 'KES',
      price: '25000.00',
      max_applicants: 4,
      description: 'Ten days tracking black rhino with the rangers.',
    }),
  });
  programId = ((await made.json()) as { public_id: string }).public_id;
});

describe('programme PDF', () => {
  it('stores the PDF, serves it publicly, replaces it and removes it, logged', async () => {
    const first = await send('POST', `/programs/${programId}/pdf`, pdf);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.pdf_url).toMatch(/^\/api\/v1\/program-files\/upload-[0-9a-f-]{36}\.pdf$/);
    const served = await app.request(first.body.pdf_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    const published = await app.request(`/api/v1/public/programs/${programId}`);
    expect(((await published.json()) as { program_pdf: string }).program_pdf).toBe(
      first.body.pdf_url,
    );

    const second = await send('POST', `/programs/${programId}/pdf`, pdf);
    expect(second.body.pdf_url).not.toBe(first.body.pdf_url);
    expect(await files()).toEqual([second.body.pdf_url.split('/').pop()]);
    expect((await app.request(first.body.pdf_url)).status).toBe(404);

    const removed = await send('DELETE', `/programs/${programId}/pdf`);
    expect(removed.body.pdf_url).toBeNull();
    expect(await files()).toEqual([]);
    expect((await send('DELETE', `/programs/${programId}/pdf`)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The programme has no PDF',
    });
    const [logged] = await database.sql`
      select count(*)::int as count from staff_changes
      where entity = 'volunteer_program' and entity_id = ${programId}`;
    expect(logged?.count).toBe(4);
  });

  it('refuses what is not a PDF, an unknown programme and a role without the feature', async () => {
    const text = await send('POST', `/programs/${programId}/pdf`, png);
    expect(text).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Upload a PDF of at most 1 MB',
        fields: { pdf: 'Upload a PDF of at most 1 MB' },
      },
    });
    expect((await send('POST', '/programs/prog-none/pdf', pdf)).status).toBe(404);
    expect(
      (await send('POST', `/programs/${programId}/pdf`, pdf, 'application/pdf', 'Gate Clerk'))
        .status,
    ).toBe(403);
    expect(await files()).toEqual([]);
  });
});

/** The programme's pictures as the public site reads them, on its page and in the list. */
async function publishedImages() {
  type Published = { public_id: string; images: { image: string }[] };
  const detail = (await (
    await app.request(`/api/v1/public/programs/${programId}`)
  ).json()) as Published;
  const list = (await (await app.request('/api/v1/public/programs')).json()) as Published[];
  return {
    detail: detail.images,
    listed: list.find((program) => program.public_id === programId)?.images,
  };
}

describe('programme pictures', () => {
  it('adds and removes pictures, their files with them, published on the public programme', async () => {
    const added = await send('POST', `/programs/${programId}/images`, png, 'image/png');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [image] = added.body.images;
    expect(image.url).toMatch(/\.png$/);
    const served = await app.request(image.url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const second = await send('POST', `/programs/${programId}/images`, png, 'image/png');
    const urls = second.body.images.map((picture: { url: string }) => ({ image: picture.url }));
    expect(urls).toHaveLength(2);
    expect(urls[0]).toEqual({ image: image.url });
    expect(await publishedImages()).toEqual({ detail: urls, listed: urls });

    await send('DELETE', `/programs/${programId}/images/${second.body.images[1].public_id}`);
    const removed = await send('DELETE', `/programs/${programId}/images/${image.public_id}`);
    expect(removed.body.images).toEqual([]);
    expect(await publishedImages()).toEqual({ detail: [], listed: [] });
    expect(await files()).toEqual([]);
    expect((await send('DELETE', `/programs/${programId}/images/${image.public_id}`)).status).toBe(
      404,
    );
  });

  it('refuses a PDF as a picture and a role without the feature', async () => {
    const wrong = await send('POST', `/programs/${programId}/images`, pdf, 'image/png');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      image: 'Upload a JPEG, PNG or WebP image of at most 1 MB',
    });
    const clerk = await send(
      'POST',
      `/programs/${programId}/images`,
      png,
      'image/png',
      'Gate Clerk',
    );
    expect(clerk.status).toBe(403);
  });
});
