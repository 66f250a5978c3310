/**
 * Middleware that gives each request a pino child logger carrying its request id (as
 * `c.var.logger`) and logs one structured line when the answer is ready: method, the matched
 * route pattern (e.g. `/api/v1/payments/mpesa/callback/:token`, never the path itself, so the
 * STK callback's secret token and other ids in paths stay out of the logs; never the query
 * string), status and duration in milliseconds.
 *
 * Errors logged on that logger (`{ err }`) go through `safeErrorFields`: the error's type, its
 * message without the values it quotes, Postgres' code and constraint, and the stack frames;
 * never a failed query's parameters or a request body (names, phones, e-mails, password
 * hashes), which a database error's message and `detail` carry.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

/** Postgres error fields that name the failure but never a value. */
const postgresNameFields = [
  'code',
  'severity',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
] as const;

/**
 * `text` with every quoted value (not an apostrophe), `key=(value)` detail, e-mail address and
 * run of 9 or more digits (a phone number) replaced by `…`.
 */
function withoutValues(text: string): string {
  return text
    .replace(/"[^"\n]*"/g, '"…"')
    .replace(/(^|[^\p{L}\p{N}])'[^'\n]*'/gu, "$1'…'")
    .replace(/=\([^\n]*?\)/g, '=(…)')
    .replace(/[^\s"'<>(),;]+@[^\s"'<>(),;]+/g, '…@…')
    .replace(/\+?\d[\d ]{7,}\d/g, '…');
}

/**
 * The fields of `error` that may be logged (see the module comment). A DrizzleQueryError keeps
 * its SQL (placeholders only) and loses its parameters; its cause is made safe the same way.
 */
export function safeErrorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  const fields: Record<string, unknown> = { type };
  if (error instanceof DrizzleQueryError) {
    fields.message = `Failed query: ${error.query}`;
  } else {
    fields.message = withoutValues(error.message);
  }
  const record = error as unknown as Record<string, unknown>;
  for (const name of postgresNameFields) {
    if (typeof record[name] === 'string') fields[name] = record[name];
  }
  fields.stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (error.cause !== undefined && depth < 3)
    fields.cause = safeErrorFields(error.cause, depth + 1);
  return fields;
}

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child(
      { request_id: c.var.requestId },
      { serializers: { err: (error: unknown) => safeErrorFields(error) } },
    );
    c.set('logger', log);
    await next();
    log.info(
      {
        method: c.req.method,
        route: routePath(c),
        status: c.res.status,
        duration_ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
