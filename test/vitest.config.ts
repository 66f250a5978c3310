import { defineConfig } from 'vitest/config';

/**
 * The `journeys` project: browser journeys through the real stack (the API on a fresh
 * database, the built public site under `vite preview`, Debian's Chromium driven by
 * playwright-core). Files run one at a time: each starts its own stack, and the machine has
 * two cores.
 */
export default defineConfig({
  test: {
    name: 'journeys',
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
