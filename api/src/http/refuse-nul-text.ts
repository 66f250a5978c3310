/**
 * Middleware that refuses text containing the NUL character (U+0000) anywhere in a request —
 * the path, the query or the body — with 400 `VALIDATION_FAILED` 'Text must not contain the
 * NUL character', before any route sees it: Postgres cannot store NUL in text or jsonb, so
 * such a value would otherwise end as a failed query. A JSON body is parsed once here (Hono
 * caches the text, so the route's validator reads it again without a second download) and
 * every key and string in it checked; `fields` names where the NUL was (`guests.0.city`, the
 * query parameter's name, or '' for the path or a body that is not JSON). An image or PDF body
 * is binary and left to its route.
 *
 * spec: ARCHITECTURE.md §Errors (never a 500 for bad input).
 */
import type { ErrorBody } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const NUL = '\u0000';
/** A percent-encoded NUL; `%2500` (an encoded '%' then "00") does not match. */
const ENCODED_NUL = /%00/;
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The dot-joined path of the first key or string in `value` holding a NUL, if any. */
export function pathOfNul(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return next.path.join('.');
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        const path = [...next.path, key];
        if (key.includes(NUL)) return path.join('.');
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

/** Where in the body text a NUL is: a field path ('' when unknown), or undefined when none. */
function nulInBody(text: string, contentType: string | undefined): string | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'application/x-www-form-urlencoded') {
    return nulInParameters(new URLSearchParams(text));
  }
  if (JSON_MEDIA_TYPE.test(mediaType)) {
    try {
      return pathOfNul(JSON.parse(text));
    } catch {
      // Not JSON: the route's validator answers 'Malformed JSON body'.
    }
  }
  return text.includes(NUL) ? '' : undefined;
}

/** The name of the first parameter whose name or value holds a NUL (without the NUL). */
function nulInParameters(parameters: URLSearchParams): string | undefined {
  for (const [name, value] of parameters) {
    if (name.includes(NUL) || value.includes(NUL)) return name.replaceAll(NUL, '');
  }
  return undefined;
}

/** Where in the URL a NUL is: the query parameter's name, '' for the path, or undefined. */
function nulInUrl(url: string): string | undefined {
  if (!ENCODED_NUL.test(url)) return undefined;
  const { pathname, searchParams } = new URL(url);
  if (ENCODED_NUL.test(pathname)) return '';
  return nulInParameters(searchParams) ?? '';
}

/**
 * A binary body (a catalogue picture's or a programme's PDF bytes): not text, so it is not read
 * as text.
 */
function isBinary(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType.startsWith('image/') || mediaType === 'application/pdf';
}

/** The middleware (see the module comment). */
export function refuseNulText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let field = nulInUrl(c.req.url);
    if (field === undefined && c.req.raw.body && !isBinary(c.req.header('Content-Type'))) {
      field = nulInBody(await c.req.text(), c.req.header('Content-Type'));
    }
    if (field === undefined) return next();
    const body: ErrorBody = {
      code: 'VALIDATION_FAILED',
      message: messages.nulCharacter,
      messages: [messages.nulCharacter],
      fields: { [field]: messages.nulCharacter },
    };
    return c.json(body, 400);
  };
}
