/**
 * The renderer's one way to the gate service: relative `/gate/v1/...` requests with the
 * clerk's bearer token, JSON in and out. Every error answer becomes a `GateError` carrying the
 * service's `{ code, message, messages?, fields? }`, so screens show its message as it is.
 *
 * spec: k-contract.md (errors, auth); staff-booking.md §8 (failed responses: the message shown).
 */

/**
 * An error answer of the gate service or of the API (staff screens, `staff-api.ts`), or a
 * network failure (`code: 'NETWORK'`).
 */
export class GateError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly messages: string[] = [],
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GateError';
  }
}

const TOKEN_KEY = 'hifadhi-gate-token';
let onSessionEnded: () => void = () => {};

/** The clerk's token kept for this window (sessionStorage), or null. */
export function storedToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

/** Keeps (or with null forgets) the clerk's token. */
export function storeToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(TOKEN_KEY);
  else sessionStorage.setItem(TOKEN_KEY, token);
}

/** What to do when the service answers 401 to a signed-in request (the session ended). */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

/** The `GateError` of a non-2xx `response` from `who` ('The gate service', 'The server'). */
export async function errorOf(response: Response, who = 'The gate service'): Promise<GateError> {
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    messages?: string[];
    fields?: Record<string, string>;
  } | null;
  return new GateError(
    response.status,
    body?.code ?? `HTTP_${response.status}`,
    body?.message ?? `${who} answered ${response.status}.`,
    body?.messages ?? [],
    body?.fields ?? {},
  );
}

/**
 * Sends `method path` (relative to `/gate/v1`) with `body` as JSON; the parsed answer, or
 * undefined for 204.
 * @throws GateError for any non-2xx answer or when the service cannot be reached.
 */
export async function gateRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = storedToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/gate/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new GateError(0, 'NETWORK', 'The gate service is not answering. Is the kiosk running?');
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && token && path !== '/session') onSessionEnded();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** `GET path`. */
export const gateGet = <T>(path: string) => gateRequest<T>('GET', path);

/** `POST path` with `body`. */
export const gatePost = <T>(path: string, body: unknown = {}) => gateRequest<T>('POST', path, body);

/** The message of any thrown value, for showing it. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
