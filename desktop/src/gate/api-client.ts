/**
 * The gate service's own calls to the API (besides sync): staff sign-in, M-Pesa STK pushes and
 * their status, and the review list; and the back-office calls it passes through (`forward`). Each call has a time limit; no answer is an
 * `OfflineError` with the caller's plain words, an error answer is passed on as it came.
 *
 * spec: k-contract.md §Session, §Gate payment, §Needs the API; api-contract.md.
 */
import { ApiAnswerError, OfflineError } from './gate-errors';

/** How long the gate waits for the API on a sign-in or lookup, in milliseconds. */
export const API_TIMEOUT_MS = 3_000;
/** How long the gate waits for the API to start or read a payment, in milliseconds. */
export const PAYMENT_TIMEOUT_MS = 10_000;

export interface ApiClientOptions {
  /** e.g. `http://127.0.0.1:8787/api/v1`. */
  apiBaseUrl: string;
  fetch?: typeof fetch;
  /** The default time limit of a call, in milliseconds (`API_TIMEOUT_MS`). */
  timeoutMs?: number;
}

/** An API client (see the module comment). */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? fetch;

  /**
   * `method path` with JSON `body` and bearer `token`, within `timeoutMs`; the answer's JSON.
   * @throws OfflineError(`offlineMessage`) when there is no answer in time; ApiAnswerError for
   *   a non-2xx answer.
   */
  async function call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    offlineMessage: string,
    {
      body,
      token,
      timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS,
    }: { body?: unknown; token?: string; timeoutMs?: number } = {},
  ): Promise<unknown> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let answer: Record<string, unknown> | null;
    try {
      response = await fetchImpl(`${options.apiBaseUrl}${pathAndQuery}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
      answer = (await response.json().catch((error: Error) => {
        if (signal.aborted) throw error;
        return null;
      })) as Record<string, unknown> | null;
    } catch {
      throw new OfflineError(offlineMessage);
    }
    if (!response.ok) {
      throw new ApiAnswerError(response.status, {
        code: (answer?.code as never) ?? 'INTERNAL_ERROR',
        message: typeof answer?.message === 'string' ? answer.message : response.statusText,
        ...(Array.isArray(answer?.messages) ? { messages: answer.messages as string[] } : {}),
        ...(answer?.fields ? { fields: answer.fields as Record<string, string> } : {}),
      });
    }
    return answer;
  }

  /**
   * Passes one request on to the API as it came (`method`, path and query under the API's base,
   * `headers`, the raw `body`), within the default time limit; the API's answer, whatever its
   * status, with its body read.
   * @throws OfflineError(`offlineMessage`) when there is no answer in time.
   */
  async function forward(
    method: string,
    pathAndQuery: string,
    offlineMessage: string,
    { headers, body }: { headers: Record<string, string>; body?: ArrayBuffer },
  ): Promise<Response> {
    const signal = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
    try {
      const response = await fetchImpl(`${options.apiBaseUrl}${pathAndQuery}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal,
      });
      const answer = await response.arrayBuffer();
      return new Response(answer.byteLength > 0 ? answer : null, {
        status: response.status,
        headers: response.headers,
      });
    } catch {
      throw new OfflineError(offlineMessage);
    }
  }

  return { call, forward };
}

export type ApiClient = ReturnType<typeof createApiClient>;
