/**
 * One HTTP exchange with Daraja, answered as a typed result instead of a throw: Safaricom's
 * error JSON (`{requestId, errorCode, errorMessage}`, e.g. `400.002.02` "Bad Request - Invalid
 * Amount", `500.001.1001`, `404.001.03` "Invalid Access Token") becomes a `daraja_error`, a
 * network failure or timeout becomes `unreachable`, and a reply of the wrong shape becomes
 * `unexpected_reply`.
 *
 * Source: research/payments.md §1 (OAuth errors, STK errors).
 */
import { z } from 'zod';

/** Why a Daraja call did not give the answer asked for. */
export type DarajaFailure =
  /** Refused before sending: the request breaks one of Daraja's field rules. */
  | { kind: 'invalid_request'; field: string; message: string }
  /** Safaricom answered with its error JSON (or a non-zero `ResponseCode`). */
  | { kind: 'daraja_error'; httpStatus: number; errorCode: string; errorMessage: string }
  /** No answer: connection refused, DNS failure or timeout. */
  | { kind: 'unreachable'; message: string }
  /** An answer that is neither the expected JSON nor Safaricom's error JSON. */
  | { kind: 'unexpected_reply'; httpStatus: number; message: string };

/** The outcome of a Daraja call: the value, or why there is none. */
export type DarajaResult<T> = { ok: true; value: T } | { ok: false; failure: DarajaFailure };

/** Safaricom's error body, sent with a 4xx/5xx status. */
export const darajaErrorBody = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

/** Wraps a failure as a result. */
export function darajaFailure<T>(failure: DarajaFailure): DarajaResult<T> {
  return { ok: false, failure };
}

/** Default time allowed for one Daraja call, in milliseconds. */
export const DARAJA_TIMEOUT_MS = 30_000;

/**
 * Sends one request and reads the reply with `schema`. Never throws: every failure is a
 * `DarajaFailure`.
 */
export async function callDaraja<T>(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  timeoutMs: number = DARAJA_TIMEOUT_MS,
): Promise<DarajaResult<T>> {
  let status: number;
  let text: string;
  try {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return darajaFailure({
      kind: 'unreachable',
      message: error instanceof Error ? error.message : String(error),
    });
  }
  const json = parseJson(text);
  const errorBody = darajaErrorBody.safeParse(json);
  if (errorBody.success) {
    return darajaFailure({
      kind: 'daraja_error',
      httpStatus: status,
      errorCode: errorBody.data.errorCode,
      errorMessage: errorBody.data.errorMessage,
    });
  }
  if (status < 200 || status > 299) {
    return darajaFailure({
      kind: 'unexpected_reply',
      httpStatus: status,
      message: text.slice(0, 200),
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return darajaFailure({
      kind: 'unexpected_reply',
      httpStatus: status,
      message: `Reply not understood: ${text.slice(0, 200)}`,
    });
  }
  return { ok: true, value: parsed.data };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
