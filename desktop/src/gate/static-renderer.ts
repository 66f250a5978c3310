/**
 * Serving the built renderer from the gate service's origin: a file under the renderer
 * directory when it exists, else `index.html` (SPA fallback) — never for `/gate/` paths, and
 * never outside the directory.
 *
 * spec: k-contract.md (one origin for the renderer and `/gate/v1`).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** A GET handler serving `directory` (see the module comment); null answers mean "not found". */
export function rendererFiles(directory: string) {
  const root = path.resolve(directory);
  return async (c: Context): Promise<Response | null> => {
    const wanted = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, `.${wanted}`);
    const inside = file === root || file.startsWith(`${root}${path.sep}`);
    const chosen = inside && (await isFile(file)) ? file : path.join(root, 'index.html');
    if (!(await isFile(chosen))) return null;
    const type = contentTypes[path.extname(chosen).toLowerCase()] ?? 'application/octet-stream';
    return c.body(await readFile(chosen), 200, { 'Content-Type': type });
  };
}
