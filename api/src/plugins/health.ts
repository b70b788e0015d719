import type { FastifyPluginAsync } from 'fastify';
import { Gauge } from 'prom-client';

/** Liveness says the process answers; readiness checks Postgres and Redis for the load balancer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  const checks = async () => {
    const [postgres, redis] = await Promise.all([
      withTimeout(app.db.$queryRaw`SELECT 1`.then(() => 'ok' as const)),
      withTimeout(app.redis.ping().then(() => 'ok' as const)),
    ]);
    return { ready: postgres === 'ok' && redis === 'ok', checks: { postgres, redis } };
  };

  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, checks: found } = await checks();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: found });
  });

  // The same answer for Prometheus (alert ProcessNotReady; the workers export one too).
  new Gauge({
    name: 'health_ready',
    help: 'Whether /health/ready answers ready (1) or not (0): Postgres and Redis answer',
    registers: [app.metrics.registry],
    // Several api processes (cluster.ts): ready only when every one is.
    aggregator: 'min',
    async collect() {
      this.set((await checks()).ready ? 1 : 0);
    },
  });
};

async function withTimeout(check: Promise<'ok'>, ms = 1_000): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([check, new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), ms)))]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
