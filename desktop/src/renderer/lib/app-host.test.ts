import { describe, expect, it } from 'vitest';
import { appHostOf } from './app-host';

describe('which host serves the app', () => {
  it('is the web host under /staff, with /staff as the router base', () => {
    for (const pathname of ['/staff', '/staff/', '/staff/bookings', '/staff/booking/BK-1']) {
      expect(appHostOf(pathname), pathname).toEqual({ kind: 'web', basename: '/staff' });
    }
  });

  it('is the kiosk anywhere else (the gate service and Electron serve it at /)', () => {
    for (const pathname of ['/', '/index.html', '/staffroom', '/gate']) {
      expect(appHostOf(pathname), pathname).toEqual({ kind: 'kiosk' });
    }
  });
});
