/**
 * Global set-up of the journeys: builds the public site once, since every journey serves the
 * built site with `vite preview`; waits for Debian's Chromium if its installation is still
 * running. The site is built into a directory of this run's own (`SITE_DIST_DIR`, which
 * stack.ts serves), so another build of `web/dist` meanwhile (`npm start`, a second test run)
 * cannot empty it under a journey; a copy goes to `web/dist` for the route-weight budget.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM } from './browser';
import { repositoryRoot } from './repository';

const INSTALL_LOG = '/tmp/chromium-install.log';

async function waitForChromium(): Promise<void> {
  for (let waited = 0; waited < 600; waited += 5) {
    if (existsSync(CHROMIUM)) return;
    const log = existsSync(INSTALL_LOG) ? readFileSync(INSTALL_LOG, 'utf8').trim() : '';
    if (log.endsWith('done') && existsSync(CHROMIUM)) return;
    await sleep(5000);
  }
  throw new Error(`Chromium is not installed at ${CHROMIUM}`);
}

export default async function setup(): Promise<() => void> {
  const siteDirectory = mkdtempSync(path.join(tmpdir(), 'hifadhi-site-'));
  const build = spawnSync(
    process.execPath,
    [
      path.join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      siteDirectory,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: path.join(repositoryRoot, 'web'),
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('vite build of the public site failed');
  const webDist = path.join(repositoryRoot, 'web', 'dist');
  rmSync(webDist, { recursive: true, force: true });
  cpSync(siteDirectory, webDist, { recursive: true });
  // Workers start after the set-up and inherit its environment.
  process.env.SITE_DIST_DIR = siteDirectory;
  await waitForChromium();
  return () => rmSync(siteDirectory, { recursive: true, force: true });
}
