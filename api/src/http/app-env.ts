/**
 * The Hono environment of every API route: the request id (`hono/request-id`), a logger
 * already bound to it, and the client's address (`auth/client-address.ts`).
 */
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from 'pino';

export interface AppEnv {
  Variables: RequestIdVariables & { logger: Logger; client_address: string };
}
