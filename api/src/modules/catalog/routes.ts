import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  productCategoriesQuery,
  productCategoryRow,
  productInfo,
  productInfoQuery,
  productListData,
  productListQuery,
  productReviewsData,
  productReviewsQuery,
} from '@voltline/contracts';
import { okCached } from '../../lib/envelope';
import { publicMaxAge, readCache } from '../../lib/read-cache';
import { catalogService } from './service';
import { siteCodes } from './sites';

/** The catalogue changes with a deploy of the seed or an operator's edit: five minutes is fresh enough. */
/** Distinct queries kept in memory (list queries come from the address bar: their variety is unbounded). */
const MAX_CACHED_QUERIES = 2000;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogService(app.db);
  const ttl = app.config.READ_CACHE_MS;
  const siteCode = siteCodes(app.db, ttl);
  const lists = readCache<object>({ ttl, max: MAX_CACHED_QUERIES });
  const items = readCache<object>({ ttl, max: MAX_CACHED_QUERIES });
  const cacheHeader = publicMaxAge(ttl);

  app.get(
    '/product/list',
    {
      logLevel: 'warn',
      schema: {
        tags: ['catalog'],
        summary: "A page of products in the site's language, with the list query (filter, op, value, page_size, page, order, sort)",
        description:
          'filter: category, connector (either end), connector_a, connector_b, colour, quick_charge, model, name, wattage, length_cm, rating, available (sold on this site: 1/0). op: eq ne like in gt lt as each field allows; value (comma-separated for in). sort: default, name, model, wattage, length_cm, rating, released_at. Anything else is 614 naming the field; an unknown site_id is 625.',
        querystring: productListQuery,
        response: { 200: envelopeSchema(productListData) },
      },
    },
    async (request, reply) => {
      const { site_id, list } = request.query;
      const site = await siteCode(site_id);
      const key = JSON.stringify([site, list]);
      const data = await lists.memo(key, { context: async () => ({ ...(await service.list(site, list)), page: list.page, page_size: list.pageSize }) });
      reply.header('Cache-Control', cacheHeader);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/product/info',
    {
      logLevel: 'warn',
      schema: {
        tags: ['catalog'],
        summary: "One product in the site's language, with the site's marketplace listing (null: not sold in this region)",
        description: 'id is the numeric id or the model name (VL-CC100). 613 without id, 625 for no such product or site.',
        querystring: productInfoQuery,
        response: { 200: envelopeSchema(productInfo) },
      },
    },
    async (request, reply) => {
      const site = await siteCode(request.query.site_id);
      const id = request.query.id.toLowerCase();
      const data = await items.memo(`info:${site}:${id}`, { context: () => service.info(id, site) });
      reply.header('Cache-Control', cacheHeader);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/product/reviews',
    {
      logLevel: 'warn',
      schema: {
        tags: ['catalog'],
        summary: "A product's customer reviews (the visitor's language first) with the rating summary",
        description: 'id is the numeric id or the model name. 625 for no such product or site.',
        querystring: productReviewsQuery,
        response: { 200: envelopeSchema(productReviewsData) },
      },
    },
    async (request, reply) => {
      const site = await siteCode(request.query.site_id);
      const id = request.query.id.toLowerCase();
      const data = await items.memo(`reviews:${site}:${id}`, { context: () => service.reviews(id, site) });
      reply.header('Cache-Control', cacheHeader);
      return okCached(request, reply, data);
    },
  );

  app.get(
    '/product/categories',
    {
      logLevel: 'warn',
      schema: {
        tags: ['catalog'],
        summary: "The product categories in the site's language, with their product counts",
        querystring: productCategoriesQuery,
        response: { 200: envelopeSchema(z.array(productCategoryRow)) },
      },
    },
    async (request, reply) => {
      const site = await siteCode(request.query.site_id);
      const data = await items.memo(`categories:${site}`, { context: () => service.categories(site) });
      reply.header('Cache-Control', cacheHeader);
      return okCached(request, reply, data);
    },
  );
};
