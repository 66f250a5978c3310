/**
 * What the preload exposes to the renderer as `window.kiosk`: only that it runs inside the
 * Electron shell, and the shell's version. Nothing else is needed: the renderer speaks HTTP to
 * the gate service on its own origin (`/gate/v1`), exactly as it does in a browser, so there is
 * no IPC channel, no Node.js API and no file access to hand over — and none to abuse.
 *
 * spec: ARCHITECTURE.md §The gate kiosk (the preload exposes nothing but what the renderer needs).
 */

/** `window.kiosk` in the Electron shell (absent in a browser). */
export interface KioskBridge {
  readonly shell: 'electron';
  /** The kiosk app's version (desktop/package.json). */
  readonly version: string;
}

/** The frozen bridge object for `version`. */
export function kioskBridge(version: string): KioskBridge {
  return Object.freeze({ shell: 'electron', version });
}
