/** The kiosk page may use the camera to scan tickets, and nothing else may be granted. */
import { describe, expect, it } from 'vitest';
import { isPermissionAllowed } from './permission-policy';

const page = 'hifadhi://kiosk/gate';

describe('isPermissionAllowed', () => {
  it('grants the camera to the kiosk page, asked by URL (request) or origin (check)', () => {
    expect(
      isPermissionAllowed({ permission: 'media', requestingUrl: page, mediaTypes: ['video'] }),
    ).toBe(true);
    expect(
      isPermissionAllowed({
        permission: 'media',
        requestingUrl: 'hifadhi://kiosk',
        mediaTypes: ['video'],
      }),
    ).toBe(true);
  });

  it.each([
    ['the microphone', page, ['audio']],
    ['camera with microphone', page, ['video', 'audio']],
    ['media of no stated kind', page, []],
    ['the camera for another site', 'https://example.com/', ['video']],
    ['the camera for a look-alike host', 'hifadhi://kiosk.evil/', ['video']],
    ['the camera for a look-alike origin', 'hifadhi://kiosk.evil', ['video']],
    ['the camera for an unknown asker', undefined, ['video']],
  ])('refuses %s', (_name, requestingUrl, mediaTypes) => {
    expect(isPermissionAllowed({ permission: 'media', requestingUrl, mediaTypes })).toBe(false);
  });

  it.each([
    'geolocation',
    'notifications',
    'clipboard-read',
    'display-capture',
    'openExternal',
    'hid',
    'usb',
    'serial',
    'fullscreen',
    'unknown',
  ])('refuses %s even to the kiosk page', (permission) => {
    expect(isPermissionAllowed({ permission, requestingUrl: page, mediaTypes: ['video'] })).toBe(
      false,
    );
  });
});
