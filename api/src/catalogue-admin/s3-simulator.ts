/**
 * A local stand-in for an S3-compatible store, speaking the wire format the S3 image store
 * uses, path-style (`/{bucket}/{key}`):
 * - `PUT /{bucket}/{key}` with the object's bytes → 200 with its `ETag` (the MD5 of the bytes,
 *   quoted); the `Content-Type` sent is kept;
 * - `GET /{bucket}/{key}` → 200 with the bytes, `Content-Type`, `Content-Length`, `ETag`,
 *   `Last-Modified`; `HEAD` the same without the body;
 * - `DELETE /{bucket}/{key}` → 204, whether or not the object was there (as S3 answers).
 * Errors are S3's XML `<Error><Code>…</Code><Message>…</Message>…</Error>`: 404 NoSuchKey for a
 * missing object (HEAD: 404 without a body), 404 NoSuchBucket for a bucket it does not hold,
 * 403 AccessDenied for a request without an AWS Signature Version 4 `Authorization` header
 * (`AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`; the signature itself is not
 * checked). Objects live in memory until the simulator stops.
 *
 * spec: Amazon S3 API Reference (PutObject, GetObject, HeadObject, DeleteObject, Error
 * Responses); membership-backoffice.md §3 (images in any S3-compatible store).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { type RunningSimulator, serveSimulator } from '../payments/simulators/serve-simulator';

interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
  lastModified: Date;
}

const sigV4 = /^AWS4-HMAC-SHA256 Credential=[^,]+, ?SignedHeaders=[^,]+, ?Signature=[0-9a-f]{64}$/;

function s3Error(code: string, message: string, resource: string, status: 403 | 404) {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message>` +
    `<Resource>${resource}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
  return new Response(xml, { status, headers: { 'Content-Type': 'application/xml' } });
}

/** The simulator's app holding `buckets`, and its objects (`{bucket}/{key}` → object, for tests). */
export function createS3Simulator(buckets: readonly string[]) {
  const objects = new Map<string, StoredObject>();
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!sigV4.test(c.req.header('authorization') ?? '')) {
      return s3Error('AccessDenied', 'Access Denied', c.req.path, 403);
    }
    await next();
  });
  app.all('/:bucket/:key{.+}', async (c) => {
    const { bucket, key } = c.req.param();
    const resource = `/${bucket}/${key}`;
    if (!buckets.includes(bucket)) {
      return s3Error('NoSuchBucket', 'The specified bucket does not exist', resource, 404);
    }
    const id = `${bucket}/${key}`;
    const method = c.req.method;
    if (method === 'PUT') {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      const contentType = c.req.header('content-type') ?? 'binary/octet-stream';
      objects.set(id, { bytes, contentType, etag, lastModified: new Date() });
      return c.body(null, 200, { ETag: etag });
    }
    if (method === 'DELETE') {
      objects.delete(id);
      return c.body(null, 204);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return c.body(null, 405);
    }
    const found = objects.get(id);
    if (!found) {
      if (method === 'HEAD') return c.body(null, 404);
      return s3Error('NoSuchKey', 'The specified key does not exist.', resource, 404);
    }
    const headers = {
      'Content-Type': found.contentType,
      'Content-Length': String(found.bytes.length),
      ETag: found.etag,
      'Last-Modified': found.lastModified.toUTCString(),
    };
    if (method === 'HEAD') return c.body(null, 200, headers);
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
  return { app, objects };
}

/** Starts a simulator holding `buckets` on `host`:`port` (0: any free port). */
export async function startS3Simulator(
  buckets: readonly string[],
  port = 0,
  host = '127.0.0.1',
): Promise<RunningSimulator & { objects: Map<string, StoredObject> }> {
  const { app, objects } = createS3Simulator(buckets);
  const running = await serveSimulator(app.fetch, port, host);
  return { ...running, objects };
}
