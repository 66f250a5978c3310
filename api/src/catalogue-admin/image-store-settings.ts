/**
 * The S3-compatible store's settings from the environment, parsed with zod. Unset `S3_BUCKET`
 * keeps uploads as files under `DATA_DIR` (the default); set, they go to that bucket:
 * - `S3_BUCKET`: the bucket;
 * - `S3_ENDPOINT`: the store's URL (`https://s3.example.com`, MinIO, R2, the local simulator);
 *   addressed path-style (`{endpoint}/{bucket}/{key}`);
 * - `S3_REGION`: the signing region (default `us-east-1`);
 * - `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`: the key pair requests are signed with (AWS
 *   Signature Version 4).
 * A bucket without its endpoint or key pair, or an endpoint or key without a bucket, is refused
 * at start (config.ts checks these settings with the rest, naming each variable).
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

/** One thing wrong with the S3 settings: the variable, and what it must be. */
export interface S3SettingsIssue {
  variable: string;
  message: string;
}

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(blankAsUnset, z.string().trim().optional());

const envSchema = z.object({
  S3_BUCKET: text,
  S3_ENDPOINT: z.preprocess(
    blankAsUnset,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://s3.example.com',
      })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  S3_REGION: z.preprocess(blankAsUnset, z.string().trim().default('us-east-1')),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
});

/** What a bucket cannot do without: where the store is and the key pair to sign with. */
const connectionVariables = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The S3 settings `env` gives (`settings` null when none is set: files under `DATA_DIR`), or
 * every problem with them (`issues`, `settings` then null): an endpoint that is not an http(s)
 * URL; `S3_BUCKET` without `S3_ENDPOINT`, `S3_ACCESS_KEY_ID` or `S3_SECRET_ACCESS_KEY`; any of
 * those three without `S3_BUCKET` (uploads would silently stay on this machine).
 */
export function readImageStoreSettings(env: Record<string, string | undefined>): {
  settings: S3Settings | null;
  issues: S3SettingsIssue[];
} {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      variable: issue.path.join('.'),
      message: issue.message,
    }));
    return { settings: null, issues };
  }
  const values = parsed.data;
  const given = connectionVariables.filter((name) => values[name] !== undefined);
  if (values.S3_BUCKET === undefined) {
    if (given.length === 0) return { settings: null, issues: [] };
    const message = `must be set when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`;
    return { settings: null, issues: [{ variable: 'S3_BUCKET', message }] };
  }
  const missing = connectionVariables.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    const issues = missing.map((variable) => ({
      variable,
      message: 'must be set when S3_BUCKET is set',
    }));
    return { settings: null, issues };
  }
  return {
    settings: {
      bucket: values.S3_BUCKET,
      endpoint: values.S3_ENDPOINT!,
      region: values.S3_REGION,
      accessKeyId: values.S3_ACCESS_KEY_ID!,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    },
    issues: [],
  };
}

/**
 * The S3 settings `env` gives, or null when none is set (files under `DATA_DIR`).
 * @throws ImageStoreSettingsError naming each variable in `readImageStoreSettings`'s issues
 *   ("S3_ENDPOINT: must be set when S3_BUCKET is set").
 */
export function loadImageStoreSettings(env: Record<string, string | undefined>): S3Settings | null {
  const { settings, issues } = readImageStoreSettings(env);
  if (issues.length > 0) {
    throw new ImageStoreSettingsError(
      issues.map(({ variable, message }) => `${variable}: ${message}`).join('; '),
    );
  }
  return settings;
}
