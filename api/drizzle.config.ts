/**
 * drizzle-kit configuration: `npm run db:generate -w api` writes a new versioned migration
 * into `api/drizzle/` from the schema in `src/db/schema/`. No database is needed to generate.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
});
