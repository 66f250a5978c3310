/**
 * Which browser permissions the kiosk's renderer gets: the camera (`media`, video only) for the
 * ticket scanner, asked by the kiosk's own page; nothing else (no microphone, geolocation,
 * notifications, clipboard reads, HID/USB/serial, screen capture, external protocols, …).
 *
 * spec: ARCHITECTURE.md §The gate kiosk; k2 renderer (camera scanning where a camera exists).
 */
import { isInternalUrl, KIOSK_ORIGIN } from './kiosk-origin';

/** What Electron tells about a permission request or check (the fields the decision reads). */
export interface PermissionAsk {
  /** Electron's permission name, e.g. `media`, `geolocation`. */
  permission: string;
  /** The URL (request) or origin (check) of the frame asking. */
  requestingUrl: string | undefined;
  /** For `media`: the kinds asked (`video` = camera, `audio` = microphone). */
  mediaTypes: readonly string[];
}

/** True only for the camera asked by the kiosk's own page (see the module comment). */
export function isPermissionAllowed(ask: PermissionAsk): boolean {
  if (ask.permission !== 'media') return false;
  const asker = ask.requestingUrl;
  if (asker === undefined || !(asker === KIOSK_ORIGIN || isInternalUrl(asker))) return false;
  return ask.mediaTypes.length > 0 && ask.mediaTypes.every((type) => type === 'video');
}
