import { expect } from 'vitest';
import { createFaultDatabase, type FaultDatabase } from './database';
import { startApiProcess, type ApiProcess } from './processes';
import { startRedisServer } from './redis-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface ApiBehindProxy {
  api: ApiProcess;
  /** In front of the test's database: cut, black-hole and restore it. */
  proxy: TcpProxy;
  /** The database itself (its `url` bypasses the proxy, for the test's own checks). */
  database: FaultDatabase;
}

/**
 * An api process of its own, whose Postgres is reached through a proxy the test controls, with a
 * database and a Redis of its own; returned once /health/ready answers 200 (live is not ready: the
 * first connections may take a moment on a busy machine).
 */
export async function apiBehindPostgresProxy(env: Record<string, string>): Promise<ApiBehindProxy> {
  const [database, redis] = await Promise.all([createFaultDatabase(), startRedisServer()]);
  const server = new URL(database.url);
  const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  const api = await startApiProcess({ DATABASE_URL: viaProxy.toString(), REDIS_URL: redis.url, ...env });
  await expect.poll(async () => (await fetch(`${api.baseUrl}/health/ready`)).status, { timeout: 30_000, interval: 500 }).toBe(200);
  return { api, proxy, database };
}
