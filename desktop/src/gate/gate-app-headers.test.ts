/**
 * The gate service in browser mode answers with the kiosk's security headers (as the Electron
 * shell adds them) and a malformed address with 400, never 500.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_CONTENT_SECURITY_POLICY } from '../main/content-security-policy';
import { MALFORMED_ADDRESS } from './gate-app';
import { startKiosk, type TestKiosk, unreachableApi } from './test/gate-kiosk';

let kiosk: TestKiosk;
let dataDirectory: string;

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), 'hifadhi-gate-headers-'));
  // A built renderer to serve: its files are looked up by the decoded address.
  const rendererDirectory = path.join(dataDirectory, 'renderer');
  mkdirSync(rendererDirectory);
  writeFileSync(path.join(rendererDirectory, 'index.html'), '<!doctype html><title>Kiosk</title>');
  kiosk = await startKiosk(await unreachableApi(), dataDirectory, { rendererDirectory });
});

afterAll(async () => {
  await kiosk?.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe('the gate service over HTTP', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy on every answer', async () => {
    for (const address of ['/gate/v1/status', '/gate/v1/nothing-here', '/some/page', '/']) {
      const response = await kiosk.service.app.request(address);
      expect(response.headers.get('Content-Security-Policy')).toBe(KIOSK_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });

  it('answers a malformed address with 400 in the one error shape', async () => {
    for (const address of ['/%', '/gate/v1/bookings/%E0%A4%A', '/%zz']) {
      const response = await kiosk.service.app.request(`http://127.0.0.1${address}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: MALFORMED_ADDRESS,
      });
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});
