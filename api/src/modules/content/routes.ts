import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppError,
  Status,
  articleCategorySchema,
  articleDetailSchema,
  articleSummarySchema,
  downloadSchema,
  envelopeSchema,
  faqEntrySchema,
  listPageSchema,
  siteIdQuery,
  rowIdQuery,
} from '@voltline/contracts';
import { fail, okCached } from '../../lib/envelope';
import { publicMaxAge, readCache } from '../../lib/read-cache';
import { listQuerySchema } from './list-query';
import { ARTICLE_LIST, DOWNLOAD_LIST, FAQ_LIST, articleInfo, listArticleCategories, listArticles, listDownloads, listFaq } from './service';

const MAX_CACHED_QUERIES = 2000;

const idQuery = rowIdQuery();

/** Articles, FAQ and downloads (docs/api.md, "content"): public, cached, in the language of the site asked for. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Content changes when an editor publishes; a few minutes of staleness is fine, as for menus.
  const ttl = app.config.READ_CACHE_MS;
  const sites = readCache<Map<number, string>>({ ttl, max: 1 });
  const siteCode = async (siteId: number): Promise<string> => {
    const byId = await sites.memo('all', {
      context: async () => new Map((await app.db.site.findMany({ select: { id: true, code: true } })).map((s) => [s.id, s.code])),
    });
    const code = byId.get(siteId);
    // The same answer as product/list: a site that does not exist is not found.
    if (!code) throw new AppError(Status.notFound);
    return code;
  };
  const cache = readCache<object>({ ttl, max: MAX_CACHED_QUERIES });
  const maxAge = publicMaxAge(ttl);
  const cached = (key: string, load: () => Promise<object>) => cache.memo(key, { context: load });
  const routeOptions = { logLevel: 'warn' as const };

  app.get(
    '/article/list',
    {
      ...routeOptions,
      schema: {
        tags: ['content'],
        summary: 'Articles of a site, newest first (filter: id, category, category_id, title, date; sort: date, id, title)',
        querystring: listQuerySchema(ARTICLE_LIST),
        response: { 200: envelopeSchema(listPageSchema(articleSummarySchema)) },
      },
    },
    async (request, reply) => {
      const { site_id, ...query } = request.query;
      const lang = await siteCode(site_id);
      const data = await cached(`article:${lang}:${JSON.stringify(query)}`, () => listArticles(app.db, lang, query));
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/article_category/list',
    {
      ...routeOptions,
      schema: {
        tags: ['content'],
        summary: 'The article categories of a site (the tabs of /explore)',
        querystring: z.object({ site_id: siteIdQuery }),
        response: { 200: envelopeSchema(z.object({ rows: z.array(articleCategorySchema) })) },
      },
    },
    async (request, reply) => {
      const lang = await siteCode(request.query.site_id);
      const data = await cached(`category:${lang}`, async () => ({ rows: await listArticleCategories(app.db, lang) }));
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/article/info',
    {
      ...routeOptions,
      schema: {
        tags: ['content'],
        summary: 'One article with its body and discount products; 625 when there is no such article',
        querystring: z.object({ id: idQuery, site_id: siteIdQuery }),
        response: { 200: envelopeSchema(articleDetailSchema) },
      },
    },
    async (request, reply) => {
      const { id, site_id } = request.query;
      const lang = await siteCode(site_id);
      const data = await cached(`info:${lang}:${id}`, async () => (await articleInfo(app.db, lang, lang, id)) ?? {});
      if (!('id' in data)) return fail(request, reply, Status.notFound);
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/faq/list',
    {
      ...routeOptions,
      schema: {
        tags: ['content'],
        summary: 'FAQ entries of a site (filter: id, group, question; sort: order, id, group, question)',
        querystring: listQuerySchema(FAQ_LIST),
        response: { 200: envelopeSchema(listPageSchema(faqEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { site_id, ...query } = request.query;
      const lang = await siteCode(site_id);
      const data = await cached(`faq:${lang}:${JSON.stringify(query)}`, () => listFaq(app.db, lang, query));
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/download/list',
    {
      ...routeOptions,
      schema: {
        tags: ['content'],
        summary: 'Downloads (manuals, firmware, drivers, spec sheets); filter: id, kind, language, size, title, date',
        querystring: listQuerySchema(DOWNLOAD_LIST),
        response: { 200: envelopeSchema(listPageSchema(downloadSchema)) },
      },
    },
    async (request, reply) => {
      const { site_id, ...query } = request.query;
      const lang = await siteCode(site_id);
      const data = await cached(`download:${lang}:${JSON.stringify(query)}`, () => listDownloads(app.db, lang, query));
      reply.header('Cache-Control', maxAge);
      return okCached(request, reply, data);
    },
  );
};
