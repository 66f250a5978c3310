/**
 * The built staff application (the desktop renderer, `desktop/out/renderer`) served at
 * `/staff/` for browsers: head office, tour-operator partners and rangers on phones. A file of
 * the build is answered as it is; any other address without a file extension is a screen of the
 * app (`/staff/bookings`, `/staff/booking/{booking_id}`) and gets `index.html` with
 * `<base href="/staff/">`, so the build's relative asset paths (`./assets/…`) resolve from any
 * depth; an unknown file (`/staff/assets/missing.js`) is the API's 404. The app calls `/api/v1` on the same origin. Its pages carry the Content-Security-Policy
 * of a built Vite app (scripts, styles and calls of this origin only, framed by no one); the
 * API's other security headers apply as to every answer.
 *
 * `STAFF_APP_DIR` names another build directory (default: the renderer build beside the API).
 *
 * spec: api-contract.md §Staff application; ARCHITECTURE.md §"The staff application: one app,
 * two hosts".
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** Where the API serves the staff application. */
export const STAFF_APP_PATH = '/staff';

/** The staff pages' policy: the app's own files and the API of this origin, nothing else. */
export const STAFF_APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The renderer build the API serves unless `STAFF_APP_DIR` names another. */
export function staffAppDirectory(): string {
  return path.resolve(
    process.env.STAFF_APP_DIR || path.join(import.meta.dirname, '../../../desktop/out/renderer'),
  );
}

/** True for a request path naming a file (its last segment has an extension). */
function namesFile(requestPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(requestPath.slice(requestPath.lastIndexOf('/') + 1));
}

/** The build's `index.html` with the app's base, or null when the app is not built. */
async function indexPage(directory: string): Promise<string | null> {
  const html = await readFile(path.join(directory, 'index.html'), 'utf8').catch(() => null);
  return html?.replace('<head>', `<head>\n    <base href="${STAFF_APP_PATH}/" />`) ?? null;
}

/**
 * The `/staff` router over the build in `directory` (see the module comment); mount it at
 * `STAFF_APP_PATH`. When the app is not built, its pages say so (503) instead of a blank page.
 */
export function staffAppRoutes(directory: string = staffAppDirectory()) {
  const unprefixed = (requestPath: string) => requestPath.slice(STAFF_APP_PATH.length) || '/';
  const files = serveStatic<AppEnv>({ root: directory, rewriteRequestPath: unprefixed });
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
        c.res.headers.set('Content-Security-Policy', STAFF_APP_CONTENT_SECURITY_POLICY);
      }
    })
    .get('/', (c) => c.redirect(`${STAFF_APP_PATH}/`, 301))
    .get('/*', async (c, next) => {
      if (namesFile(c.req.path)) return files(c, next);
      const page = await indexPage(directory);
      if (page === null) {
        return c.json(
          {
            code: 'NOT_FOUND',
            message: 'The staff application is not built: run `npm start` (or build the renderer).',
          },
          503,
        );
      }
      return c.html(page);
    });
}
