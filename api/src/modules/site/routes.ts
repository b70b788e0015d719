import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES, toLang } from '@voltline/locales';
import { envelopeSchema, siteSchema, type Site } from '@voltline/contracts';
import { okCached } from '../../lib/envelope';
import { publicMaxAge, readCache } from '../../lib/read-cache';

const NO_SITES: Site[] = [];

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  // 'all' and one entry per real site code (a site beyond the nine would only reload sooner).
  // docs/product.md §9: the site list is cached (in process and by the browser), 5 minutes by default.
  const ttl = app.config.READ_CACHE_MS;
  const cache = readCache<Site[]>({ ttl, max: 1 + LANGUAGES.length });
  const load = async (): Promise<Site[]> => {
    const sites = await app.db.site.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return sites.map((s) => ({
      id: s.id,
      site: s.code,
      name: s.name,
      name_en: s.nameEn,
      icon: s.icon,
      site_default: s.isDefault ? 1 : 0,
      siteLang: toLang(s.code),
    }));
  };

  app.get(
    '/site/list',
    {
      // Public, cached and hot on campaign landings: no per-request access log line.
      logLevel: 'warn',
      schema: {
        tags: ['site'],
        summary: 'The regional sites',
        querystring: z.object({ site: z.string().optional() }),
        response: { 200: envelopeSchema(z.array(siteSchema)) },
      },
    },
    async (request, reply) => {
      const sites = await cache.memo('all', { context: load });
      const wanted = request.query.site?.toLowerCase();
      reply.header('Cache-Control', publicMaxAge(ttl));
      if (!wanted) return okCached(request, reply, sites);
      // Only real site codes get a cache entry: arbitrary query values must not grow the cache.
      if (!sites.some((s) => s.site === wanted)) return okCached(request, reply, NO_SITES);
      return okCached(request, reply, await cache.memo(`site:${wanted}`, { context: async () => sites.filter((s) => s.site === wanted) }));
    },
  );
};
