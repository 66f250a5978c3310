/**
 * `GET /docs`: a browsable reference of the API built from its OpenAPI document
 * (`/openapi.json`), with Swagger UI served by the API itself from the installed
 * `swagger-ui-dist` package, so it works offline (no CDN). The page's Content-Security-Policy
 * lets it load only the API's own scripts, styles, images and document, with no inline script
 * (the start-up script is `init.js`), and be framed by no one.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRouter } from '../http/create-router';

const swaggerUiDirectory = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The only files of swagger-ui-dist the page needs, with their content types. */
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The reference page's policy: what Swagger UI needs from the API itself, nothing more. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function page(basePath: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Hifadhi API reference</title>
    <link rel="icon" type="image/png" href="${basePath}/docs/favicon-32x32.png">
    <link rel="stylesheet" href="${basePath}/docs/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${basePath}/docs/swagger-ui-bundle.js"></script>
    <script src="${basePath}/docs/init.js"></script>
  </body>
</html>
`;
}

function initScript(basePath: string): string {
  return `window.ui = SwaggerUIBundle({ url: '${basePath}/openapi.json', dom_id: '#swagger-ui' });\n`;
}

/** The docs router; `basePath` is where the API is mounted (`/api/v1`). */
export function docsRoutes(basePath: string) {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  const load = async (file: string) => {
    const cached = cache.get(file);
    if (cached) return cached;
    const content = new Uint8Array(await readFile(path.join(swaggerUiDirectory, file)));
    cache.set(file, content);
    return content;
  };
  return createRouter()
    .get('/docs', (c) =>
      c.html(page(basePath), 200, { 'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY }),
    )
    .get('/docs/init.js', (c) =>
      c.body(initScript(basePath), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/docs/:file', async (c, next) => {
      const file = c.req.param('file');
      const contentType = assets[file];
      if (!contentType) return next();
      return c.body(await load(file), 200, {
        'Content-Type': contentType,
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
