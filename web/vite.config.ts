/**
 * Vite set-up of the public booking site: React, served on 127.0.0.1:`WEB_PORT` (5173) by
 * `vite` (dev) and `vite preview` (the built site), both proxying `/api` to the API at
 * `API_URL` (default http://127.0.0.1:8787), so the site and the API share one origin. The
 * built site is served with its security headers (src/lib/security-headers.ts), the card form
 * allowed to post to `CARD_BASE_URL` or the card simulator on `CARD_SIM_PORT`.
 *
 * spec: api-contract.md §Running (the public site on WEB_PORT, default 5173).
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { securityHeaders } from './src/lib/security-headers';

/**
 * Sets `headers` on every answer of `vite preview` — pages, assets and 404s alike (Vite's own
 * `preview.headers` skips the 404s). Not on the development server, whose inline scripts the
 * policy would block.
 */
function securityHeadersOnPreview(headers: Record<string, string>): Plugin {
  return {
    name: 'hifadhi-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8787';
const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
// X-Forwarded-For names the visitor, so the API's per-address limits (with the site's host in
// its TRUSTED_PROXIES, as `npm start` sets) count visitors, not the site.
// `/staff` is the staff application the API serves, where the Login sends staff users.
const proxy = {
  '/api': { target: apiUrl, changeOrigin: true, xfwd: true },
  '/staff': { target: apiUrl, changeOrigin: true, xfwd: true },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    securityHeadersOnPreview(
      securityHeaders({
        cardBaseUrl: process.env.CARD_BASE_URL,
        simulatorHost: process.env.HOST,
        cardSimulatorPort: process.env.CARD_SIM_PORT,
      }),
    ),
  ],
  server: { host, port, strictPort: true, proxy },
  preview: {
    host,
    port,
    strictPort: true,
    proxy,
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
