/**
 * electron-vite build of the gate kiosk (`npx electron-vite build` in desktop/): the main
 * process, the preload and the renderer into out/{main,preload,renderer}.
 *
 * - main: ESM (`out/main/index.js`); package dependencies stay external (installed beside the
 *   app by electron-builder; better-sqlite3 is native), except the workspace package
 *   `@hifadhi/shared`, whose exports are TypeScript sources and must be bundled.
 * - preload: CommonJS (`out/preload/index.cjs`), as a sandboxed preload must be, with the app's
 *   version compiled in.
 * - renderer: the renderer's own Vite config (vite.renderer.config.ts), unchanged.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './vite.renderer.config';

const desktopDirectory = import.meta.dirname;
const { version } = JSON.parse(
  readFileSync(path.join(desktopDirectory, 'package.json'), 'utf8'),
) as { version: string };

export default defineConfig({
  main: {
    build: {
      outDir: path.join(desktopDirectory, 'out/main'),
      externalizeDeps: { exclude: ['@hifadhi/shared'] },
      rolldownOptions: { input: { index: path.join(desktopDirectory, 'src/main/index.ts') } },
    },
  },
  preload: {
    define: { __KIOSK_VERSION__: JSON.stringify(version) },
    build: {
      outDir: path.join(desktopDirectory, 'out/preload'),
      rolldownOptions: {
        input: { index: path.join(desktopDirectory, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
});
