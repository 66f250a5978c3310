/**
 * A journey's own call to the API, as a script would make it: JSON in and out, the staff
 * bearer token when given. `apiCall` (GET without a body, POST with one) throws on a non-2xx
 * answer with its status and body, so a journey's set-up fails loudly; `apiAnswer` gives any
 * answer's status and body, for a journey that checks a refusal.
 */

/** The status and body (parsed when JSON, else its text; null when empty) of `method route`. */
export async function apiAnswer(
  apiUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  route: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text;
  return { status: response.status, body: json ? JSON.parse(text) : text || null };
}

/** `GET` (or `POST` with `body`) `apiUrl + route`; the parsed answer. */
export async function apiCall<T>(
  apiUrl: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const answer = await apiAnswer(apiUrl, body === undefined ? 'GET' : 'POST', route, body, token);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}
