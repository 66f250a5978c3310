/**
 * The gate service's own calls to the API (besides sync): staff sign-in, M-Pesa STK pushes and
 * their status, and the review list. Each call has a time limit; no answer is an
 * `OfflineError` with the caller's plain words, an error answer is passed on as it came.
 *
 * spec: k-contract.md §Session, §Gate payment, §Needs the API; api-contract.md.
 */
import { ApiAnswerError, OfflineError } from './gate-errors';

/** How long the gate waits for the API, in milliseconds. */
export const API_TIMEOUT_MS = 8_000;

export interface ApiClientOptions {
  /** e.g. `http://127.0.0.1:8787/api/v1`. */
  apiBaseUrl: string;
  fetch?: typeof fetch;
}

/** An API client (see the module comment). */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? fetch;

  /**
   * `method path` with JSON `body` and bearer `token`; the answer's JSON.
   * @throws OfflineError(`offlineMessage`) when there is no answer in time; ApiAnswerError for
   *   a non-2xx answer.
   */
  async function call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    offlineMessage: string,
    { body, token }: { body?: unknown; token?: string } = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${options.apiBaseUrl}${pathAndQuery}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch {
      throw new OfflineError(offlineMessage);
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
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

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
