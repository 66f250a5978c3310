/**
 * Every route module builds its routes on `createRouter()`: an `OpenAPIHono` with the API's
 * environment whose request validation failures go to the one error path.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { throwValidationFailure } from './validation-hook';

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: throwValidationFailure });
}
