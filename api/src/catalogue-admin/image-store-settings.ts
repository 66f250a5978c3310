/**
 * The S3-compatible store's settings from the environment, parsed with zod. Unset `S3_BUCKET`
 * keeps uploads as files under `DATA_DIR` (the default); set, they go to that bucket:
 * - `S3_BUCKET`: the bucket;
 * - `S3_ENDPOINT`: the store's URL (`https://s3.example.com`, MinIO, R2, the local simulator);
 *   addressed path-style (`{endpoint}/{bucket}/{key}`);
 * - `S3_REGION`: the signing region (default `us-east-1`);
 * - `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`: the key pair requests are signed with (AWS
 *   Signature Version 4).
 * A bucket without its endpoint or key pair is refused at start.
 *
 * spec: membership-backoffice.md §3 (Facility: images "stored under DATA_DIR by default, any
 * S3-compatible store by setting").
 */
import { z } from 'zod';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The environment names a half-configured S3 store; the message says what is missing. */
export class ImageStoreSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageStoreSettingsError';
  }
}

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(blankAsUnset, z.string().trim().optional());

const envSchema = z.object({
  S3_BUCKET: text,
  S3_ENDPOINT: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  S3_REGION: z.preprocess(blankAsUnset, z.string().trim().default('us-east-1')),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
});

/**
 * The S3 settings `env` gives, or null when `S3_BUCKET` is unset (files under `DATA_DIR`).
 * @throws ImageStoreSettingsError for an endpoint that is not an http(s) URL, or a bucket
 * without `S3_ENDPOINT`, `S3_ACCESS_KEY_ID` or `S3_SECRET_ACCESS_KEY`.
 */
export function loadImageStoreSettings(env: Record<string, string | undefined>): S3Settings | null {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ImageStoreSettingsError(`S3 settings are not valid: ${where}`);
  }
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed.data;
  if (S3_BUCKET === undefined) return null;
  const missing = Object.entries({ S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ImageStoreSettingsError(`S3_BUCKET is set but ${missing.join(', ')} is not`);
  }
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT!,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID!,
    secretAccessKey: S3_SECRET_ACCESS_KEY!,
  };
}
