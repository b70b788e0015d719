import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../../../scripts/services';
import { onCleanup } from './cleanup';

/**
 * A TCP proxy in the test process, in front of a server the test must not touch (the shared
 * Postgres): `cut()` closes its port and every connection through it, as if the server had gone
 * away; `restore()` listens again on the same port. The server itself never notices.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  async function restore() {
    if (server) return;
    const listening = createServer((client) => {
      const upstream = createConnection(target);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.once('error', () => upstream.destroy());
      upstream.once('error', () => client.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    server = listening;
  }

  async function cut() {
    const listening = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  }

  await restore();
  onCleanup(cut);
  return { port, cut, restore };
}
