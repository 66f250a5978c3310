import { defineConfig } from 'vitest/config';

/**
 * The `api` project: tests beside the code, on a real Postgres (`DATABASE_URL`, else a
 * throwaway embedded server started once by the global set-up); each file makes its own
 * database.
 */
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
