/**
 * Browser-mode entry of the gate service: reads its settings from the environment, starts the
 * service and listens on HOST:KIOSK_PORT; closes the replica cleanly on SIGTERM/SIGINT.
 * Run: `node --import tsx desktop/src/gate/serve.ts`.
 *
 * Environment: API_URL (default http://127.0.0.1:8787/api/v1), KIOSK_PORT (5174),
 * HOST (127.0.0.1), KIOSK_DATA_DIR (.data/kiosk), PRINTER_URL (tcp://host:port; a file printer
 * under KIOSK_DATA_DIR/receipts when unset), KIOSK_REGISTRATION_CODE and KIOSK_NAME (register
 * on first start), SYNC_INTERVAL_SECONDS (15). The renderer is served from desktop/out/renderer
 * when it has been built.
 *
 * spec: ARCHITECTURE.md §The gate kiosk, §Running it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { startGateService } from './gate-service';

const env = process.env;
const rendererDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../out/renderer',
);
const port = Number(env.KIOSK_PORT || 5174);
const hostname = env.HOST || '127.0.0.1';

const service = await startGateService({
  apiBaseUrl: env.API_URL || 'http://127.0.0.1:8787/api/v1',
  dataDirectory: env.KIOSK_DATA_DIR || '.data/kiosk',
  ...(env.PRINTER_URL ? { printerUrl: env.PRINTER_URL } : {}),
  ...(existsSync(rendererDirectory) ? { rendererDirectory } : {}),
  ...(env.KIOSK_REGISTRATION_CODE ? { registrationCode: env.KIOSK_REGISTRATION_CODE } : {}),
  ...(env.KIOSK_NAME ? { deviceName: env.KIOSK_NAME } : {}),
  ...(env.SYNC_INTERVAL_SECONDS ? { syncIntervalSeconds: Number(env.SYNC_INTERVAL_SECONDS) } : {}),
});

const server = serve({ fetch: service.app.fetch, port, hostname }, (info) => {
  console.log(
    `Gate service on http://${hostname}:${info.port}/ (API ${env.API_URL || 'http://127.0.0.1:8787/api/v1'})`,
  );
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the gate service`);
  server.close();
  await service.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
