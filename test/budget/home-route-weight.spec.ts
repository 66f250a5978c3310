/**
 * The home route stays light on a phone: its initial JavaScript (entry and preloaded
 * modules of the built site, gzip) is at most 120 KB, and the booking steps are not part of
 * it (they load on demand).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_ROUTE_BUDGET_BYTES, homeRouteWeight } from '../../web/scripts/home-route-weight';
import { repositoryRoot } from '../support/repository';

const dist = path.join(repositoryRoot, 'web', 'dist');

describe('home route weight', () => {
  it('loads at most 120 KB of gzip JavaScript before the home page runs', () => {
    const weight = homeRouteWeight(dist);
    expect(weight.files.length).toBeGreaterThan(0);
    expect(weight.totalGzipBytes).toBeLessThanOrEqual(HOME_ROUTE_BUDGET_BYTES);
  });

  it('leaves the booking steps and the payment page out of the initial download', () => {
    const initial = homeRouteWeight(dist).files.map((entry) => entry.file);
    const assets = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(existsSync(dist)).toBe(true);
    for (const page of ['ReservationPage', 'PaymentPage', 'BookingInformationForm']) {
      expect(initial.some((file) => file.includes(page))).toBe(false);
      expect(assets).not.toContain(page);
    }
  });
});
