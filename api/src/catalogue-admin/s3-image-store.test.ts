/**
 * Catalogue images in an S3-compatible store, over real HTTP end to end: with `S3_BUCKET`,
 * `S3_ENDPOINT` and a key pair set, a facility picture uploaded through the API (served on a
 * real port) lands in the local S3 simulator under `catalogue-images/`, signed with AWS
 * Signature Version 4, and the API serves it back byte for byte; removing it deletes the object.
 * The simulator answers S3's errors (403 AccessDenied unsigned, 404 NoSuchKey, NoSuchBucket);
 * half-given settings are refused.
 * spec: membership-backoffice.md §3 (images "stored under DATA_DIR by default, any
 * S3-compatible store by setting").
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, seedStaff, signInAs } from '../auth/test-staff';
import { type RunningSimulator, serveSimulator } from '../payments/simulators/serve-simulator';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { ImageStoreSettingsError, loadImageStoreSettings } from './image-store-settings';
import { startS3Simulator } from './s3-simulator';

const database = useTestDatabase();
const bucket = 'kijani-media';
let simulator: Awaited<ReturnType<typeof startS3Simulator>>;
let api: RunningSimulator;
let dataDir: string;
let token: string;

/** A PNG's signature and some bytes, every byte value once so nothing is re-encoded. */
const png = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 256 }, (_, i) => i),
]);

beforeAll(async () => {
  simulator = await startS3Simulator([bucket]);
  vi.stubEnv('S3_BUCKET', bucket);
  vi.stubEnv('S3_ENDPOINT', simulator.url);
  vi.stubEnv('S3_ACCESS_KEY_ID', 'AKIAKIJANITEST');
  vi.stubEnv('S3_SECRET_ACCESS_KEY', 'kijani-test-secret');
  dataDir = await mkdtemp(path.join(tmpdir(), 's3-images-'));
  await seedStaff(database.db);
  const { app } = createTestApp(database.db, { config: { DATA_DIR: dataDir } });
  token = await signInAs(app, 'Administrator');
  api = await serveSimulator(app.fetch, 0, '127.0.0.1');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api?.close();
  await simulator?.close();
});

describe('catalogue images in an S3-compatible store', () => {
  it('stores an upload in the bucket and serves it back byte for byte', async () => {
    const made = await fetch(`${api.url}/api/v1/facilities/fac-stables/images`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'image/png' },
      body: png,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { image } = (await made.json()) as { image: string };

    const stored = simulator.objects.get(`${bucket}/catalogue-images/${image}`);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.bytes).toEqual(png);
    expect(await readdir(dataDir)).toEqual([]);

    const served = await fetch(`${api.url}/api/v1/catalogue-images/${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const removed = await fetch(`${api.url}/api/v1/facilities/fac-stables/images/${image}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(removed.status).toBe(204);
    expect(simulator.objects.has(`${bucket}/catalogue-images/${image}`)).toBe(false);
    expect((await fetch(`${api.url}/api/v1/catalogue-images/${image}`)).status).toBe(404);
  });

  it("answers S3's errors: unsigned 403, a missing key or bucket 404", async () => {
    const unsigned = await fetch(`${simulator.url}/${bucket}/catalogue-images/x.png`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');

    const signed = {
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAKIJANITEST/20261124/us-east-1/s3/aws4_request, ' +
        `SignedHeaders=host;x-amz-date, Signature=${'a'.repeat(64)}`,
    };
    const missing = await fetch(`${simulator.url}/${bucket}/catalogue-images/x.png`, {
      headers: signed,
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<Code>NoSuchKey</Code>');
    const head = await fetch(`${simulator.url}/${bucket}/catalogue-images/x.png`, {
      method: 'HEAD',
      headers: signed,
    });
    expect(head.status).toBe(404);
    const put = await fetch(`${simulator.url}/${bucket}/a/b.pdf`, {
      method: 'PUT',
      headers: { ...signed, 'content-type': 'application/pdf' },
      body: '%PDF-1.4',
    });
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const headFound = await fetch(`${simulator.url}/${bucket}/a/b.pdf`, {
      method: 'HEAD',
      headers: signed,
    });
    expect(headFound.status).toBe(200);
    expect(headFound.headers.get('content-type')).toBe('application/pdf');
    const otherBucket = await fetch(`${simulator.url}/elsewhere/a.png`, { headers: signed });
    expect(await otherBucket.text()).toContain('<Code>NoSuchBucket</Code>');
  });
});

describe('S3 settings', () => {
  it('keeps files under DATA_DIR without S3_BUCKET and refuses a half-given store', () => {
    expect(loadImageStoreSettings({})).toBeNull();
    expect(() => loadImageStoreSettings({ S3_BUCKET: 'media' })).toThrow(
      new ImageStoreSettingsError(
        'S3_ENDPOINT: must be set when S3_BUCKET is set; S3_ACCESS_KEY_ID: must be set when S3_BUCKET is set; S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set',
      ),
    );
    expect(() => loadImageStoreSettings({ S3_ENDPOINT: 'ftp://media' })).toThrow(
      ImageStoreSettingsError,
    );
    expect(
      loadImageStoreSettings({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://s3.example.com/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'media',
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });
});
