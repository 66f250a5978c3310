/**
 * The Electron kiosk's settings from its environment: the gate service's configuration (API,
 * printer, first-start registration) with the data directory Electron gives the app
 * (`app.getPath('userData')`) and the built renderer beside the main bundle, plus whether the
 * window is full-screen.
 *
 * Environment: API_URL (default http://127.0.0.1:8787/api/v1), PRINTER_URL (tcp://host:port of
 * an ESC/POS printer; unset = a file printer under the data directory), KIOSK_REGISTRATION_CODE
 * and KIOSK_NAME (register on first start), SYNC_INTERVAL_SECONDS (default 15),
 * KIOSK_FULLSCREEN (`1`/`true` = full-screen kiosk mode).
 *
 * spec: ARCHITECTURE.md §The gate kiosk; k1 brief addendum (`GateServiceConfig`).
 */
import type { GateServiceConfig } from '../gate/gate-service';

/** The API the kiosk syncs with when API_URL is unset (the developer's local API). */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787/api/v1';

/** Everything the main process reads from the environment. */
export interface KioskShellSettings {
  gate: GateServiceConfig;
  fullscreen: boolean;
}

const present = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

/**
 * Settings for `env`, keeping data in `userDataDirectory` and serving `rendererDirectory`.
 * @throws Error when SYNC_INTERVAL_SECONDS is not a positive number.
 */
export function kioskShellSettings(
  env: Readonly<Record<string, string | undefined>>,
  userDataDirectory: string,
  rendererDirectory: string,
): KioskShellSettings {
  const interval = present(env.SYNC_INTERVAL_SECONDS);
  const syncIntervalSeconds = interval === undefined ? undefined : Number(interval);
  if (syncIntervalSeconds !== undefined && !(syncIntervalSeconds > 0)) {
    throw new Error(
      `SYNC_INTERVAL_SECONDS must be a positive number of seconds, not "${interval}"`,
    );
  }
  const gate: GateServiceConfig = {
    apiBaseUrl: present(env.API_URL) ?? DEFAULT_API_URL,
    dataDirectory: userDataDirectory,
    rendererDirectory,
  };
  const printerUrl = present(env.PRINTER_URL);
  if (printerUrl) gate.printerUrl = printerUrl;
  const registrationCode = present(env.KIOSK_REGISTRATION_CODE);
  if (registrationCode) gate.registrationCode = registrationCode;
  const deviceName = present(env.KIOSK_NAME);
  if (deviceName) gate.deviceName = deviceName;
  if (syncIntervalSeconds !== undefined) gate.syncIntervalSeconds = syncIntervalSeconds;
  const fullscreen = ['1', 'true', 'yes'].includes(
    present(env.KIOSK_FULLSCREEN)?.toLowerCase() ?? '',
  );
  return { gate, fullscreen };
}
