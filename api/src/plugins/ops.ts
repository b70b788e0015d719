import type { FastifyPluginAsync } from 'fastify';
import basicAuth from '@fastify/basic-auth';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { timingSafeEqual } from 'node:crypto';
import { QUEUES } from '@voltline/workers/jobs';
import { metricsReader } from '../lib/cluster-metrics';
import { redactForDisplay } from '../lib/redact';
import { AttemptLimiter, FAILED_CREDENTIALS_LIMIT } from '../lib/limits';
import { fail } from '../lib/envelope';
import { Status } from '@voltline/contracts';

/**
 * Operator pages: Bull Board at /admin/queues and Prometheus at /metrics, both behind basic auth.
 * Off (404) when OPS_USER / OPS_PASSWORD are not set.
 */
export const opsRoutes: FastifyPluginAsync = async (app) => {
  const { OPS_USER: user, OPS_PASSWORD: password } = app.config;
  if (!user || !password) {
    app.log.info('OPS_USER/OPS_PASSWORD unset: /admin/queues and /metrics are off');
    return;
  }
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  const failures = new AttemptLimiter(app.redis, `${app.config.QUEUE_PREFIX}:rate:ops-auth`, FAILED_CREDENTIALS_LIMIT);
  await app.register(basicAuth, {
    authenticate: { realm: 'Voltline operations' },
    validate: async (u, p, request) => {
      // Both compared, always: no early exit that would time the user name.
      const ok = same(u, user) && same(p, password);
      if (!ok) {
        await failures.count(request.ip);
        throw new Error('unauthorized');
      }
    },
  });
  // Answered here rather than thrown: Bull Board's plugin has an error handler of its own.
  app.addHook('onRequest', async (request, reply) => {
    if ((await failures.held(request.ip)) >= FAILED_CREDENTIALS_LIMIT.max) return fail(request, reply, Status.tooManyAttempts, 429);
  });
  app.addHook('onRequest', app.basicAuth);

  const readMetrics = metricsReader(app.metrics.registry);
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    reply.type(app.metrics.registry.contentType);
    return readMetrics();
  });

  const adapters = Object.values(QUEUES).map((definition) => {
    const adapter = new BullMQAdapter(app.queues.get(definition));
    // Job payloads may hold tokens and addresses: show them redacted.
    adapter.setFormatter('data', redactForDisplay);
    adapter.setFormatter('returnValue', redactForDisplay);
    return adapter;
  });
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath('/admin/queues');
  createBullBoard({ queues: adapters, serverAdapter, options: { uiConfig: { boardTitle: 'Voltline queues' } } });
  await app.register(serverAdapter.registerPlugin(), { prefix: '/admin/queues' });
};
