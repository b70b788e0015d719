import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiConfig } from './config';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { errorsPlugin } from './plugins/errors';
import { badUrlHandler, clientErrorHandler, jsonObjectBodiesPlugin } from './plugins/malformed-requests';
import { securityHeadersPlugin } from './plugins/security-headers';
import { healthRoutes } from './plugins/health';
import { infraPlugin } from './plugins/infra';
import { webPlugin } from './plugins/web';
import { compressionPlugin } from './plugins/compression';
import { ssrPlugin } from './modules/pages/ssr-plugin';
import { metricsPlugin } from './plugins/metrics';
import { opsRoutes } from './plugins/ops';
import { runWithRequestId } from '@voltline/workers/outbox';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { sessionPlugin } from './plugins/session';
import { accountRoutes } from './modules/account/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { kanbanRoutes } from './modules/kanban/routes';
import { campaignLinkRoutes } from './modules/kanban/campaign-links';
import { menuRoutes } from './modules/menu/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { searchRoutes } from './modules/search/routes';
import { siteSearchRoutes } from './modules/search/site-search';
import { siteRoutes } from './modules/site/routes';
import { warrantyRoutes } from './modules/warranty/routes';
import { contactRoutes } from './modules/contact/routes';
import { testerRoutes } from './modules/tester/routes';
import { reviewRoutes } from './modules/review/routes';
import { seoRoutes } from './modules/seo/routes';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REQUEST_ID = /^[\w.-]{8,64}$/;

/**
 * Builds the whole API: external plugins, then app plugins, then feature modules. The server and
 * the tests both call this, so what is tested is what runs.
 */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'api' },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Behind a load balancer the incoming id is kept, so one id follows a request through the logs.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Fastify gives each plugin 10 s to start; on a busy two-core machine the api's start (tsx
    // compiling on the fly, the web build's server bundle loading) was seen to take longer, and the
    // process died at start. A minute still catches a plugin that never starts.
    pluginTimeout: 60_000,
    // Requests too broken for a route (undecodable paths, what Node's parser refuses) still get
    // an answer the client can read: see plugins/malformed-requests.ts.
    frameworkErrors: badUrlHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The handler runs in its request's scope: the jobs it writes to the outbox carry the request id
  // into the workers' logs (workers/src/outbox/request-scope.ts). Entered after the body is read,
  // where the handler's own asynchronous work begins.
  app.addHook('preHandler', (request, _reply, done) => runWithRequestId(request.id, done));

  // External plugins.
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(formbody);
  await app.register(jsonObjectBodiesPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Voltline site API', version: '1.0.0', description: 'The envelope and the status catalogue: docs/api.md of the repository.' },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // App plugins.
  await app.register(infraPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(rateLimitsPlugin, { nameSpace: `${config.QUEUE_PREFIX}:rate:` });
  await app.register(sessionPlugin);

  // Modules.
  await app.register(healthRoutes);
  await app.register(
    async (front) => {
      await front.register(siteRoutes);
      await front.register(menuRoutes);
      await front.register(searchRoutes);
      await front.register(newsletterRoutes);
      await front.register(accountRoutes);
      await front.register(kanbanRoutes);
      await front.register(campaignLinkRoutes);
      await front.register(warrantyRoutes);
      await front.register(contactRoutes);
      await front.register(catalogRoutes);
      await front.register(siteSearchRoutes);
      await front.register(testerRoutes);
      await front.register(reviewRoutes);
      await front.register(contentRoutes);
    },
    { prefix: '/api/front' },
  );
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(opsRoutes);
  const webDist = config.WEB_DIST ?? DEFAULT_WEB_DIST;
  // robots.txt, sitemaps and share images: explicit routes, before the web app's pages.
  await app.register(seoRoutes, { webRoot: webDist });
  await app.register(webPlugin, { root: webDist });
  await app.register(ssrPlugin, { webDist, serverDist: join(webDist, '..', 'dist-server'), publicUrl: config.PUBLIC_URL });

  return app;
}
