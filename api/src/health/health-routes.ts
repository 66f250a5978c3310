/**
 * `GET /health`: the API is up and its database answers. `database` says whether it runs on
 * the embedded Postgres or an external one; `version` is the API package's version.
 *
 * spec: api-contract.md §Health.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import packageJson from '../../package.json' with { type: 'json' };
import type { Database, DatabaseKind } from '../db/database';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';

const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['embedded', 'external']),
    version: z.string(),
  })
  .openapi('Health');

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Health'],
  summary: 'Liveness of the API and its database',
  responses: {
    200: {
      description: 'Up, database answering',
      content: { 'application/json': { schema: healthSchema } },
    },
    500: errorResponse('The database does not answer'),
  },
});

/** The health router; mount it under `/api/v1`. */
export function healthRoutes(deps: { db: Database; databaseKind: DatabaseKind }) {
  return createRouter().openapi(getHealth, async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json(
      { status: 'ok' as const, database: deps.databaseKind, version: packageJson.version },
      200,
    );
  });
}
