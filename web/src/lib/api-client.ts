/**
 * The site's one way to call the API: JSON over `fetch` to `/api/v1/…` (same origin; Vite
 * proxies `/api` to the API). A non-2xx answer becomes an `ApiError` carrying the API's one
 * error body `{ code, message, messages?, fields? }`; a failed connection becomes an
 * `ApiError` with status 0 and the spec's offline header text.
 *
 * spec: api-contract.md (paths under /api/v1, error bodies); ARCHITECTURE.md §Errors.
 */
import type { ErrorBody } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';

/** Where the API is mounted, relative to the site's origin. */
export const API_BASE = '/api/v1';

/** An answer of the API that is not a success, with its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The messages to show: the body's list, else its one message. */
  get messages(): string[] {
    return this.body.messages?.length ? this.body.messages : [this.body.message];
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) return new ApiError(response.status, body);
  return new ApiError(response.status, {
    code: response.status >= 500 ? 'INTERNAL_ERROR' : 'NOT_FOUND',
    message: `The server answered ${response.status} ${response.statusText}`.trim(),
  });
}

/**
 * Sends `method path` (path under `/api/v1`, e.g. `/public/quotes`) with `body` as JSON and
 * returns the parsed JSON answer.
 * @throws ApiError for any non-2xx answer (its error body), or status 0 when offline; an
 * `AbortError` when `signal` aborts.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : jsonHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { code: 'INTERNAL_ERROR', message: messages.offlineHeader });
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

const jsonHeaders = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** `GET path` (under `/api/v1`). @throws ApiError as `apiRequest`. */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, undefined, signal);
}

/** `POST path` (under `/api/v1`) with a JSON body. @throws ApiError as `apiRequest`. */
export function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('POST', path, body, signal);
}
