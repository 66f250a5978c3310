/**
 * The Electron main process of the gate kiosk, kept thin: it starts the gate service in-process,
 * answers the privileged `hifadhi://kiosk/` scheme with the service's `app.fetch` (the built
 * renderer and `/gate/v1` on one origin; no port is opened), and opens one locked-down window.
 * Everything with a decision in it lives in the small modules beside this file, tested in Node.
 *
 * One instance per machine (a second start focuses the first); data in `userData`; settings
 * from the environment (`gate-config-from-env.ts`); the service closed before quitting.
 *
 * spec: ARCHITECTURE.md §The gate kiosk.
 */
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, protocol, session } from 'electron';
import { type GateService, startGateService } from '../gate/gate-service';
import { withKioskHeaders } from './content-security-policy';
import { kioskShellSettings } from './gate-config-from-env';
import { guardWebContents } from './guard-web-contents';
import { KIOSK_SCHEME, KIOSK_START_URL, kioskScheme } from './kiosk-origin';
import { kioskWindowOptions } from './kiosk-window-options';
import { isPermissionAllowed } from './permission-policy';

const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const rendererDirectory = fileURLToPath(new URL('../renderer', import.meta.url));

protocol.registerSchemesAsPrivileged([kioskScheme]);
app.enableSandbox();

/** The gate service, starting or started (a first start registers and syncs before it is up). */
let gate: Promise<GateService> | undefined;
let window: BrowserWindow | undefined;
let closing = false;

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

/** Starts the service, answers the scheme with it (requests wait until it is up), opens the window. */
async function start(): Promise<void> {
  const settings = kioskShellSettings(process.env, app.getPath('userData'), rendererDirectory);
  lockDownSession();
  const service = startGateService(settings.gate);
  gate = service;
  protocol.handle(KIOSK_SCHEME, async (request) =>
    withKioskHeaders(await (await service).app.fetch(request)),
  );
  openWindow(settings.fullscreen);
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
