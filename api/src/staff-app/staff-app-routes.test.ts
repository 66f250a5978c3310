import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { STAFF_APP_CONTENT_SECURITY_POLICY } from './staff-app-routes';

const INDEX = '<!doctype html><html><head><title>x</title></head><body>staff app</body></html>';
/** The page as served: the app's base added, so relative assets resolve from any depth. */
const SERVED = INDEX.replace('<head>', '<head>\n    <base href="/staff/" />');
const SCRIPT = 'console.log("staff");';

describe('the staff application at /staff/', () => {
  const database = useTestDatabase({ seed: false });
  const build = mkdtempSync(path.join(tmpdir(), 'hifadhi-staff-app-'));
  const previous = process.env.STAFF_APP_DIR;
  let request: (address: string) => Promise<Response>;

  beforeAll(() => {
    mkdirSync(path.join(build, 'assets'));
    writeFileSync(path.join(build, 'index.html'), INDEX);
    writeFileSync(path.join(build, 'assets', 'index-abc.js'), SCRIPT);
    process.env.STAFF_APP_DIR = build;
    const { app } = createTestApp(database.db);
    request = async (address) => app.request(address);
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.STAFF_APP_DIR;
    else process.env.STAFF_APP_DIR = previous;
    rmSync(build, { recursive: true, force: true });
  });

  it('answers the app’s page at /staff/ with the staff policy and the API’s other headers', async () => {
    const response = await request('/staff/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(SERVED);
    expect(response.headers.get('Content-Security-Policy')).toBe(STAFF_APP_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers deep links with the app’s page (the app routes them)', async () => {
    for (const address of [
      '/staff/bookings',
      '/staff/booking/BK-1?tab=lines',
      '/staff/dashboard',
    ]) {
      const response = await request(address);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toBe(SERVED);
    }
  });

  it('answers the build’s files, and 404 in the error shape for an unknown one', async () => {
    const script = await request('/staff/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await script.text()).toBe(SCRIPT);

    const missing = await request('/staff/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends /staff to /staff/ and never serves files outside the build', async () => {
    const bare = await request('/staff');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('Location')).toBe('/staff/');
    const outside = await request('/staff/..%2f..%2fpackage.json');
    expect(outside.status).toBe(404);
  });

  it('leaves the API where it was', async () => {
    const health = await request('/api/v1/health');
    expect(health.headers.get('Content-Type')).toMatch(/json/);
  });
});
