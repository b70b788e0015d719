import type { FastifyPluginAsync } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUES } from '@voltline/contracts/jobs';
import { metricsReader } from '../lib/cluster-metrics';
import { redactForDisplay } from '../lib/redact';
import { requireOperator } from './operator-auth';

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
  await requireOperator(app, { user, password });

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
