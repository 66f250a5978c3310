/**
 * The staff application (the gate kiosk's renderer, also served at `/staff/`) starts light: its
 * initial JavaScript (the entry and the modules `index.html` preloads, gzip) is at most 300 KB,
 * and the back-office screens are not part of it: each feature folder's screens are a chunk of
 * the same build, beside the entry, loaded on demand (desktop/src/renderer/staff-screens.tsx).
 * Before the split the entry alone weighed 317 KB gzip.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeRouteWeight } from '../../web/scripts/home-route-weight';
import { buildKioskRenderer } from '../support/kiosk-stack';
import { repositoryRoot } from '../support/repository';

const STAFF_APP_INITIAL_BUDGET_BYTES = 300 * 1024;
const build = path.join(repositoryRoot, 'desktop', 'out', 'renderer');
/** Chunks of back-office screens, by the name of the module each is built from. */
const backOfficeChunks = [
  'members-admin',
  'catalogue-admin',
  'catalogue-settings-screens',
  'people-admin',
  'payments-admin',
  'users-admin',
  'bookings-admin',
  'ChartsPage',
];

beforeAll(() => {
  buildKioskRenderer();
});

describe('staff application weight', () => {
  it('loads at most 300 KB of gzip JavaScript before its first screen runs', () => {
    const weight = homeRouteWeight(build);
    expect(weight.files.length).toBeGreaterThan(0);
    expect(weight.totalGzipBytes).toBeLessThanOrEqual(STAFF_APP_INITIAL_BUDGET_BYTES);
  });

  it('keeps the back-office screens out of the initial download, as chunks of the same build', () => {
    const initial = homeRouteWeight(build).files.map((entry) => entry.file);
    const assets = readdirSync(path.join(build, 'assets'));
    const page = readFileSync(path.join(build, 'index.html'), 'utf8');
    for (const chunk of backOfficeChunks) {
      expect(assets.some((file) => file.startsWith(`${chunk}-`) && file.endsWith('.js'))).toBe(
        true,
      );
      expect(initial.some((file) => file.startsWith(`assets/${chunk}-`))).toBe(false);
      expect(page).not.toContain(`${chunk}-`);
    }
  });
});
