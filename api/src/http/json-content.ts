/**
 * Shorthands for OpenAPI route configs: a JSON response with its description, and a required
 * or optional JSON request body.
 */
import type { z } from '@hono/zod-openapi';

/** A JSON response of `schema`, for `responses: { 200: jsonContent(…) }`. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/**
 * A JSON body of `schema`, spread into `request: { ...jsonBody(…) }`. Optional
 * (`required` false): a request without a JSON content type reaches the handler as `{}`.
 */
export function jsonBody<T extends z.ZodType>(schema: T, required = true) {
  return { body: { content: { 'application/json': { schema } }, required } };
}
