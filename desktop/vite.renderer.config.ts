/**
 * Vite set-up of the gate kiosk's renderer: a plain React app built from `src/renderer` into
 * `out/renderer` with relative asset paths (`base: './'`), so the gate service can serve it on
 * 127.0.0.1 and Electron on its custom scheme alike. Free of Electron: `electron.vite.config.ts`
 * reuses `rendererConfig` for its renderer section. `vite` (dev) proxies `/gate` to the gate
 * service at `KIOSK_URL` (default http://127.0.0.1:5174).
 *
 * spec: ARCHITECTURE.md §The gate kiosk (one HTTP interface, any browser).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const desktopDirectory = import.meta.dirname;
const kioskUrl = process.env.KIOSK_URL ?? 'http://127.0.0.1:5174';

/** The renderer's Vite config (root, output, plugins), shared with electron-vite. */
export const rendererConfig: UserConfig = {
  root: path.join(desktopDirectory, 'src/renderer'),
  base: './',
  plugins: [react()],
  server: { host: '127.0.0.1', proxy: { '/gate': { target: kioskUrl, changeOrigin: true } } },
  build: {
    outDir: path.join(desktopDirectory, 'out/renderer'),
    emptyOutDir: true,
    target: 'es2022',
  },
};

export default defineConfig(rendererConfig);
