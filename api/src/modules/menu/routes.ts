import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, menuRowSchema, siteIdQuery, type MenuRow } from '@voltline/contracts';
import { okCached } from '../../lib/envelope';
import { TtlCache } from '../../lib/ttl-cache';

const MENU_TTL_SECONDS = 300;

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new TtlCache<{ rows: MenuRow[] }>(MENU_TTL_SECONDS * 1000);
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
      const menu = await cache.get(String(request.query.site_id), () => load(request.query.site_id));
      reply.header('Cache-Control', `public, max-age=${MENU_TTL_SECONDS}`);
      return okCached(request, reply, menu);
    },
  );
};
