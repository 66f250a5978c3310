import { defineConfig } from 'vitest/config';

/** The `web` project: unit tests of the site's pure modules, beside the code. */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
  },
});
