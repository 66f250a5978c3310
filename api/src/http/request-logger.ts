/**
 * Middleware that gives each request a pino child logger carrying its request id (as
 * `c.var.logger`) and logs one structured line when the answer is ready: method, path,
 * status and duration in milliseconds.
 */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ request_id: c.var.requestId });
    c.set('logger', log);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
