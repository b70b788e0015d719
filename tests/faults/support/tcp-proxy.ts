import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../../../scripts/services';
import { onCleanup } from './cleanup';

/**
 * A TCP proxy in the test process, in front of a server the test must not touch (the shared
 * Postgres): `cut()` closes its port and every connection through it, as if the server had gone
 * away; `blackHole()` keeps every connection open and accepts new ones but passes nothing on and
 * answers nothing, as a server behind a dropped network path or a frozen host does (only the
 * client's timeouts end a call); `restore()` passes traffic again, on the same port. The server
 * itself never notices.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  blackHole(): Promise<void>;
  restore(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let swallowing = false;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** Reads and drops what a client sends: its writes succeed, no answer ever comes. */
  const swallow = (socket: Socket) => {
    socket.unpipe();
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    socket.resume();
  };

  async function listen(onClient: (client: Socket) => void) {
    const listening = createServer(onClient);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    server = listening;
  }

  async function close() {
    const listening = server;
    server = undefined;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  }

  async function restore() {
    if (server && !swallowing) return;
    // Connections left over from the black hole are dropped: their callers have given up on them.
    for (const socket of sockets) socket.destroy();
    await close();
    swallowing = false;
    await listen((client) => {
      const upstream = createConnection(target);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.once('error', () => upstream.destroy());
      upstream.once('error', () => client.destroy());
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  }

  async function cut() {
    swallowing = false;
    for (const socket of sockets) socket.destroy();
    await close();
  }

  async function blackHole() {
    for (const socket of sockets) swallow(socket);
    await close();
    swallowing = true;
    await listen((client) => {
      track(client);
      client.on('error', () => undefined);
      swallow(client);
    });
  }

  await restore();
  onCleanup(cut);
  return { port, cut, blackHole, restore };
}
