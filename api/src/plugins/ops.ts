import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@voltline/contracts';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { QUEUES } from '@voltline/contracts/jobs';
import { metricsReader } from '../lib/cluster-metrics';
import { redactForDisplay } from '../lib/redact';
import { crossSiteTest } from '../lib/same-origin';
import { fail } from '../lib/envelope';
import { requireOperator } from './operator-auth';

/** A `<link>` to another host (Bull Board's fonts), with the line break after it. */
const OUTSIDE_LINK = /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>\s*/g;

/** Methods that change nothing: Bull Board reads with GET, and changes queues with POST, PUT and DELETE. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Bull Board's changes (add, retry, clean, pause a queue...) must come from the site's own pages.
 * A browser sends the operator's cached Basic credentials with any request to the site, a form or
 * fetch of another site's page included, and Basic auth alone cannot tell them apart: such a
 * request is refused (603, HTTP 403, as the customer session routes refuse theirs) before it is
 * even authenticated. Answered here rather than thrown: Bull Board's plugin has an error handler
 * of its own.
 */
function refuseCrossSiteChanges(crossSite: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (READS.has(request.method) || !crossSite(request)) return;
    request.log.info({ origin: request.headers.origin, referer: request.headers.referer }, 'cross-site operator call refused');
    return fail(request, reply, Status.notSignedIn, 403);
  };
}

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
  // Before the credentials: another site's request is refused without counting as a guess.
  app.addHook('onRequest', refuseCrossSiteChanges(crossSiteTest(app.config.PUBLIC_URL, app.config.NODE_ENV === 'production')));
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
  // Bull Board's page links a stylesheet on a public font host: an operator's browser would call a
  // third party from an internal page. The link is taken out, so the page uses the system's
  // sans-serif and monospace fonts; the tools' CSP allows fonts and styles from this site only.
  app.addHook('onSend', async (_request, reply, payload) =>
    typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? payload.replace(OUTSIDE_LINK, '') : payload,
  );
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath('/admin/queues');
  createBullBoard({ queues: adapters, serverAdapter, options: { uiConfig: { boardTitle: 'Voltline queues' } } });
  await app.register(serverAdapter.registerPlugin(), { prefix: '/admin/queues' });
};
