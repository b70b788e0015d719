import { z } from 'zod';

/**
 * The payload of the `statistics` queue: a batch of statistics events, group-committed by the api
 * (docs/architecture.md, "A statistics event") and folded by the workers.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const site = z.string().min(2).max(8);

const visitor = z.string().length(32);
const from = z.number().int().min(0).max(4_999).optional();

/**
 * Where a visitor came from today (api/src/modules/statistics/campaign.ts): the campaign of their
 * landing address, or the site that linked to them. An event without one is direct traffic.
 */
export const arrival = z.object({
  /** utm_source, else the referring host. */
  source: z.string().min(1).max(255),
  medium: z.string().max(64),
  campaign: z.string().max(64),
  content: z.string().max(64),
  term: z.string().max(64),
  /** The path the visitor landed on with this campaign. */
  landing: z.string().max(512),
});
export type Arrival = z.infer<typeof arrival>;

/**
 * One statistics event, already validated and reduced by the api (no IP, no cookie). `from` is the
 * visitor's arrival for the day, as an index into the batch's `arrivals` (a batch's events share a
 * few arrivals; writing each one out per event would double the job); clicks carry the visitor so
 * click-through counts people, not clicks (both optional: older batches have neither).
 */
export const statisticsEvent = z.discriminatedUnion('k', [
  z.object({ k: z.literal('view'), day, site, uri: z.string().max(512), visitor, from }),
  z.object({ k: z.literal('product_click'), day, site, product: z.string().max(256), visitor: visitor.optional(), from }),
  z.object({
    k: z.literal('article_click'),
    day,
    site,
    articleId: z.string().max(64),
    articleTitle: z.string().max(256),
    product: z.string().max(256),
    visitor: visitor.optional(),
    from,
  }),
  z.object({ k: z.literal('share'), day, site, kind: z.enum(['product', 'article']), way: z.string().max(32), subject: z.string().max(256) }),
]);
export type StatisticsEvent = z.infer<typeof statisticsEvent>;

/** Many events per job: the api group-commits them (platform/src/group-commit.ts). */
export const statisticsBatch = z
  .object({ events: z.array(statisticsEvent).min(1).max(5_000), arrivals: z.array(arrival).max(5_000).optional() })
  .refine((b) => b.events.every((e) => !('from' in e) || e.from === undefined || e.from < (b.arrivals?.length ?? 0)), {
    error: 'an event refers to an arrival the batch does not have',
  });
/**
 * A batch read loosely, so that the events the workers cannot read are set aside one by one
 * (arrivals that cannot be read are dropped: their events count as direct traffic).
 */
export const statisticsBatchLoose = z.object({
  events: z.array(z.unknown()).min(1).max(5_000),
  arrivals: z.array(arrival).max(5_000).optional().catch(undefined),
});
export type StatisticsBatch = z.infer<typeof statisticsBatch>;
