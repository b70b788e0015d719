import fp from 'fastify-plugin';
import { isApiPath } from '../../plugins/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform, pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { isLang } from '@voltline/locales/languages';
import { readRouterManifest, type RouterManifest } from './manifest';
import { PageCache, cutAtNonce, joinWithNonce } from './page-cache';

/** The server entry of the web app (web/src/entry-server.tsx, built into web/dist-server). */
interface ServerEntry {
  prepare(options: { apiFetch: (url: string, init: RequestInit) => Promise<Response> }): Promise<void>;
  render(options: { request: Request; manifest: RouterManifest; publicUrl: string; nonce: string }): Promise<Response>;
}

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
const PAGE_TTL_MS = 60_000;
/** How long a request waits for the render of its address already in flight before rendering it itself. */
const RENDER_WAIT_MS = 2_000;
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** A CDN may keep a page for a minute and serve it stale while it fetches the next one. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';

/**
 * The pages' data comes from this same api, in process: no socket, no cookie (the server renders
 * every page as an anonymous visitor; the signed-in parts render in the browser).
 */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

/** The page policy with this answer's nonce allowed for the inline data scripts. */
function withNonce(policy: unknown, nonce: string): string {
  return String(policy ?? "script-src 'self'").replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);
}

/**
 * Server rendering of every page of the web app (TanStack Router's SSR, streamed), with the site
 * in the address (`?site=`), and an in-memory cache of the rendered HTML per address.
 *
 * - An address without `?site=` from a visitor whose site is remembered (cookie `vl_site`) is
 *   redirected to that site's address (302, private). Without the cookie it is the x-default page:
 *   the default site, `Vary: Cookie`.
 * - Redirects and 404s are decided by the route loaders before the first byte is sent.
 * - The HTML holds nothing personal (the api is called without the visitor's cookie), so one
 *   cached copy serves everyone; only the CSP nonce is swapped per answer.
 */
export const ssrPlugin = fp<{ webDist: string; serverDist: string; publicUrl: string }>(async (app, { webDist, serverDist, publicUrl }) => {
  const entryFile = join(serverDist, 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    app.log.warn({ entryFile, manifestFile }, 'web app is not built (npm run build): pages are not served');
    return;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  await entry.prepare({ apiFetch: inProcessFetch(app) });
  const manifest = readRouterManifest(manifestFile);
  const cache = new PageCache(PAGE_TTL_MS, PAGE_CACHE_BYTES);
  /** Addresses being rendered now, settled when the copy is kept (or will not be). */
  const inFlight = new Map<string, Promise<void>>();
  app.decorate('pageCache', cache);

  const renderPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // A path that starts with // would read as another host (`//x` is scheme-relative, `///`
    // is no URL at all): the page's address is always a path on our own site.
    const url = new URL(request.url.replace(/^\/{2,}/, '/'), publicUrl);
    const named = url.searchParams.get('site');
    if (!isLang(named)) {
      const remembered = request.cookies?.[SITE_COOKIE];
      if (isLang(remembered)) {
        url.searchParams.set('site', remembered);
        return reply.code(302).header('cache-control', 'private, no-store').header('vary', 'Cookie').redirect(`${url.pathname}${url.search}${url.hash}`);
      }
      reply.header('vary', 'Cookie');
    }

    const nonce = randomBytes(16).toString('base64');
    const policy = withNonce(reply.getHeader('content-security-policy'), nonce);
    const key = request.url;
    // A page being rendered for this address right now: wait for it rather than render it again.
    // When a campaign landing's copy expires, hundreds of visitors ask for it at once; each
    // rendering it would take all of them seconds (and none would finish before they gave up).
    // Once only: a render that kept no copy (a 404, a redirect, a visitor who left) is not waited
    // for again, or a burst on such an address would render one request after the other.
    // At most RENDER_WAIT_MS: the copy is kept when the first visitor's stream ends, and a visitor
    // who reads slowly (or not at all) must not hold the others.
    const running = inFlight.get(key);
    if (running) await Promise.race([running, sleep(RENDER_WAIT_MS, undefined, { ref: false })]);
    const hit = cache.get(key);
    if (hit) {
      return reply
        .code(hit.status)
        .type(hit.contentType)
        .header('content-security-policy', policy)
        .header('cache-control', PAGE_CACHE_CONTROL)
        .header('x-page-cache', 'hit')
        .send(joinWithNonce(hit.parts, nonce));
    }

    let rendered!: () => void;
    const rendering = new Promise<void>((resolve) => {
      rendered = () => {
        if (inFlight.get(key) === rendering) inFlight.delete(key);
        resolve();
      };
    });
    if (!inFlight.has(key)) inFlight.set(key, rendering);
    try {
      return await renderAndKeep(request, reply, url, key, nonce, policy, rendered);
    } catch (error) {
      rendered();
      throw error;
    }
  };

  /** Renders the page, streams it, and keeps a copy; `rendered` is called once the copy is kept or will not be. */
  const renderAndKeep = async (request: FastifyRequest, reply: FastifyReply, url: URL, key: string, nonce: string, policy: string, rendered: () => void): Promise<FastifyReply> => {
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    let response: Response;
    try {
      response = await entry.render({
        request: new Request(url, { headers: { 'user-agent': request.headers['user-agent'] ?? '' }, signal: abort.signal }),
        manifest,
        publicUrl,
        nonce,
      });
    } catch (error) {
      // The visitor left before the page was ready: nobody is waiting for an answer.
      if (abort.signal.aborted) {
        rendered();
        return reply;
      }
      throw error;
    }
    const location = response.headers.get('location');
    if (location || response.status !== 200 || !response.body) rendered();
    if (location) {
      const target = new URL(location, publicUrl);
      return reply.code(response.status).header('cache-control', PAGE_CACHE_CONTROL).redirect(`${target.pathname}${target.search}${target.hash}`, response.status);
    }
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    reply
      .code(response.status)
      .type(contentType)
      .header('content-security-policy', policy)
      .header('cache-control', response.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
      .header('x-page-cache', 'miss');
    if (!response.body) return reply.send('');
    // Stream the page as it renders, keeping a copy for the next visitor.
    const parts: Buffer[] = [];
    const keep = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (response.status === 200) parts.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        if (response.status === 200) cache.set(key, { status: 200, contentType, parts: cutAtNonce(Buffer.concat(parts).toString('utf8'), nonce) });
        rendered();
        done();
      },
    });
    // pipeline, not pipe: when the visitor leaves mid-page the render is aborted and its stream
    // fails; that error must end this answer, not the process (an unhandled stream error did).
    pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), keep, (error) => {
      if (!error) return;
      rendered();
      if (!abort.signal.aborted) request.log.error({ err: error }, 'page render failed while streaming');
    });
    return reply.send(keep);
  };
  app.decorate('renderPage', renderPage);
  // Pages are a route of their own (not only the not-found handler) so that route-level hooks such
  // as @fastify/compress apply to them; files, the API and the seo routes are more specific and win.
  app.get('/*', (request, reply) => (isApiPath(request.url) ? reply.callNotFound() : renderPage(request, reply)));
});
