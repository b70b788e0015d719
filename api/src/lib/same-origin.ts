import type { FastifyRequest } from 'fastify';

/**
 * Whether a request was sent by another site's page: a cross-site form or fetch that a browser
 * sends with the credentials it holds for this site (a session cookie, cached Basic credentials).
 * Judged by Origin, or without one by Referer, against the site's own origin (PUBLIC_URL's);
 * with neither, by Sec-Fetch-Site, which a browser navigating cross-site still sends. A request
 * with none of the three is a non-browser client (curl, a script) and is not from another site:
 * a browser always sends Origin on a cross-site POST.
 *
 * Outside production the origin the browser addressed counts as the site's own too: the Vite dev
 * server proxies /api from another port without rewriting Host, and a cross-site page cannot
 * choose the Host header a browser sends.
 */
export function crossSiteTest(publicUrl: string, production: boolean): (request: FastifyRequest) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  const isOwn = (request: FastifyRequest, origin: string | undefined) =>
    origin === publicOrigin || (!production && origin !== undefined && request.headers.host !== undefined && originHost(origin) === request.headers.host);
  return (request) => {
    const { origin, referer } = request.headers;
    if (origin !== undefined) return !isOwn(request, origin);
    if (referer) return !isOwn(request, originOf(referer));
    const site = request.headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site';
  };
}

function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

function originHost(origin: string): string | undefined {
  return URL.canParse(origin) ? new URL(origin).host : undefined;
}
