/**
 * The Hono environment of every API route: the request id (`hono/request-id`) and a logger
 * already bound to it.
 */
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from 'pino';

export interface AppEnv {
  Variables: RequestIdVariables & { logger: Logger };
}
