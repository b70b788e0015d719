import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, menuRowSchema, siteIdQuery, type MenuRow } from '@voltline/contracts';
import { okCached } from '../../lib/envelope';
import { publicMaxAge, readCache } from '../../lib/read-cache';

const MAX_CACHED_SITES = 100;

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by site_id, any positive integer: the cap bounds what made-up ids can hold.
  const ttl = app.config.READ_CACHE_MS;
  const cache = readCache<{ rows: MenuRow[] }>({ ttl, max: MAX_CACHED_SITES });
  const maxAge = publicMaxAge(ttl);
  const load = async (siteId: number): Promise<{ rows: MenuRow[] }> => {
    const entries = await app.db.menuEntry.findMany({ where: { siteId }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    const toRow = (e: (typeof entries)[number]): MenuRow => ({
      name: e.name,
      path: e.path,
      icon: e.icon,
      status: e.hidden ? 1 : 0,
      childlist: entries.filter((c) => c.parentId === e.id).map(toRow),
    });
    return { rows: entries.filter((e) => e.parentId === null).map(toRow) };
  };
  // Keyed by the site id: one function for every request (lib/read-cache.ts says why).
  const loadByKey = (key: string) => load(Number(key));

  app.get(
    '/front_menu/list',
    {
      // Public, cached and hot on campaign landings: no per-request access log line.
      logLevel: 'warn',
      schema: {
        tags: ['site'],
        summary: "A site's menu, with children; hidden entries carry status 1",
        querystring: z.object({ site_id: siteIdQuery }),
        response: { 200: envelopeSchema(z.object({ rows: z.array(menuRowSchema) })) },
      },
    },
    async (request, reply) => {
      const menu = await cache.memo(String(request.query.site_id), { context: loadByKey });
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, menu);
    },
  );
};
