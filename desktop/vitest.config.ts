import { defineConfig } from 'vitest/config';

/**
 * The `desktop` project. The gate sync tests run against the real API on Postgres, so the API's
 * global set-up (`DATABASE_URL`, else a throwaway embedded server) runs here too.
 */
export default defineConfig({
  test: {
    name: 'desktop',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../api/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
