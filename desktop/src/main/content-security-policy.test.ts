/** The renderer's policy and the headers put on every answer of the kiosk scheme. */
import { describe, expect, it } from 'vitest';
import { KIOSK_CONTENT_SECURITY_POLICY, withKioskHeaders } from './content-security-policy';

const directives = new Map(
  KIOSK_CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name!, sources];
  }),
);

describe('the kiosk Content-Security-Policy', () => {
  it('runs only the kiosk origin’s own scripts: nothing inline, nothing evaluated', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(KIOSK_CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(KIOSK_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('talks only to the gate service on its own origin, never the API or another site', () => {
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(KIOSK_CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*/);
  });

  it('shows QR images and the camera stream, and forbids plugins, frames and base changes', () => {
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:', 'mediastream:']);
    for (const name of ['object-src', 'frame-src', 'frame-ancestors', 'base-uri']) {
      expect(directives.get(name)).toEqual(["'none'"]);
    }
  });

  it('is put on each answer, keeping its status, body and own headers', async () => {
    const answer = withKioskHeaders(
      new Response('{"code":"OFFLINE"}', {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Content-Security-Policy': 'default-src *' },
      }),
    );
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('{"code":"OFFLINE"}');
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.headers.get('Content-Security-Policy')).toBe(KIOSK_CONTENT_SECURITY_POLICY);
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
