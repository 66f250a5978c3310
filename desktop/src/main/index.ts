/**
 * The Electron main process of the gate kiosk, kept thin: it starts the gate service in-process,
 * answers the privileged `hifadhi://kiosk/` scheme with the service's `app.fetch` (the built
 * renderer and `/gate/v1` on one origin; no port is opened), and opens one locked-down window.
 * Everything with a decision in it lives in the small modules beside this file, tested in Node.
 *
 * One instance per machine (a second start focuses the first); data in `userData`; settings
 * from the environment (`gate-config-from-env.ts`); the service closed before quitting.
 * With UPDATE_URL set it updates itself from the conservancy's server (electron-updater's
 * generic provider) on the schedule of `update-schedule.ts`: checked at start and daily,
 * installed when the gate is idle.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, protocol, session } from 'electron';
import electronUpdater from 'electron-updater';
import { type GateService, startGateService } from '../gate/gate-service';
import { withKioskHeaders } from './content-security-policy';
import { kioskShellSettings } from './gate-config-from-env';
import { guardWebContents } from './guard-web-contents';
import { KIOSK_SCHEME, KIOSK_START_URL, kioskScheme } from './kiosk-origin';
import { kioskWindowOptions } from './kiosk-window-options';
import { isPermissionAllowed } from './permission-policy';
import {
  createUpdateSchedule,
  isGateActivity,
  type UpdateSchedule,
  type UpdateSettings,
  updateSettingsFromEnv,
} from './update-schedule';

const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const rendererDirectory = fileURLToPath(new URL('../renderer', import.meta.url));

protocol.registerSchemesAsPrivileged([kioskScheme]);
app.enableSandbox();

/** The gate service, starting or started (a first start registers and syncs before it is up). */
let gate: Promise<GateService> | undefined;
let window: BrowserWindow | undefined;
let closing = false;
let updates: UpdateSchedule | undefined;

/** How often the update schedule is looked at. */
const UPDATE_TICK_MS = 60_000;

const logDenied = (kind: string, url: string) =>
  console.warn(`Kiosk: refused ${kind} to ${url.slice(0, 200)}`);

function lockDownSession(): void {
  const { defaultSession } = session;
  defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    callback(isPermissionAllowed({ permission, requestingUrl: details.requestingUrl, mediaTypes }));
  });
  defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed({
      permission,
      requestingUrl: requestingOrigin,
      mediaTypes: details.mediaType ? [details.mediaType] : [],
    }),
  );
  defaultSession.setDevicePermissionHandler(() => false);
}

function openWindow(fullscreen: boolean): void {
  window = new BrowserWindow(kioskWindowOptions({ preloadPath, fullscreen }));
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => {
    window = undefined;
  });
  void window.loadURL(KIOSK_START_URL);
}

/** Closes the gate service (the replica and outbox are on disk), then installs and restarts. */
function installUpdate(): void {
  closing = true;
  const { autoUpdater } = electronUpdater;
  void (gate ?? Promise.resolve(undefined))
    .then((service) => service?.close())
    .catch((error: unknown) => console.error('Kiosk: closing the gate service failed', error))
    .finally(() => autoUpdater.quitAndInstall(true, true));
}

/** Follows the update schedule against the conservancy's server at `settings.url`. */
function keepUpdated(settings: UpdateSettings & { url: string }): void {
  const { autoUpdater } = electronUpdater;
  autoUpdater.setFeedURL({ provider: 'generic', url: settings.url });
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = false;
  const schedule = createUpdateSchedule(settings, Date.now());
  updates = schedule;
  autoUpdater.on('update-downloaded', () => schedule.noteDownloaded());
  autoUpdater.on('error', (error) => console.warn('Kiosk: update failed', error.message));
  const tick = () => {
    const now = Date.now();
    const action = schedule.next(now);
    if (action === 'check') {
      schedule.noteChecked(now);
      autoUpdater.checkForUpdates().catch(() => undefined);
    } else if (action === 'install' && !closing) {
      installUpdate();
    }
  };
  tick();
  setInterval(tick, UPDATE_TICK_MS);
}

/** Starts the service, answers the scheme with it (requests wait until it is up), opens the window. */
async function start(): Promise<void> {
  const settings = kioskShellSettings(process.env, app.getPath('userData'), rendererDirectory);
  const update = updateSettingsFromEnv(process.env);
  lockDownSession();
  const service = startGateService(settings.gate);
  gate = service;
  protocol.handle(KIOSK_SCHEME, async (request) => {
    if (isGateActivity(request.method, new URL(request.url).pathname)) {
      updates?.noteActivity(Date.now());
    }
    return withKioskHeaders(await (await service).app.fetch(request));
  });
  openWindow(settings.fullscreen);
  if (update.url !== null) keepUpdated({ ...update, url: update.url });
  await service;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, logDenied));
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (!gate || closing) return;
    event.preventDefault();
    closing = true;
    gate
      .then((service) => service.close())
      .catch((error: unknown) => console.error('Kiosk: closing the gate service failed', error))
      .finally(() => app.quit());
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Kiosk: could not start', error);
      app.exit(1);
    });
}
