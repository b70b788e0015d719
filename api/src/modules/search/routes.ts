import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, safeString, siteIdQuery, suggestionSchema, type Suggestion } from '@voltline/contracts';
import { okCached } from '../../lib/envelope';
import { publicMaxAge, readCache } from '../../lib/read-cache';

const MAX_CACHED_SITES = 100;

/** Search suggestions for the overlay ("Everyone is searching"). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by site_id, any positive integer: the cap bounds what made-up ids can hold.
  const ttl = app.config.READ_CACHE_MS;
  const cache = readCache<Suggestion[]>({ ttl, max: MAX_CACHED_SITES });
  const maxAge = publicMaxAge(ttl);
  const load = (siteId: number) =>
    app.db.keyword.findMany({
      where: { siteId },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: { type: true, label: true, value: true },
    });
  // Keyed by the site id: one function for every request (lib/read-cache.ts says why).
  const loadByKey = (key: string) => load(Number(key));

  app.get(
    '/navigation_bar/get_all_key_words',
    {
      // Public, cached and hot on campaign landings: no per-request access log line.
      logLevel: 'warn',
      schema: {
        tags: ['search'],
        summary: "A site's search suggestions",
        querystring: z.object({ site_id: siteIdQuery }),
        response: { 200: envelopeSchema(z.array(suggestionSchema)) },
      },
    },
    async (request, reply) => {
      const rows = await cache.memo(String(request.query.site_id), { context: loadByKey });
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, rows);
    },
  );

  app.get(
    '/navigation_bar/select_all_key_words',
    {
      // Public, cached and hot on campaign landings: no per-request access log line.
      logLevel: 'warn',
      schema: {
        tags: ['search'],
        summary: 'Suggestions whose label contains the text (case-insensitive)',
        querystring: z.object({ site_id: siteIdQuery, search: safeString().trim().max(100).default('') }),
        response: { 200: envelopeSchema(z.array(suggestionSchema)) },
      },
    },
    async (request, reply) => {
      const all = await cache.memo(String(request.query.site_id), { context: loadByKey });
      const needle = request.query.search.toLocaleLowerCase();
      return okCached(
        request,
        reply,
        all.filter((s) => s.label.toLocaleLowerCase().includes(needle)),
      );
    },
  );
};
