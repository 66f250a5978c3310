/**
 * The staff screens' one way to the API: relative `/api/v1/...` requests on the page's own
 * origin with the user's bearer token, JSON in and out (a document's PDF out: `staffGetFile`).
 * On the web host the API itself answers (token: the API's `auth_token`); in the kiosk the gate
 * service passes them through to the API (token: the gate session's, which the gate exchanges
 * for the API's), answering `503 OFFLINE` when the API cannot be reached. Error answers become
 * a `GateError` with the one error shape; no answer is `code: 'NETWORK'`. Each answer (or its
 * absence) updates `api-reachability`.
 *
 * spec: api-contract.md §Staff application, §Staff and devices (Bearer, 401, 403);
 * ARCHITECTURE.md §"The staff application: one app, two hosts".
 */
import { reportReachable } from './api-reachability';
import { errorOf, GateError } from './gate-api';

/** Where the API answers, relative to the page's origin. */
export const API_PREFIX = '/api/v1';

interface StaffApiSetup {
  /** The bearer token to send, or null when signed out. */
  token(): string | null;
  /** Called when a signed-in request is answered 401 (the session ended). */
  sessionEnded(): void;
}

let setup: StaffApiSetup = { token: () => null, sessionEnded: () => {} };

/** Tells the staff API where the token comes from and what to do when the session ends. */
export function configureStaffApi(next: StaffApiSetup): void {
  setup = next;
}

/**
 * Sends `method path` with `body` as JSON (a `Blob` as its bytes, with its own type),
 * `extraHeaders` and the bearer token, asking for `accept`; the successful answer.
 * @throws GateError for a non-2xx answer (the API's `{ code, message, … }`), or `NETWORK`.
 */
async function send(
  method: string,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string>,
  accept: string,
): Promise<Response> {
  const token = setup.token();
  const headers: Record<string, string> = { ...extraHeaders, Accept: accept };
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    reportReachable(false);
    throw new GateError(0, 'NETWORK', 'The server cannot be reached. Check the connection.');
  }
  if (!response.ok) {
    const error = await errorOf(response, 'The server');
    reportReachable(error.code !== 'OFFLINE');
    if (response.status === 401 && token) setup.sessionEnded();
    throw error;
  }
  reportReachable(true);
  return response;
}

/**
 * Sends `method path` (relative to `/api/v1`, query included) with `body` as JSON and any extra
 * `headers` (e.g. `Idempotency-Key`); the parsed answer, or undefined for 204.
 * @throws GateError for a non-2xx answer (the API's `{ code, message, … }`), or `NETWORK`.
 */
export async function staffRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const response = await send(method, path, body, extraHeaders, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file the API answered: its bytes and the name its `Content-Disposition` gives, if any. */
export interface StaffFile {
  blob: Blob;
  name: string | null;
}

/**
 * `GET path` for a file (a booking's PDF).
 * @throws GateError as `staffRequest` does (errors come as the API's JSON).
 */
export async function staffGetFile(path: string): Promise<StaffFile> {
  const response = await send('GET', path, undefined, {}, 'application/pdf, application/json');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return {
    blob: await response.blob(),
    name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
  };
}

/** `GET path`. */
export const staffGet = <T>(path: string) => staffRequest<T>('GET', path);

/** `POST path` with `body`. */
export const staffPost = <T>(path: string, body: unknown = {}) =>
  staffRequest<T>('POST', path, body);
