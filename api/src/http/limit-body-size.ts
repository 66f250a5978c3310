/**
 * Middleware that refuses a request body larger than the API accepts (1 MB: a booking with
 * every line the schemas allow is a few hundred kB) with 413 and the one error shape, before
 * anything reads or parses it: a declared `Content-Length` over the limit is refused at once,
 * a body without one is counted as it streams in and dropped as soon as it passes the limit,
 * so an oversized upload never sits in memory.
 *
 * spec: ARCHITECTURE.md §Errors.
 */
import type { ErrorBody } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';

/** The largest request body the API reads, in bytes (1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The middleware (see the module comment). */
export function limitBodySize(): MiddlewareHandler<AppEnv> {
  const body: ErrorBody = { code: 'VALIDATION_FAILED', message: messages.bodyTooLarge('1 MB') };
  return bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(body, 413) });
}
