/**
 * A TCP relay between a kiosk and the API on 127.0.0.1 that a test switches between the three
 * ways an uplink behaves: `forward` (bytes pass both ways), `hang` (connections are accepted
 * and requests swallowed, never answered: a dead mobile link), and `refuse` (every connection
 * is closed at once: the API stopped). Switching closes nothing in `hang`, so keep-alive
 * connections hang too.
 */
import net from 'node:net';
import { freePort } from '../../../../api/src/test/free-port';

export type UplinkMode = 'forward' | 'hang' | 'refuse';

export interface SwitchableUplink {
  /** `http://127.0.0.1:<port>/api/v1`: give it to the kiosk as its API. */
  apiBaseUrl: string;
  set(mode: UplinkMode): void;
  close(): Promise<void>;
}

/** Starts a relay to the API at `apiBaseUrl` (on 127.0.0.1), forwarding at first. */
export async function startSwitchableUplink(apiBaseUrl: string): Promise<SwitchableUplink> {
  const target = new URL(apiBaseUrl);
  const port = await freePort();
  let mode: UplinkMode = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    let upstream: net.Socket | null = null;
    client.on('data', (chunk) => {
      if (mode !== 'forward') return;
      if (!upstream) {
        const opened = net.connect(Number(target.port), target.hostname);
        track(opened);
        opened.on('data', (answer) => client.write(answer));
        opened.on('close', () => client.destroy());
        upstream = opened;
      }
      upstream.write(chunk);
    });
    client.on('close', () => upstream?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    apiBaseUrl: `http://127.0.0.1:${port}${target.pathname}`,
    set(next) {
      mode = next;
      if (next === 'refuse') for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
