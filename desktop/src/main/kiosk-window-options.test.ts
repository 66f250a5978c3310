/** The kiosk window: the renderer locked down whatever the window mode. */
import { describe, expect, it } from 'vitest';
import { kioskWindowOptions } from './kiosk-window-options';

describe('kioskWindowOptions', () => {
  it.each([false, true])('keeps the four security settings on (fullscreen %s)', (fullscreen) => {
    const options = kioskWindowOptions({ preloadPath: '/app/out/preload/index.cjs', fullscreen });
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
    expect(options.fullscreen).toBe(fullscreen);
    expect(options.kiosk).toBe(fullscreen);
  });

  it('opens at the gate screen size of 1280×800, no smaller than 1024 wide', () => {
    expect(kioskWindowOptions({ preloadPath: '/p.cjs', fullscreen: false })).toMatchObject({
      width: 1280,
      height: 800,
      minWidth: 1024,
      title: 'Hifadhi Gate',
    });
  });
});
