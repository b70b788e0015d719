import { apiPostForm } from './api';
import { localTime } from './format';

/** The statistics calls of SPEC.md section 7 (form-encoded, like the old client). */
export type KanbanEvent =
  | { path: 'kanban/daily_views_ip'; fields: { uri: string } }
  | { path: 'kanban/product_amazon_button_click'; fields: { product_name: string } }
  | { path: 'kanban/product_sharing_statistics'; fields: { share_way: string; product_model_name: string } }
  | { path: 'kanban/article_iscount_product_click'; fields: { article_title: string; article_id: string; discount_product: string } }
  | { path: 'kanban/article_sharing_statistics'; fields: { share_way: string; article_title: string; article_id: string } };

/**
 * Posts one statistic with the site and the visitor's local time. Fire and forget: a lost
 * statistic must never stop a visitor (the marketplace link opens whatever happens here).
 */
export function postStatistic(site: { id: number; site: string }, event: KanbanEvent): void {
  apiPostForm(`/${event.path}`, { local_time: localTime(), site_id: String(site.id), site: site.site, ...event.fields }).catch(() => undefined);
}
