/**
 * Which URLs the kiosk treats as its own: only `hifadhi://kiosk/…` exactly; every other scheme,
 * host, look-alike or trick is outside, so the window can never be navigated away.
 */
import { describe, expect, it } from 'vitest';
import { isInternalUrl, KIOSK_START_URL, kioskScheme } from './kiosk-origin';

describe('isInternalUrl', () => {
  it.each([
    'hifadhi://kiosk/',
    'hifadhi://kiosk/index.html',
    'hifadhi://kiosk/bookings/bk_123?q=HF-8K2Q#top',
    'hifadhi://kiosk/gate/v1/status',
  ])('lets the kiosk move to its own page %s', (url) => {
    expect(isInternalUrl(url)).toBe(true);
  });

  it.each([
    ['script URL', 'javascript:alert(1)'],
    ['script URL naming the kiosk', 'javascript://hifadhi://kiosk/%0aalert(1)'],
    ['local file', 'file:///etc/passwd'],
    ['data page', 'data:text/html,<script>alert(1)</script>'],
    ['blob page', 'blob:hifadhi://kiosk/5f1c'],
    ['web site', 'https://example.com/'],
    ['plain http', 'http://kiosk/'],
    ['the API itself', 'http://127.0.0.1:8787/api/v1/sync/changes'],
    ['look-alike host', 'hifadhi://kiosk.evil/'],
    ['look-alike host without slash', 'hifadhi://kiosk.evil'],
    ['another host of the scheme', 'hifadhi://evil/'],
    ['user info before the host', 'hifadhi://kiosk@evil/'],
    ['user info naming the kiosk', 'hifadhi://user:pass@kiosk/'],
    ['a port', 'hifadhi://kiosk:8080/'],
    ['upper-case scheme', 'HIFADHI://kiosk/'],
    ['upper-case host', 'hifadhi://KIOSK/'],
    ['leading space', ' hifadhi://kiosk/'],
    ['missing slashes', 'hifadhi:kiosk/'],
    ['backslash host trick', 'hifadhi://kiosk\\@evil/'],
    ['about:blank', 'about:blank'],
    ['empty', ''],
  ])('refuses a %s (%s)', (_name, url) => {
    expect(isInternalUrl(url)).toBe(false);
  });

  it('opens the window on an internal URL of a standard, secure, fetchable scheme', () => {
    expect(isInternalUrl(KIOSK_START_URL)).toBe(true);
    expect(kioskScheme).toEqual({
      scheme: 'hifadhi',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });
});
