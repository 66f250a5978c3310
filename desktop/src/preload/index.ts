/**
 * The kiosk window's preload (sandboxed, context-isolated): exposes `window.kiosk` (see
 * `kiosk-bridge.ts`) and nothing more. `__KIOSK_VERSION__` is set at build time by
 * electron.vite.config.ts.
 */
import { contextBridge } from 'electron';
import { kioskBridge } from './kiosk-bridge';

declare const __KIOSK_VERSION__: string;

contextBridge.exposeInMainWorld('kiosk', kioskBridge(__KIOSK_VERSION__));
