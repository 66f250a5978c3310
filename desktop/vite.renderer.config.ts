/**
 * Vite set-up of the staff application (the gate kiosk's renderer): a plain React app built
 * from `src/renderer` into `out/renderer` with relative asset paths (`base: './'`), so one build
 * is served at `/` by the gate service on 127.0.0.1 and by Electron on its custom scheme, and at
 * `/staff/` by the API (the app picks its router base at run time, `lib/app-host.ts`). The app's
 * version is compiled in as `__APP_VERSION__`. Free of Electron: `electron.vite.config.ts`
 * reuses `rendererConfig` for its renderer section. `vite` (dev) proxies `/gate` and `/api` to the gate
 * service at `KIOSK_URL` (default http://127.0.0.1:5174).
 *
 * spec: ARCHITECTURE.md §The gate kiosk (one HTTP interface, any browser).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const desktopDirectory = import.meta.dirname;
const kioskUrl = process.env.KIOSK_URL ?? 'http://127.0.0.1:5174';
const { version } = JSON.parse(
  readFileSync(path.join(desktopDirectory, 'package.json'), 'utf8'),
) as { version: string };

/** The renderer's Vite config (root, output, plugins, version), shared with electron-vite. */
export const rendererConfig: UserConfig = {
  root: path.join(desktopDirectory, 'src/renderer'),
  base: './',
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/gate': { target: kioskUrl, changeOrigin: true },
      '/api': { target: kioskUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: path.join(desktopDirectory, 'out/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React and the router change only on an upgrade: one chunk of their own keeps its
        // cached copy through the app's releases and the entry under Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(rendererConfig);
