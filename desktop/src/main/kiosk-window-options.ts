/**
 * The kiosk window's construction options: one window at the gate's usual 1280×800, fullscreen
 * (kiosk mode) when asked, and the renderer locked down — context isolation, the Chromium
 * sandbox, no Node.js in the page, web security on, no `<webview>`, and the small preload.
 *
 * spec: ARCHITECTURE.md §The gate kiosk (contextIsolation on, nodeIntegration off, sandbox on).
 */
import type { BrowserWindowConstructorOptions } from 'electron';

/** What the window needs from its surroundings. */
export interface KioskWindowSettings {
  /** Absolute path of the built preload script (`out/preload/index.cjs`). */
  preloadPath: string;
  /** Full-screen kiosk mode (no window frame, no way out but the app's own sign-out). */
  fullscreen: boolean;
}

/** The `BrowserWindow` options for `settings` (see the module comment). */
export function kioskWindowOptions(settings: KioskWindowSettings): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    title: 'Hifadhi Gate',
    backgroundColor: '#ffffff',
    show: false,
    autoHideMenuBar: true,
    fullscreen: settings.fullscreen,
    kiosk: settings.fullscreen,
    webPreferences: {
      preload: settings.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}
