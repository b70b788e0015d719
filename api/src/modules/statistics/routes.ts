import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  Status,
  articleDiscountClickRequest,
  articleShareRequest,
  clip,
  dailyViewRequest,
  envelopeSchema,
  productButtonClickRequest,
  productShareRequest,
  statisticsPath,
} from '@voltline/contracts';
import { fail, okEmpty } from '../../lib/envelope';
import { z } from 'zod';
import { StatisticsIngest } from './ingest';
import type { IncomingEvent } from './attribution';
import { readLanding } from './campaign';
import { VisitorHasher, isBot } from './visitors';
import { inLocalTimeWindow } from './local-time-window';

const answer = envelopeSchema(z.undefined());
const day = (localTime: string) => localTime.slice(0, 10);

/**
 * The five statistics calls. The hottest path of the site (campaign landings): no Postgres here,
 * no per-request log line, and the answer waits only for the batch to reach Redis.
 */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ingest = new StatisticsIngest(app.redis, app.queues, app.config.QUEUE_PREFIX, {
    accepted: (kind, n) => app.metrics.ingestAccepted.inc({ kind }, n),
    dropped: (reason, n) => app.metrics.ingestDropped.inc({ reason }, n),
  });
  const visitors = new VisitorHasher(app.redis, app.config.QUEUE_PREFIX);
  app.addHook('onClose', () => ingest.close());

  // Invalid statistics are counted before the error handler answers 614.
  app.addHook('onError', async (request, _reply, error) => {
    if ((error as { validation?: unknown }).validation) ingest.drop('invalid');
  });

  const route = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    toEvent: (b: z.infer<S>, request: FastifyRequest) => Promise<IncomingEvent> | IncomingEvent,
  ) =>
    app.post(
      path,
      {
        logLevel: 'warn',
        schema: { tags: ['statistics'], summary, consumes: ['application/x-www-form-urlencoded', 'application/json'], body, response: { 200: answer } },
      },
      async (request, reply) => {
        if (isBot(request.headers['user-agent'])) {
          ingest.drop('bot');
          return okEmpty(request, reply);
        }
        // A day analysts have read must not change afterwards (docs/decisions/0022): answered like a
        // bot, so the client does not send it again, and counted where operators see it.
        if (!inLocalTimeWindow((request.body as { local_time: string }).local_time)) {
          ingest.drop('local_time_out_of_window');
          return okEmpty(request, reply);
        }
        try {
          const event = toEvent(request.body as z.infer<S>, request);
          await ingest.ingest(event instanceof Promise ? await event : event);
        } catch (error) {
          // Not in Redis means not accepted: say so, so the client may retry. Nothing is lost silently.
          ingest.drop('unavailable');
          request.log.warn({ err: error }, 'statistics event not accepted');
          return fail(request, reply, Status.unavailable, 503);
        }
        return okEmpty(request, reply);
      },
    );

  /** The visitor's daily hash: synchronous once the day's salt is known. */
  const withVisitor = (request: FastifyRequest, site: string, event: (visitor: string) => IncomingEvent) => {
    const visitor = visitors.hash(request.ip, request.headers['user-agent'] ?? '', site);
    return typeof visitor === 'string' ? event(visitor) : visitor.then(event);
  };

  route(
    statisticsPath('daily_views_ip'),
    'A page view (sent on every navigation; the first of a visit with its query string)',
    dailyViewRequest,
    (b, request) => {
      // The path is kept as `uri`; of the query string only the campaign survives (campaign.ts).
      const landing = readLanding(b.uri, b.referrer ?? request.headers.referer, request.hostname);
      const arrived = landing.arrival ? { arrival: landing.arrival, campaign: landing.campaign } : undefined;
      return withVisitor(request, b.site, (visitor) => ({ k: 'view', day: day(b.local_time), site: b.site, uri: landing.path, visitor, arrived }));
    },
  );
  route(statisticsPath('product_amazon_button_click'), 'A click on a marketplace button of a product', productButtonClickRequest, (b, request) =>
    withVisitor(request, b.site, (visitor) => ({ k: 'product_click', day: day(b.local_time), site: b.site, product: b.product_name, visitor })),
  );
  route(statisticsPath('article_iscount_product_click'), 'A click on a discounted product inside an article', articleDiscountClickRequest, (b, request) =>
    withVisitor(request, b.site, (visitor) => ({
      k: 'article_click',
      day: day(b.local_time),
      site: b.site,
      articleId: b.article_id,
      articleTitle: b.article_title,
      product: b.discount_product,
      visitor,
    })),
  );
  route(statisticsPath('product_sharing_statistics'), 'A product shared', productShareRequest, (b) => ({
    k: 'share',
    day: day(b.local_time),
    site: b.site,
    kind: 'product',
    way: b.share_way,
    subject: b.product_model_name,
  }));
  route(statisticsPath('article_sharing_statistics'), 'An article shared', articleShareRequest, (b) => ({
    k: 'share',
    day: day(b.local_time),
    site: b.site,
    kind: 'article',
    way: b.share_way,
    subject: clip(`${b.article_id} ${b.article_title}`, 256),
  }));
};
