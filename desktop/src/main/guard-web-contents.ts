/**
 * The navigation guard every web contents of the kiosk gets (the window's, and any other that
 * appears, through `web-contents-created`): it may only move within `hifadhi://kiosk/`; a
 * navigation or redirect anywhere else is stopped, new windows are always refused, and
 * `<webview>` tags are never attached.
 *
 * Links to other sites are not opened in the system browser either: a gate kiosk has no
 * business leaving the app, and the renderer links nowhere outside it.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import type { WebContents } from 'electron';
import { isInternalUrl } from './kiosk-origin';

/** Called with each refused URL (the main process logs it). */
export type DeniedNavigation = (kind: 'navigation' | 'redirect' | 'window', url: string) => void;

/** Attaches the guard to `contents` (see the module comment). */
export function guardWebContents(contents: WebContents, denied: DeniedNavigation): void {
  contents.on('will-navigate', (event) => {
    if (isInternalUrl(event.url)) return;
    event.preventDefault();
    denied('navigation', event.url);
  });
  contents.on('will-redirect', (event) => {
    if (isInternalUrl(event.url)) return;
    event.preventDefault();
    denied('redirect', event.url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    denied('window', url);
    return { action: 'deny' };
  });
}
