/**
 * The gate service's errors and their one JSON shape `{ code, message, messages?, fields? }`
 * (k-contract.md): domain errors keep their code with an HTTP status from one table; an
 * operation that needs the API while the kiosk is offline is `OFFLINE` (503); invalid input is
 * `VALIDATION_FAILED` (400) with each field's message.
 *
 * spec: k-contract.md (Errors); ARCHITECTURE.md §Errors.
 */
import { DomainError, type ErrorBody, type ErrorCode } from '@hifadhi/shared/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { SyncError } from './sync-client';

/** HTTP status of each domain error code at the gate. */
const statusOfCode: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  PRICING_NOT_SET: 400,
  NO_SPECIAL_PRICING: 400,
  ROOM_CAPACITY_EXCEEDED: 400,
  CAPACITY_EXCEEDED: 409,
  UNKNOWN_REFERENCE: 400,
  CURRENCY_NOT_SUPPORTED: 400,
  BOOKING_NOT_FOUND: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  BOOKING_BANNED: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PAYMENT_FAILED: 402,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PRINTER_UNREACHABLE: 503,
  CRM_UNREACHABLE: 502,
};

/** An operation that needs the API, asked while the kiosk is offline (503 `OFFLINE`). */
export class OfflineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineError';
  }
}

/** An error the API answered, passed on to the clerk with the API's status, code and words. */
export class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiAnswerError';
  }
}

/** A failed sync or registration: no answer is `OFFLINE`; the server's refusal is passed on. */
function syncErrorAnswer(error: SyncError): ReturnType<typeof errorAnswer> {
  if (error.status === 0) {
    return {
      status: 503,
      body: { code: 'OFFLINE', message: `The server cannot be reached. ${error.message}` },
    };
  }
  if (error.status >= 500) {
    return { status: 502, body: { code: 'INTERNAL_ERROR', message: error.message } };
  }
  const codes: Record<number, string> = {
    401: 'UNAUTHENTICATED',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
  };
  return {
    status: error.status as ContentfulStatusCode,
    body: { code: codes[error.status] ?? 'VALIDATION_FAILED', message: error.message },
  };
}

/** The status and body the gate answers for `error`; anything unexpected is a plain 500. */
export function errorAnswer(error: unknown): {
  status: ContentfulStatusCode;
  body: { code: string; message: string; messages?: string[]; fields?: Record<string, string> };
} {
  if (error instanceof DomainError) {
    return { status: statusOfCode[error.code], body: error.toBody() };
  }
  if (error instanceof OfflineError) {
    return { status: 503, body: { code: 'OFFLINE', message: error.message } };
  }
  if (error instanceof SyncError) return syncErrorAnswer(error);
  if (error instanceof ApiAnswerError) {
    const status = (
      error.status >= 400 && error.status < 600 ? error.status : 502
    ) as ContentfulStatusCode;
    return { status, body: error.body };
  }
  return {
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: 'Something went wrong at the gate. Try again.' },
  };
}

/** `VALIDATION_FAILED` with `message` (and `field` → message when a field is named). */
export function validationError(message: string, field?: string): DomainError {
  return new DomainError('VALIDATION_FAILED', message, {
    messages: [message],
    ...(field ? { fields: { [field]: message } } : {}),
  });
}

/**
 * `value` parsed by `schema`.
 * @throws DomainError VALIDATION_FAILED with each failing field (dotted path) and its message.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  const messages = [...new Set(Object.values(fields))];
  throw new DomainError('VALIDATION_FAILED', messages[0] ?? 'Invalid input', { fields, messages });
}
