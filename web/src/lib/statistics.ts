import { apiPostForm } from './api';
import { localTime } from './format';

/** The kanban calls of SPEC section 7 (form-encoded, under /api/front/kanban/). */
export type StatisticCall =
  | 'daily_views_ip'
  | 'product_amazon_button_click'
  | 'article_iscount_product_click'
  | 'product_sharing_statistics'
  | 'article_sharing_statistics';

/**
 * Posts one statistic with the fields every kanban call carries (local_time, site_id, site).
 * Statistics never get in a visitor's way: a failed post is dropped silently.
 */
export async function postStatistic(call: StatisticCall, site: { id: number; site: string }, fields: Record<string, string>): Promise<void> {
  try {
    await apiPostForm(`/kanban/${call}`, { local_time: localTime(), site_id: String(site.id), site: site.site, ...fields });
  } catch {
    // not counted; nothing to tell the visitor
  }
}
