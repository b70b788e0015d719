import type { onRequestHookHandler } from 'fastify';
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
      // Fonts and styles from this site only: Bull Board's link to a public font host is taken
      // out (plugins/ops.ts), and nothing here may call a third party from an internal page.
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
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

/**
 * Browser features the site never uses, turned off for it and anything it embeds (helmet sets no
 * Permissions-Policy). The contact photo is picked with a file input, which needs no camera access.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const permissions: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };

/** The header sets, computed once: helmet's middleware run against a recording response. */
export const SECURITY_HEADERS = {
  /** Pages, files of the web app, robots and sitemaps: the strict document policy. */
  page: { ...headersOf(strict), ...permissions },
  /** The operator and API-docs pages, which ship inline scripts of their own. */
  tools: { ...headersOf(tools), ...permissions },
  /** JSON answers under /api/. */
  api: { ...headersOf(api), ...permissions },
} as const;

export type SecurityHeaderSet = keyof typeof SECURITY_HEADERS;

/**
 * The onRequest hook of one scope: its header set and the request id, which every answer carries
 * so an operator can find the request's log lines. Each scope of the app (app.ts) adds the hook of
 * its own kind, so no request pays for deciding by URL which set it gets.
 */
export function securityHeadersHook(kind: SecurityHeaderSet): onRequestHookHandler {
  const headers = SECURITY_HEADERS[kind];
  return (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  };
}

/** For answers given outside any scope (the not-found handler, undecodable URLs). */
export function securityHeadersFor(url: string): Record<string, string> {
  if (url.startsWith('/api/docs') || url.startsWith('/admin/')) return SECURITY_HEADERS.tools;
  return url.startsWith('/api/') ? SECURITY_HEADERS.api : SECURITY_HEADERS.page;
}
