import { describe, expect, it } from 'vitest';
import { cardProviderOrigin, contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers of the built site (issue 11 item 7)', () => {
  it('allows only the site itself, and no framing', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('lets the card form go to the configured provider, else to the local simulator', () => {
    expect(
      cardProviderOrigin({ cardBaseUrl: 'https://portal.host.iveri.com/Lite/Authorise.aspx' }),
    ).toBe('https://portal.host.iveri.com');
    expect(cardProviderOrigin({})).toBe('http://127.0.0.1:8789');
    expect(cardProviderOrigin({ simulatorHost: '0.0.0.0', cardSimulatorPort: '41999' })).toBe(
      'http://0.0.0.0:41999',
    );
    expect(contentSecurityPolicy({ cardSimulatorPort: '41999' })).toContain(
      "form-action 'self' http://127.0.0.1:41999",
    );
  });

  it('sends nosniff, DENY framing and an origin-only referrer to other sites', () => {
    expect(securityHeaders({})).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
