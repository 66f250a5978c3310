/**
 * Serves a simulator's Hono app over real HTTP with `@hono/node-server` and hands back its URL
 * and a `close()` that stops it. Port 0 picks a free port.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** A simulator listening on `url` until `close()`. */
export interface RunningSimulator {
  /** Base URL, e.g. http://127.0.0.1:8788 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** The URL a simulator on `host`:`port` is reached at (a wildcard host reads as 127.0.0.1). */
export function simulatorUrl(host: string, port: number): string {
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${port}`;
}

/** Starts `fetchHandler` on `host`:`port` and resolves once it is listening. */
export function serveSimulator(
  fetchHandler: (request: Request) => Response | Promise<Response>,
  port: number,
  host: string,
  onClose: () => void = () => {},
): Promise<RunningSimulator> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: fetchHandler, port, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: simulatorUrl(host, info.port),
        close: () =>
          new Promise<void>((done) => {
            onClose();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    }) as Server;
    server.once('error', reject);
  });
}
