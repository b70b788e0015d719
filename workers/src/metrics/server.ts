import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The workers' own HTTP server, for Prometheus and the orchestrator (docs/operations.md,
 * "Metrics" and "Health"): GET /metrics, /health/live (the process answers) and /health/ready
 * (503 with the dependencies `notReady` names, 200 when it names none). A few fixed routes on
 * node:http: the workers have no web framework and need none for this.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  registry: Registry;
  notReady: () => Promise<string[]>;
}): Promise<MetricsServer> {
  const { registry, notReady } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed\n');
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => send(200, registry.contentType, text),
        (error: unknown) => send(500, 'text/plain', `metrics failed: ${(error as Error).message}\n`),
      );
    } else if (path === '/health/live') {
      send(200, 'application/json', '{"status":"live"}');
    } else if (path === '/health/ready') {
      notReady().then(
        (down) =>
          send(down.length === 0 ? 200 : 503, 'application/json', JSON.stringify(down.length === 0 ? { status: 'ready' } : { status: 'not ready', down })),
        (error: unknown) => send(503, 'application/json', JSON.stringify({ status: 'not ready', error: (error as Error).message })),
      );
    } else {
      send(404, 'text/plain', 'not found\n');
    }
  });
  // A scrape is one short request; idle keep-alive sockets must not hold up the shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      // A message an operator can act on: which setting, which port.
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`WORKERS_METRICS_PORT=${options.port} is in use on ${options.host}: set another port, or 0 for a free one`)
          : error,
      ),
    );
    server.listen(options.port, options.host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
