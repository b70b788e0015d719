import type { FastifyPluginAsync } from 'fastify';

/** Liveness says the process answers; readiness checks Postgres and Redis for the load balancer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [postgres, redis] = await Promise.all([
      withTimeout(app.db.$queryRaw`SELECT 1`.then(() => 'ok' as const)),
      withTimeout(app.redis.ping().then(() => 'ok' as const)),
    ]);
    const ready = postgres === 'ok' && redis === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: { postgres, redis } });
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
