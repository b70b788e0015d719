import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCache } from '../../lib/read-cache';

/**
 * Links of past campaigns use the numeric forms `/explore/{id}` and `/products/{id}` (the seed's
 * category ids); the site's addresses are slugs now. A numeric id that names a category answers 301
 * to its slug address, with the query string kept (the site and the campaign's utm parameters), so
 * old links keep their visitors and their attribution. Anything else is a page like any other.
 */
const NUMERIC = /^\d{1,9}$/;
/** Ids to slugs change only with the seed: a day in the browser and the CDN, a minute here. */
const REDIRECT_CACHE = 'public, max-age=86400';

type Render = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function legacyCategoryLinks(app: FastifyInstance, renderPage: Render, headers: Record<string, string>): void {
  const slugs = readCache<string | null>({ ttl: 60_000, max: 1_000 });
  const lookups = {
    explore: (id: number) => app.db.articleCategory.findUnique({ where: { id }, select: { slug: true } }),
    products: (id: number) => app.db.productCategory.findUnique({ where: { id }, select: { slug: true } }),
  };
  for (const [section, lookup] of Object.entries(lookups)) {
    app.get<{ Params: { id: string } }>(`/${section}/:id`, { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params;
      if (!NUMERIC.test(id)) return renderPage(request, reply);
      const slug = await slugs.memo(`${section}:${id}`, { context: async () => (await lookup(Number(id)))?.slug ?? null });
      if (!slug) return renderPage(request, reply);
      const query = request.url.indexOf('?');
      const target = `/${section}/${encodeURIComponent(slug)}${query === -1 ? '' : request.url.slice(query)}`;
      return reply.headers(headers).header('x-request-id', request.id).header('cache-control', REDIRECT_CACHE).redirect(target, 301);
    });
  }
}
