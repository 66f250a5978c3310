/**
 * The `defaultHook` of every `OpenAPIHono` router: a request that fails its zod schema is
 * thrown to the one error path (`on-error.ts`), which answers 400 `VALIDATION_FAILED`.
 */
import type { Hook } from '@hono/zod-openapi';

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every route, whatever its schemas and environment.
export const throwValidationFailure: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw result.error;
};
