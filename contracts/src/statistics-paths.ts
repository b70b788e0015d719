/**
 * The public addresses of the five statistics calls (docs/product.md §7). They are the old
 * client's contract and keep the seed's word for statistics ("kanban"): this is the one file of
 * the code that spells it; the api registers these paths, the web app posts to them, and tests and
 * the benchmark import them from here.
 */
export const STATISTICS_CALLS = [
  'daily_views_ip',
  'product_amazon_button_click',
  'article_iscount_product_click',
  'product_sharing_statistics',
  'article_sharing_statistics',
] as const;
export type StatisticsCall = (typeof STATISTICS_CALLS)[number];

export const STATISTICS_PATH_PREFIX = '/api/front/kanban/';

export function statisticsPath<C extends StatisticsCall>(call: C): `${typeof STATISTICS_PATH_PREFIX}${C}` {
  return `${STATISTICS_PATH_PREFIX}${call}`;
}

/**
 * The seed's names of what is now called statistics, read only to carry what was written under
 * them over to the new names: jobs queued under the old queue name (workers/src/statistics/old-queue-drain.ts),
 * the day's Redis keys (platform/src/statistics-keys.ts) and the old environment variable
 * (workers/src/config.ts). The tables were renamed by migration 20261128110000_statistics_rename.
 */
export const SEED_STATISTICS_NAMES = { queue: 'kanban', redisSegment: 'kanban', concurrencyVariable: 'KANBAN_CONCURRENCY' } as const;
