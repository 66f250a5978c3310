/**
 * Middleware that refuses text containing the NUL character (U+0000) anywhere in a request —
 * the path, the query or the body — with 400 `VALIDATION_FAILED` 'Text must not contain the
 * NUL character', before any route sees it: Postgres cannot store NUL in text or jsonb, so
 * such a value would otherwise end as a failed query. A JSON string escaping half a surrogate
 * pair (`"\ud800"`) is not text Postgres can store in jsonb either, and is refused the same way
 * with 'Text must be valid Unicode'. A JSON body is parsed once here (Hono
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
/** Half a UTF-16 surrogate pair standing alone (JSON can escape one; Unicode has no such text). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A percent-encoded NUL; `%2500` (an encoded '%' then "00") does not match. */
const ENCODED_NUL = /%00/;
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Where text Postgres cannot store was found: the field ('' when unknown) and why. */
interface Unstorable {
  field: string;
  message: string;
}

/** Why `text` cannot be stored (a NUL, or half a surrogate pair), or undefined when it can. */
function unstorable(text: string): string | undefined {
  if (text.includes(NUL)) return messages.nulCharacter;
  return LONE_SURROGATE.test(text) ? messages.invalidUnicode : undefined;
}

/**
 * The first key or string in `value` holding a NUL or half a surrogate pair, with its
 * dot-joined path, if any.
 */
export function pathOfNul(value: unknown): Unstorable | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const message = unstorable(next.value);
      if (message) return { field: next.path.join('.'), message };
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value)) {
        const path = [...next.path, key];
        const message = unstorable(key);
        if (message) return { field: path.join('.'), message };
        pending.push({ value: child, path });
      }
    }
  }
  return undefined;
}

/** A NUL found at `field`. */
const nulAt = (field: string | undefined): Unstorable | undefined =>
  field === undefined ? undefined : { field, message: messages.nulCharacter };

/** Where in the body text unstorable text is, or undefined when none. */
function nulInBody(text: string, contentType: string | undefined): Unstorable | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === 'application/x-www-form-urlencoded') {
    return nulAt(nulInParameters(new URLSearchParams(text)));
  }
  if (JSON_MEDIA_TYPE.test(mediaType)) {
    try {
      return pathOfNul(JSON.parse(text));
    } catch {
      // Not JSON: the route's validator answers 'Malformed JSON body'.
    }
  }
  return nulAt(text.includes(NUL) ? '' : undefined);
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
    let found = nulAt(nulInUrl(c.req.url));
    if (found === undefined && c.req.raw.body && !isBinary(c.req.header('Content-Type'))) {
      found = nulInBody(await c.req.text(), c.req.header('Content-Type'));
    }
    if (found === undefined) return next();
    const body: ErrorBody = {
      code: 'VALIDATION_FAILED',
      message: found.message,
      messages: [found.message],
      fields: { [found.field]: found.message },
    };
    return c.json(body, 400);
  };
}
