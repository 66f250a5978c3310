/**
 * The JavaScript a phone downloads before the home route can run: the built site's entry
 * script and the modules `index.html` preloads with it (other routes are split off with
 * `React.lazy` and load on demand), each gzip-compressed (level 9) as a server would send it.
 * Run after `vite build`:
 *
 *   node --import tsx web/scripts/home-route-weight.ts          # print the figures
 *   node --import tsx web/scripts/home-route-weight.ts --write  # and refresh docs/benchmarks.md
 *
 * `--write` replaces the "## Public site" section of docs/benchmarks.md (appending it when
 * absent) and leaves every other section as it is.
 *
 * Budget: the brief's 120 KB gzip for the home route's initial JavaScript.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchmarksDocPath, writeBenchmarksSection } from '../../scripts/benchmarks-doc';

/** The home route's initial JavaScript may weigh at most this many bytes, gzip. */
export const HOME_ROUTE_BUDGET_BYTES = 120 * 1024;

export interface RouteWeight {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * The entry and preloaded scripts of `distDirectory/index.html` (absolute `/…` or relative
 * `./…` paths, as the staff application's build has), raw and gzip sizes.
 */
export function homeRouteWeight(distDirectory: string): RouteWeight {
  const html = readFileSync(path.join(distDirectory, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\.?\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const files = scripts.map((file) => {
    const content = readFileSync(path.join(distDirectory, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    totalBytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
    totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The "## Public site" section of docs/benchmarks.md for `weight`. */
export function publicSiteSection(weight: RouteWeight, measuredOn: Date): string {
  const rows = weight.files
    .map((entry) => `| \`${entry.file}\` | ${kb(entry.bytes)} | ${kb(entry.gzipBytes)} |`)
    .join('\n');
  const verdict =
    weight.totalGzipBytes <= HOME_ROUTE_BUDGET_BYTES ? 'within budget' : '**over budget**';
  return `## Public site

Home route initial JavaScript (\`/index\`): the entry script and the modules \`index.html\`
preloads, as built by \`vite build\` (Vite 8, React 19, react-router 7); gzip level 9.
Every other route is split off with \`React.lazy\` and loads on demand. Measured
${measuredOn.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version},
with \`node --import tsx web/scripts/home-route-weight.ts --write\`; the journey
\`test/budget/home-route-weight.spec.ts\` fails when the budget is exceeded.

| file | raw | gzip |
|---|---|---|
${rows}
| **total** | **${kb(weight.totalBytes)}** | **${kb(weight.totalGzipBytes)}** |

Budget: 120 KB gzip — ${verdict}.
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const web = path.resolve(import.meta.dirname, '..');
  const weight = homeRouteWeight(path.join(web, 'dist'));
  const section = publicSiteSection(weight, new Date());
  console.log(section);
  if (process.argv.includes('--write')) {
    writeBenchmarksSection('Public site', section);
    console.log(`Wrote the Public site section of ${benchmarksDocPath}`);
  }
}
