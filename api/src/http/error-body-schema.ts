/**
 * The one error body as a zod schema, so every route's error answers appear in the OpenAPI
 * document: `{ code, message, messages?, fields? }`.
 *
 * spec: ARCHITECTURE.md §Errors.
 */
import { errorCodes } from '@hifadhi/shared/errors';
import { z } from '@hono/zod-openapi';

export const errorBodySchema = z
  .object({
    code: z.enum(errorCodes),
    message: z.string(),
    messages: z.array(z.string()).optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

/** An OpenAPI response entry answering the error body. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorBodySchema } } };
}
