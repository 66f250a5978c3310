/**
 * Reads a request's JSON body for routes whose schema depends on today (applicant and member
 * forms: minimum ages), so cannot be validated by the route's fixed schema. A body that is not
 * JSON goes to the one error path as 400 'Malformed JSON body', like a validated route's.
 *
 * spec: ARCHITECTURE.md §Errors.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** The JSON body of `c`. @throws HTTPException 400 'Malformed JSON body' when it is not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON body' });
  }
}
