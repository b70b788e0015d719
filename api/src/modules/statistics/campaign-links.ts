import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignLinks, envelopeSchema, type CampaignLinks } from '@voltline/contracts';
import { ok } from '../../lib/envelope';
import { readCache } from '../../lib/read-cache';
import { ArrivalBook } from './attribution';
import { NONE } from './campaign';
import { VisitorHasher } from './visitors';

/**
 * Marketplace links keep the campaign: a visitor who arrived with a campaign gets the attribution
 * parameters the marketplace takes for it (table marketplace_campaign_link, loaded by the seed) on
 * their outbound links, so the marketplace's own reports show the sale under the campaign too.
 * The answer is per visitor (their arrival is looked up by the daily visitor hash), so it is never
 * cached by a browser or a proxy; the parameters of a campaign are cached here for five minutes.
 */
export const campaignLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = new VisitorHasher(app.redis, app.config.QUEUE_PREFIX);
  const arrivals = new ArrivalBook(app.redis, app.config.QUEUE_PREFIX);
  const byCampaign = readCache<Record<string, string>>({ ttl: 5 * 60_000, max: 1_000 });
  const paramsOf = (campaign: string) =>
    byCampaign.memo(campaign, {
      context: async () => {
        const rows = await app.db.marketplaceCampaignLink.findMany({ where: { campaign } });
        return Object.fromEntries(rows.map((row) => [row.marketplace, row.params]));
      },
    });

  app.get(
    '/marketplace/campaign_links',
    {
      logLevel: 'warn',
      schema: {
        tags: ['statistics'],
        summary: "The attribution parameters of the visitor's campaign for each marketplace (empty without a campaign)",
        querystring: z.object({
          site: z
            .string()
            .trim()
            .toLowerCase()
            .regex(/^[a-z]{2}$/, { error: 'must be a site code such as us' }),
        }),
        response: { 200: envelopeSchema(campaignLinks) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const visitor = await visitors.hash(request.ip, request.headers['user-agent'] ?? '', request.query.site);
      const arrival = await arrivals.lookup(visitor).catch(() => undefined);
      const campaign = arrival && arrival.campaign !== NONE ? arrival.campaign : null;
      const params = campaign ? await paramsOf(campaign) : {};
      return ok<CampaignLinks>(request, { campaign, params });
    },
  );
};
