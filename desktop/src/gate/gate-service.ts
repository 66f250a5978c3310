/**
 * The gate service: opens the replica, the receipt printer, the sync client and the sync loop
 * of one kiosk and builds the gate's Hono app over them. Browser mode (`serve.ts`) listens with
 * it; Electron's main process hands `app.fetch` to `protocol.handle`. When a registration code
 * is given and the kiosk is not registered, it registers (and syncs) on start; a refused or
 * unreachable registration is logged and the kiosk starts unregistered.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; k-contract.md.
 */
import path from 'node:path';
import type { Hono } from 'hono';
import packageJson from '../../package.json' with { type: 'json' };
import { printerFromEnv } from '../printing/printers';
import { createApiClient } from './api-client';
import { createGateApp } from './gate-app';
import { type GateStatus, gateStatus, registerKiosk } from './gate-status';
import { openReplicaDatabase } from './replica-database';
import { createSessionStore } from './session-store';
import { createSyncClient } from './sync-client';
import { createSyncLoop } from './sync-loop';

export type { GateStatus } from './gate-status';

/** Where the gate service finds the API, keeps its data and prints. */
export interface GateServiceConfig {
  /** The API's base URL, e.g. `http://127.0.0.1:8787/api/v1`. */
  apiBaseUrl: string;
  /** The kiosk's data directory (replica file; file-printer receipts under `receipts/`). */
  dataDirectory: string;
  /** `tcp://host:port` of an ESC/POS network printer; a file printer under the data directory when unset. */
  printerUrl?: string;
  /** The built renderer to serve (static files with SPA fallback); none when unset. */
  rendererDirectory?: string;
  /** A one-time registration code used on start when the kiosk is not registered yet. */
  registrationCode?: string;
  /** The kiosk's name given with the registration code; default "Gate kiosk". */
  deviceName?: string;
  /** Seconds between background syncs; default 15. */
  syncIntervalSeconds?: number;
  /** Milliseconds between heartbeats to the API; default 3,000 (sync-loop.ts). */
  heartbeatMs?: number;
  /** Time limit of a heartbeat, ms; default 2,000 (sync-client.ts). */
  probeTimeoutMs?: number;
  /** Time limit of one sync call (outbox batch, change page), ms; default 15,000. */
  syncCallTimeoutMs?: number;
  /** Time limit of the gate's other API calls (sign-in, lookups), ms; default 3,000. */
  apiTimeoutMs?: number;
  /** How long a scan waits for a lookup sync before it answers from the replica, ms; 800. */
  scanLookupWaitMs?: number;
  /** The kiosk app's version reported with every sync; default desktop/package.json's. */
  appVersion?: string;
  /** The clock (tests); defaults to the system clock. */
  now?: () => Date;
}

/** A running gate service. */
export interface GateService {
  app: Hono;
  status(): GateStatus;
  /** Stops the sync loop, waits for a running sync and closes the replica. */
  close(): Promise<void>;
}

/**
 * Starts the gate service for `config` (see the module comment).
 * @throws PrinterConfigError when `printerUrl` is not `tcp://host:port`; Error when the
 *   replica's schema is newer than this code.
 */
export async function startGateService(config: GateServiceConfig): Promise<GateService> {
  const now = config.now ?? (() => new Date());
  const printer = printerFromEnv({
    PRINTER_URL: config.printerUrl ?? '',
    DATA_DIR: config.dataDirectory,
  });
  const db = openReplicaDatabase(config.dataDirectory);
  const syncClient = createSyncClient({
    db,
    apiBaseUrl: config.apiBaseUrl,
    now,
    appVersion: config.appVersion ?? packageJson.version,
    ...(config.probeTimeoutMs ? { probeTimeoutMs: config.probeTimeoutMs } : {}),
    ...(config.syncCallTimeoutMs ? { callTimeoutMs: config.syncCallTimeoutMs } : {}),
  });
  const syncLoop = createSyncLoop({
    client: syncClient,
    ...(config.syncIntervalSeconds ? { intervalSeconds: config.syncIntervalSeconds } : {}),
    ...(config.heartbeatMs ? { heartbeatMs: config.heartbeatMs } : {}),
  });
  const deps = {
    db,
    api: createApiClient({
      apiBaseUrl: config.apiBaseUrl,
      ...(config.apiTimeoutMs ? { timeoutMs: config.apiTimeoutMs } : {}),
    }),
    ...(config.scanLookupWaitMs ? { scanLookupWaitMs: config.scanLookupWaitMs } : {}),
    printer,
    sessions: createSessionStore(now),
    syncClient,
    syncLoop,
    now,
    mpesaPushes: new Map<string, string>(),
    ...(config.rendererDirectory
      ? { rendererDirectory: path.resolve(config.rendererDirectory) }
      : {}),
  };
  if (config.registrationCode && !syncClient.status().registered) {
    await registerKiosk(deps, config.registrationCode, config.deviceName ?? 'Gate kiosk').catch(
      (error: Error) => console.error(`Registering the kiosk failed: ${error.message}`),
    );
  }
  syncLoop.start();
  let closed = false;
  return {
    app: createGateApp(deps),
    status: () => gateStatus(deps),
    async close() {
      if (closed) return;
      closed = true;
      await syncLoop.stop();
      db.close();
    },
  };
}
