import fp from 'fastify-plugin';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { fastifyCookie } from '@fastify/cookie';
import { isApiPath } from '../../plugins/errors';
import { SECURITY_HEADERS } from '../../plugins/security-headers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLang, toLang } from '@voltline/locales/languages';
import { isSafeText } from '@voltline/contracts';
import type { DevPages, ServerEntry } from './types';
import { legacyCategoryLinks } from './legacy-links';
import { readRouterManifest } from './manifest';
import { siteRedirectLocation } from './site-redirect';
import { PageCache } from './page-cache';
import { makePageCopy, notModified, type PageCopy, type PageEncoding } from './page-copy';
import { makeUnavailablePages } from './unavailable-page';
import { STORE_RETRY_AFTER_SECONDS } from '../../lib/store-unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page of a GET request on the server (the not-found fallback calls it). */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
    /** Rendered pages of anonymous requests (cleared when content changes). */
    pageCache?: PageCache;
  }
}

/** The cookie the web app writes when a visitor is on a site (web/src/lib/site-store.ts). */
const SITE_COOKIE = 'vl_site';
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * How long after it expired a page's last copy still stands in for a render that fails because
 * the store is away (stale-if-error, RFC 5861): a day, as CDNs are told too.
 */
const PAGE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
/**
 * A CDN may keep a page as long as this process does (`PAGE_FRESH_MS`), serve it stale while it
 * fetches the next one (half as long again), and serve it for a day while this site answers errors.
 */
const pageCacheControl = (freshMs: number, graceMs: number) =>
  `public, max-age=0, s-maxage=${Math.ceil(freshMs / 1000)}, stale-while-revalidate=${Math.ceil(graceMs / 1000)}, stale-if-error=${PAGE_IF_ERROR_MS / 1000}`;
/** The strict document policy every page starts from; each copy adds its scripts' hashes. */
const PAGE_POLICY = SECURITY_HEADERS.page['content-security-policy'] ?? "script-src 'self'";
/** Every security header of a page but the policy, which is the copy's own. */
const PAGE_HEADERS = Object.fromEntries(Object.entries(SECURITY_HEADERS.page).filter(([name]) => name !== 'content-security-policy'));

/**
 * What rendering an address gives: a page (kept when it is a 200), a redirect, or nothing to show
 * because the render failed while reads were answered "store unavailable" (626, HTTP 503).
 */
type Rendered = { kind: 'page'; copy: PageCopy } | { kind: 'redirect'; status: number; location: string } | { kind: 'unavailable' };

/**
 * The pages' data comes from this same api, in process: no socket, no cookie (the server renders
 * every page as an anonymous visitor; the signed-in parts render in the browser). Each answer 503
 * (Postgres or Redis away, plugins/errors.ts) is counted: a render that failed while the count
 * rose failed because a store was away. A count, not a per-render context: an AsyncLocalStorage
 * would make Node 20 track every promise of the process, the statistics path's included.
 */
function inProcessFetch(app: FastifyInstance, onStoreAway: () => void) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: { accept: 'application/json' } });
    if (answer.statusCode === 503) onStoreAway();
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

/** The site a visitor chose earlier (cookie `vl_site`), read only for addresses without `?site=`. */
function rememberedSite(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? fastifyCookie.parse(header)[SITE_COOKIE] : undefined;
}

/**
 * Server rendering of every page of the web app (TanStack Router's SSR), with the site in the
 * address (`?site=`), and an in-memory cache of the rendered pages per address.
 *
 * - A page is rendered whole, then made into fixed bytes (page-copy.ts): identity, brotli and gzip
 *   bodies compressed once, a CSP with the hashes of its inline scripts, a strong ETag per
 *   encoding. Every anonymous visitor of a copy gets the same bytes, and `If-None-Match` gets 304.
 *   The HTML holds nothing personal (the api is called without the visitor's cookie).
 * - An address without `?site=` from a visitor whose site is remembered (cookie `vl_site`) is
 *   redirected to that site's address (302, private). Without the cookie it is the x-default page:
 *   the default site, `Vary: Cookie`.
 * - Redirects and 404s are decided by the route loaders; they are not kept.
 * - The route is registered at the root of the app with hooks of its own only (app.ts): no cookie
 *   parsing, session, compression or decompression runs for a page.
 */
export const ssrPlugin = fp<{ webDist: string; serverDist: string; publicUrl: string; freshMs: number; dev?: DevPages }>(
  async (app, { webDist, serverDist, publicUrl, freshMs, dev }) => {
    const entryFile = join(serverDist, 'entry-server.js');
    const manifestFile = join(webDist, '.vite', 'manifest.json');
    if (!dev && (!existsSync(entryFile) || !existsSync(manifestFile))) {
      app.log.warn({ entryFile, manifestFile }, 'web app is not built (npm run build): pages are not served');
      return;
    }
    // `npm run dev` renders from the sources through Vite (dev-vite.ts) and keeps no copy of a page.
    const entry = dev?.entry ?? ((await import(pathToFileURL(entryFile).href)) as ServerEntry);
    let storeAwayAnswers = 0;
    await entry.prepare({ apiFetch: inProcessFetch(app, () => storeAwayAnswers++) });
    const manifest = dev?.manifest ?? readRouterManifest(manifestFile);
    const policy = dev ? dev.policy(PAGE_POLICY) : PAGE_POLICY;
    // An expired copy is served half as long again while its successor renders.
    const graceMs = Math.round(freshMs / 2);
    const cache = new PageCache({ freshMs, graceMs, ifErrorMs: PAGE_IF_ERROR_MS }, PAGE_CACHE_BYTES);
    const cacheControl = pageCacheControl(freshMs, graceMs);
    const unavailablePages = await makeUnavailablePages(policy);
    const negotiator = new Negotiator<Exclude<PageEncoding, 'identity'>>({ supportedValues: ['br', 'gzip'], cache: new Map() });
    /**
     * Addresses being rendered now. When a campaign landing is first asked for, hundreds of visitors
     * arrive at once: they all wait for the one render rather than each rendering the page. The
     * render is not tied to the visitor who started it (one who leaves does not cancel the others').
     */
    const inFlight = new Map<string, Promise<Rendered>>();
    app.decorate('pageCache', cache);
    /**
     * Request address -> page address (web/src/page-address.ts): five campaign links to one page
     * are one copy and one render, not five. Bounded: a crawler walking made-up query strings
     * costs a route match per new string, never a render or a copy of its own.
     */
    const pageAddresses = new LRUCache<string, string>({ max: 10_000 });
    const pageAddressOf = (pathAndQuery: string): string => {
      let address = pageAddresses.get(pathAndQuery);
      if (address === undefined) {
        address = entry.pageAddress(pathAndQuery);
        pageAddresses.set(pathAndQuery, address);
      }
      return address;
    };

    /**
     * The Location of a redirect rendered from the page address, with the parameters that address
     * left out (campaign tags, click ids) carried on: the page it leads to still sees them, and
     * the statistics count the campaign there.
     */
    const carryLeftOut = (location: string, asked: URL, page: URL): string => {
      const target = new URL(location, publicUrl);
      for (const [name, value] of asked.searchParams)
        if (!page.searchParams.has(name) && !target.searchParams.has(name)) target.searchParams.append(name, value);
      return siteRedirectLocation(target);
    };

    const render = async (url: URL, userAgent: string): Promise<Rendered> => {
      const awayBefore = storeAwayAnswers;
      let response: Response;
      let html: string;
      try {
        response = await entry.render({ request: new Request(url, { headers: { 'user-agent': userAgent } }), manifest, publicUrl });
        html = await response.text();
      } catch (error) {
        // The render gave up on a read answered 503 (the sites of the page, say).
        if (storeAwayAnswers > awayBefore) return { kind: 'unavailable' };
        throw error;
      }
      // The route's error component: a loader's read was answered 503.
      if (response.status >= 500 && storeAwayAnswers > awayBefore) return { kind: 'unavailable' };
      const location = response.headers.get('location');
      if (location) {
        const target = new URL(location, publicUrl);
        return { kind: 'redirect', status: response.status, location: siteRedirectLocation(target) };
      }
      const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
      const keep = response.status === 200;
      return { kind: 'page', copy: await makePageCopy({ html, status: response.status, contentType, policy, keep }) };
    };

    /** Renders the address once however many ask at the same time, and keeps a 200. */
    const renderOnce = (key: string, url: URL, userAgent: string): Promise<Rendered> => {
      const running = inFlight.get(key);
      if (running) return running;
      const rendering = render(url, userAgent)
        .then((rendered) => {
          if (rendered.kind === 'page' && rendered.copy.status === 200 && !dev) cache.set(key, rendered.copy);
          return rendered;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      return rendering;
    };

    type Source = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'unavailable';
    const send = (request: FastifyRequest, reply: FastifyReply, copy: PageCopy, source: Source, varyByCookie: boolean): FastifyReply => {
      const accepted = request.headers['accept-encoding'];
      const encoding: PageEncoding = (accepted && negotiator.negotiate(accepted)) || 'identity';
      const etag = copy.etags[encoding];
      reply
        .headers(PAGE_HEADERS)
        .header('x-request-id', request.id)
        .header('content-security-policy', copy.csp)
        .header('cache-control', copy.status === 200 ? cacheControl : copy.status === 503 ? 'no-store' : 'no-cache')
        .header('vary', varyByCookie ? 'Cookie, Accept-Encoding' : 'Accept-Encoding')
        .header('etag', etag)
        .header('x-page-cache', source);
      if (copy.status === 503) reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS)).header('x-robots-tag', 'noindex');
      if (copy.status === 200 && notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.code(copy.status).type(copy.contentType).send(copy.bodies[encoding]);
    };

    /** A path no route of the web app matches: it renders the not-found page (404). */
    const NO_PAGE_PATH = '/not-a-page';
    const decodedPath = (path: string) => {
      try {
        return decodeURIComponent(path);
      } catch {
        return path;
      }
    };

    const renderPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      // A path that starts with // would read as another host (`//x` is scheme-relative, `///`
      // is no URL at all): the page's address is always a path on our own site.
      const url = new URL(request.url.replace(/^\/{2,}/, '/'), publicUrl);
      // A path holding NUL or half a surrogate names no page, and its parameter would reach a
      // loader's query (Postgres refuses NUL: a 500). Every route parameter is covered here, once:
      // such a path renders the not-found page.
      if (!isSafeText(decodedPath(url.pathname))) url.pathname = NO_PAGE_PATH;
      const named = url.searchParams.get('site');
      const varyByCookie = !isLang(named);
      if (varyByCookie) {
        const remembered = rememberedSite(request);
        if (isLang(remembered)) {
          url.searchParams.set('site', remembered);
          return reply
            .headers(SECURITY_HEADERS.page)
            .header('x-request-id', request.id)
            .code(302)
            .header('cache-control', 'private, no-store')
            .header('vary', 'Cookie')
            .redirect(siteRedirectLocation(url));
        }
      }

      // The copy and the render are those of the page address; the browser keeps its own address
      // (campaign tags included: the statistics read them there).
      const key = pageAddressOf(`${url.pathname}${url.search}`);
      const page = new URL(key, publicUrl);
      const userAgent = request.headers['user-agent'] ?? '';
      const hit = cache.get(key);
      if (hit) {
        // Expired: this visitor gets the copy at once, the next copy renders meanwhile.
        if (!hit.fresh) renderOnce(key, page, userAgent).catch((error: unknown) => request.log.error({ err: error }, 'page render failed'));
        return send(request, reply, hit.copy, hit.fresh ? 'hit' : 'stale', varyByCookie);
      }
      // A visitor who arrives while the address renders for another gets that render: a hit.
      const shared = inFlight.has(key);
      let rendered: Rendered;
      try {
        rendered = await renderOnce(key, page, userAgent);
      } catch (error) {
        const last = cache.lastGood(key, STORE_RETRY_AFTER_SECONDS * 1000);
        if (!last) throw error;
        request.log.error({ err: error }, 'page render failed: its last copy is served');
        return send(request, reply, last, 'stale-if-error', varyByCookie);
      }
      if (rendered.kind === 'redirect') {
        return reply
          .headers(SECURITY_HEADERS.page)
          .header('x-request-id', request.id)
          .code(rendered.status)
          .header('cache-control', cacheControl)
          .redirect(carryLeftOut(rendered.location, url, page), rendered.status);
      }
      if (rendered.kind === 'unavailable' || rendered.copy.status >= 500) {
        // The page could not be made now. Its last copy, if this process has one, is what the
        // visitor and crawlers saw a moment ago (stale-if-error); it stands in for the next
        // moments too, while one background render per address tries again.
        const last = cache.lastGood(key, STORE_RETRY_AFTER_SECONDS * 1000);
        if (last) {
          request.log.warn({ url: request.url }, 'page could not be rendered: its last copy is served');
          return send(request, reply, last, 'stale-if-error', varyByCookie);
        }
        if (rendered.kind === 'unavailable') {
          request.log.warn({ url: request.url }, 'store unavailable: page answered 503');
          return send(request, reply, unavailablePages[toLang(named)], 'unavailable', varyByCookie);
        }
      }
      return send(request, reply, rendered.copy, shared ? 'hit' : 'miss', varyByCookie);
    };
    app.decorate('renderPage', renderPage);
    // Pages are a route of their own (not only the not-found handler); files, the API and the seo
    // routes are more specific and win.
    app.get('/*', { schema: { hide: true } }, (request, reply) => (isApiPath(request.url) ? reply.callNotFound() : renderPage(request, reply)));
    legacyCategoryLinks(app, renderPage, SECURITY_HEADERS.page);
  },
);
