import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace that has a `vitest.config.ts`. */
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
  },
});
