import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * Security headers from helmet, computed once at start-up rather than per request (the Fastify
 * wrapper rebuilds them for every request, a measurable cost on the statistics path). Pages get a
 * strict policy; the operator and API-docs pages, which ship inline scripts, a relaxed one; JSON
 * answers under /api/ the short set OWASP's REST cheat sheet asks for (a document policy means
 * nothing to JSON, and every header is written and checked again on the hottest path).
 */
const strict: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

const tools: HelmetOptions = {
  ...strict,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => undefined);
  return headers;
}

const api: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

export const securityHeadersPlugin = fp(async (app) => {
  const appHeaders = headersOf(strict);
  const toolHeaders = headersOf(tools);
  const apiHeaders = headersOf(api);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.startsWith('/api/docs') || url.startsWith('/admin/')) reply.headers(toolHeaders);
    else if (url.startsWith('/api/')) reply.headers(apiHeaders);
    else reply.headers(appHeaders);
    done();
  });
});
