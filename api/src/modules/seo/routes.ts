import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, type Lang } from '@voltline/locales';
import { Status } from '@voltline/contracts';
import { fail } from '../../lib/envelope';
import { readCache } from '../../lib/read-cache';
import { contentStamp } from './content-stamp';
import { rendered, sendRendered, type Rendered } from './http-cache';
import { ogImages, type OgKind } from './og-images';
import { robotsTxt } from './robots';
import { loadSitemapData } from './sitemap-data';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

const WEB_SOURCES = fileURLToPath(new URL('../../../../web/public', import.meta.url));
const XML = 'application/xml; charset=utf-8';
/** Crawlers read sitemaps now and then; a CDN may keep them a while, and they revalidate by ETag. */
const SITEMAP_CACHE = 'public, max-age=3600';
/** The image's address does not change with the art, so a day, then revalidation by ETag. */
const IMAGE_CACHE = 'public, max-age=86400';
/** Rendered images kept in memory (about 100-150 KB each): every product and article of a few sites. */
const MAX_IMAGES = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * robots.txt, the sitemaps (index + one per site) and the share images (og:image) of products,
 * articles and the rest of the site. Explicit GET routes, registered before the web app's
 * catch-all, so they win. Everything is rendered once and kept until the content changes
 * (content-stamp.ts): a crawler or a link-preview storm costs a cache lookup.
 */
export const seoRoutes: FastifyPluginAsync<{ webRoot: string }> = async (app, { webRoot }) => {
  const publicUrl = app.config.PUBLIC_URL;
  const stamp = contentStamp(app.db);
  // The deploy is the date of the fixed pages: when the build was written (else this start).
  const index = join(webRoot, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtime : new Date();
  const artRoot = existsSync(join(webRoot, 'img')) ? webRoot : WEB_SOURCES;
  const images = ogImages(app.db, artRoot, new URL(publicUrl).host);

  const robots = rendered(robotsTxt(publicUrl));
  app.get('/robots.txt', { logLevel: 'warn' }, (request, reply) => sendRendered(request, reply, robots, 'text/plain; charset=utf-8', 'public, max-age=86400'));

  // One entry: the data and XML of the current stamp; a new stamp replaces it (max 1).
  const sitemaps = readCache<{ index: Rendered; sites: Map<string, Rendered> }>({ ttl: DAY_MS, max: 1 });
  const currentSitemaps = async () => {
    const key = await stamp();
    return sitemaps.memo(key, {
      context: async () => {
        const data = await loadSitemapData(app.db, builtAt);
        const sites = new Map(
          await Promise.all(
            data.sites.map(async (site) => [site, rendered(await urlsetXml(publicUrl, site, data.sites, data.entries.get(site) ?? []))] as const),
          ),
        );
        const newest = (site: string) => new Date(Math.max(...(data.entries.get(site) ?? []).map((e) => e.lastmod.getTime())));
        const index = rendered(
          await sitemapIndexXml(
            publicUrl,
            data.sites.map((site) => ({ site, lastmod: newest(site) })),
          ),
        );
        return { index, sites };
      },
    });
  };

  app.get('/sitemap.xml', { logLevel: 'warn' }, async (request, reply) => sendRendered(request, reply, (await currentSitemaps()).index, XML, SITEMAP_CACHE));

  app.get<{ Params: { site: string } }>('/sitemaps/:site.xml', { logLevel: 'warn' }, async (request, reply) => {
    const sitemap = (await currentSitemaps()).sites.get(request.params.site);
    if (!sitemap) return fail(request, reply, Status.notFound, 404);
    return sendRendered(request, reply, sitemap, XML, SITEMAP_CACHE);
  });

  // Concurrent requests for one image share one rendering; a failed one is not kept.
  const pngs = readCache<Rendered | null>({ ttl: DAY_MS, max: MAX_IMAGES });
  const sendImage = async (request: FastifyRequest<{ Querystring: { site?: string } }>, reply: FastifyReply, kind: OgKind, id: string) => {
    const site = request.query.site ?? 'us';
    if (!isLang(site)) return fail(request, reply, Status.notFound, 404);
    const key = `${await stamp()}:${kind}:${id.toLowerCase()}:${site}`;
    const image = await pngs.memo(key, {
      context: async () => {
        const png = await images.render(kind, id, site as Lang);
        return png ? rendered(png) : null;
      },
    });
    if (!image) return fail(request, reply, Status.notFound, 404);
    // Previews are fetched by other sites' servers and shown inside their pages.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return sendRendered(request, reply, image, 'image/png', IMAGE_CACHE);
  };
  type ImageRequest = { Params: { id: string }; Querystring: { site?: string } };
  app.get<ImageRequest>('/og/product/:id.png', { logLevel: 'warn' }, (request, reply) => sendImage(request, reply, 'product', request.params.id));
  app.get<ImageRequest>('/og/article/:id.png', { logLevel: 'warn' }, (request, reply) => sendImage(request, reply, 'article', request.params.id));
  app.get<{ Querystring: { site?: string } }>('/og/default.png', { logLevel: 'warn' }, (request, reply) => sendImage(request, reply, 'default', 'site'));
};
