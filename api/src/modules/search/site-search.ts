import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLang } from '@voltline/locales';
import type { Db } from '@voltline/db';
import { AppError, Status, envelopeSchema, siteSearchQuery, siteSearchResult, type SiteSearchResult } from '@voltline/contracts';
import { ok } from '../../lib/envelope';
import { searchProducts, siteCodes, type SearchInput } from '../catalog';
import { searchArticles } from '../content';

/** A searcher for one `type` of GET search: ranked rows of that type in the site's language. */
export type Searcher = (db: Db, input: SearchInput) => Promise<SiteSearchResult>;

/**
 * The types GET search knows. Adding one is one line here; an
 * unknown type is 614 with the field `type` named.
 */
export const SEARCHERS: Record<string, Searcher> = {
  product: searchProducts,
  article: (db, { search, lang, page, pageSize }) => searchArticles(db, { text: search, lang, page, pageSize }),
};

export const siteSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteCode = siteCodes(app.db, app.config.READ_CACHE_MS);
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Site search: ranked results of one type (product, article) in the language of the site',
        description: `Full-text search with the language's text-search configuration, trigram matching for typos. Types: ${Object.keys(SEARCHERS).join(', ')}; another type is 614.`,
        querystring: siteSearchQuery,
        response: { 200: envelopeSchema(siteSearchResult) },
      },
    },
    async (request, reply) => {
      const { type, search, site_id, page, page_size } = request.query;
      // Own keys only: `type` is the visitor's text, and `__proto__` or `constructor` are keys too.
      const searcher = Object.hasOwn(SEARCHERS, type) ? SEARCHERS[type] : undefined;
      if (!searcher) throw new AppError(Status.invalidFields, 200, [{ field: 'type', status: Status.invalidFields }]);
      const site = await siteCode(site_id);
      const result = await searcher(app.db, { search, lang: toLang(site), page, pageSize: page_size });
      reply.header('Cache-Control', 'public, max-age=60');
      return ok(request, result);
    },
  );
};
