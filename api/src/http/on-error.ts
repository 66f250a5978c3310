/**
 * The API's one error path. Whatever goes wrong answers `{ code, message, messages?, fields? }`:
 * - `DomainError` → its status from `errorStatus` and its own body;
 * - a zod validation failure (request parsing or a service's schema) → 400 `VALIDATION_FAILED`
 *   with every field's message;
 * - a body that is not JSON → 400 `VALIDATION_FAILED` 'Malformed JSON body';
 * - other `HTTPException`s (from Hono middleware) → their status with the nearest code;
 * - an unknown route → 404 `NOT_FOUND`;
 * - anything else is a defect: logged with its stack, answered 500 `INTERNAL_ERROR` without
 *   details.
 *
 * spec: ARCHITECTURE.md §Errors.
 */
import { DomainError, type ErrorBody, type ErrorCode } from '@hifadhi/shared/errors';
import { toValidationErrorBody } from '@hifadhi/shared/schemas/validation-error';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { AppEnv } from './app-env';
import { errorStatus } from './error-status';

export const httpMessages = {
  malformedJson: 'Malformed JSON body',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

const codeOfStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

function fromHttpException(error: HTTPException): {
  status: ContentfulStatusCode;
  body: ErrorBody;
} {
  const status = error.status as ContentfulStatusCode;
  if (error.message.startsWith('Malformed JSON')) {
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: httpMessages.malformedJson },
    };
  }
  const code = codeOfStatus[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR');
  return { status, body: { code, message: error.message || httpMessages.internal } };
}

/**
 * `app.onError`: answers every thrown error with the one error shape (see the module). Defects
 * are logged on the request's logger, or on `logger` when the request has none yet.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof DomainError) return c.json(error.toBody(), errorStatus[error.code]);
    if (error instanceof ZodError) return c.json(toValidationErrorBody(error), 400);
    if (error instanceof HTTPException) {
      const { status, body } = fromHttpException(error);
      return c.json(body, status);
    }
    (c.var.logger ?? logger).error({ err: error }, 'unexpected error');
    const body: ErrorBody = { code: 'INTERNAL_ERROR', message: httpMessages.internal };
    return c.json(body, 500);
  };
}

/** `app.notFound`: 404 `NOT_FOUND` for a route the API does not have. */
export const onNotFound: NotFoundHandler<AppEnv> = (c) => {
  const body: ErrorBody = { code: 'NOT_FOUND', message: httpMessages.notFound };
  return c.json(body, 404);
};
