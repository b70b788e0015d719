import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logTransport } from '@voltline/platform/log-output';
import type { ApiConfig } from './config';
import { fastifyTrustProxy } from './lib/trust-proxy';
import type { DevWeb } from './modules/pages/dev-vite';
import { errorsPlugin } from './plugins/errors';
import { badUrlHandler, clientErrorHandler, jsonObjectBodiesPlugin } from './plugins/malformed-requests';
import { securityHeadersHook } from './plugins/security-headers';
import { varyLanguagePlugin } from './plugins/vary-language';
import { healthRoutes } from './plugins/health';
import { infraPlugin } from './plugins/infra';
import { webPlugin } from './plugins/web';
import { compressionPlugin } from './plugins/compression';
import { ssrPlugin } from './modules/pages/ssr-plugin';
import { metricsPlugin } from './plugins/metrics';
import { opsRoutes } from './plugins/ops';
import { apiDocsRoutes } from './plugins/api-docs';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { sessionPlugin } from './plugins/session';
import { accountRoutes } from './modules/account/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { campaignLinkRoutes } from './modules/statistics/campaign-links';
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
 * Request ids: the incoming `x-request-id` when a load balancer gave one, else this process's
 * random prefix and a counter. Unique across processes and restarts, and cheaper than a UUID per
 * request on the hot paths.
 */
function requestIds(): (req: { headers: Record<string, string | string[] | undefined> }) => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : `${prefix}-${(next++).toString(36)}`;
  };
}

/**
 * Builds the whole API: external plugins, then app plugins, then feature modules. The server and
 * the tests both call this, so what is tested is what runs.
 *
 * Routes live in scopes that carry only the hooks they use (Fastify encapsulation; see
 * docs/decisions/0019-campaign-scale-serving.md): the root has no request hook at all; the statistics calls get
 * the API headers and nothing else; the cached public reads add compression; the other calls add
 * the session cookie; pages are a root route with their own fixed-bytes answers.
 */
export interface BuildOptions {
  /** Where the log lines go (standard output when unset); tests read them from here. */
  logStream?: { write(line: string): void };
  /** `npm run dev`: the web app from its sources through Vite (api/src/dev-server.ts passes it). */
  devWeb?: DevWeb;
}

export async function buildApp(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      base: { service: 'api' },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? {} : { transport: logTransport({ nodeEnv: config.NODE_ENV, pretty: config.LOG_PRETTY, isTTY: process.stdout.isTTY }) }),
    },
    // Access lines are written by the metrics plugin for slow answers and errors only: two lines
    // per answer were a fifth of a cached page's cost (docs/operations.md, "Logs").
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // Behind a load balancer the incoming id is kept, so one id follows a request through the logs.
    genReqId: requestIds(),
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

  // External plugins that only add parsers or watch routes being added: no per-request cost.
  await app.register(formbody);
  await app.register(jsonObjectBodiesPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Voltline site API', version: '1.0.0', description: 'The envelope and the status catalogue: docs/api.md of the repository.' },
      servers: [{ url: config.PUBLIC_URL }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, basic: { type: 'http', scheme: 'basic' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Development: Vite answers its modules and the web app's public files before any route.
  if (options.devWeb) await app.register(options.devWeb.plugin);

  // App plugins: decorations, the error handler, and hooks added per route as routes are made.
  await app.register(infraPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(rateLimitsPlugin, { nameSpace: `${config.QUEUE_PREFIX}:rate:` });

  // Statistics: the hottest calls of the site. API headers only: no cookie, no compression (the
  // answer is `{"state":1}`), no request decompression (a browser never compresses a body).
  await app.register(async (hot) => {
    hot.addHook('onRequest', securityHeadersHook('api'));
    await hot.register(statisticsRoutes);
  });
  // Public reads, cached by browsers and CDNs: compressed copies, no cookie.
  await app.register(
    async (reads) => {
      reads.addHook('onRequest', securityHeadersHook('api'));
      await reads.register(compressionPlugin);
      await reads.register(varyLanguagePlugin);
      await reads.register(siteRoutes);
      await reads.register(menuRoutes);
      await reads.register(searchRoutes);
      await reads.register(siteSearchRoutes);
      await reads.register(catalogRoutes);
      await reads.register(contentRoutes);
    },
    { prefix: '/api/front' },
  );
  // Everything else of the site's API: forms and accounts, with the session cookie.
  await app.register(
    async (front) => {
      front.addHook('onRequest', securityHeadersHook('api'));
      await front.register(compressionPlugin);
      await front.register(varyLanguagePlugin);
      await front.register(sessionPlugin);
      await front.register(newsletterRoutes);
      await front.register(accountRoutes);
      await front.register(campaignLinkRoutes);
      await front.register(warrantyRoutes);
      await front.register(contactRoutes);
      await front.register(testerRoutes);
      await front.register(reviewRoutes);
    },
    { prefix: '/api/front' },
  );
  await app.register(async (analysts) => {
    analysts.addHook('onRequest', securityHeadersHook('api'));
    await analysts.register(compressionPlugin);
    await analysts.register(analyticsRoutes, { prefix: '/api/analytics' });
  });
  await app.register(async (health) => {
    health.addHook('onRequest', securityHeadersHook('api'));
    await health.register(healthRoutes);
  });
  // Operators' and developers' pages, which ship inline scripts of their own.
  await app.register(async (tools) => {
    tools.addHook('onRequest', securityHeadersHook('tools'));
    await tools.register(compressionPlugin);
    await tools.register(apiDocsRoutes);
    await tools.register(opsRoutes);
  });
  const webDist = config.WEB_DIST ?? DEFAULT_WEB_DIST;
  // robots.txt, sitemaps, share images and the web app's files: explicit routes, before the pages.
  await app.register(async (files) => {
    files.addHook('onRequest', securityHeadersHook('page'));
    await files.register(compressionPlugin);
    await files.register(seoRoutes, { webRoot: webDist });
    // In development Vite serves web/public and the modules; an old build's files would only confuse.
    if (!options.devWeb) await files.register(webPlugin, { root: webDist });
  });
  // Pages: a root route whose answers carry their own headers (modules/pages/ssr-plugin.ts).
  await app.register(ssrPlugin, {
    webDist,
    serverDist: join(webDist, '..', 'dist-server'),
    publicUrl: config.PUBLIC_URL,
    freshMs: config.PAGE_FRESH_MS,
    dev: options.devWeb?.pages,
  });

  return app;
}
