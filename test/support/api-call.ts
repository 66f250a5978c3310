/**
 * A journey's own call to the API, as a script would make it: JSON in and out, GET without a
 * body and POST with one, the staff bearer token when given. A non-2xx answer throws with its
 * status and body, so a journey's set-up fails loudly.
 */

/** `GET` (or `POST` with `body`) `apiUrl + route`; the parsed answer. */
export async function apiCall<T>(
  apiUrl: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${apiUrl}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
