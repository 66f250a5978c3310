/**
 * Global set-up of the journeys: builds the public site once (`vite build` into `web/dist`),
 * since every journey serves the built site with `vite preview`; waits for Debian's Chromium
 * if its installation is still running.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

export default async function setup(): Promise<void> {
  const build = spawnSync(
    process.execPath,
    [path.join(repositoryRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(repositoryRoot, 'web'),
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('vite build of the public site failed');
  await waitForChromium();
}
