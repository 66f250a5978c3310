import { describe, expect, it } from 'vitest';
import { DOCS_CONTENT_SECURITY_POLICY } from '../docs/docs-routes';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

describe('security headers', () => {
  const database = useTestDatabase({ seed: false });

  it('sends nosniff, no framing, no referrer and a load-nothing policy on every JSON answer', async () => {
    const { app } = createTestApp(database.db);
    const answers = [
      await app.request('/api/v1/health'),
      await app.request('/api/v1/nowhere'),
      await app.request('/api/v1/public/bookings', { method: 'POST', body: '[' }),
      await app.request('/api/v1/openapi.json'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
      expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(answer.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  it("gives the reference page its own policy: the API's scripts and styles only, no framing", async () => {
    const { app } = createTestApp(database.db);
    const page = await app.request('/api/v1/docs');
    const policy = page.headers.get('Content-Security-Policy');
    expect(policy).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await page.text()).not.toMatch(/<script>|<style>|style=/);
  });
});
