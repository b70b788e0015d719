import { Prisma } from '@voltline/db';
import { BATCH_IS_NEW, Counts, type Handlers, type Part, type Tally } from './tally';

/**
 * Clicks on a discounted product inside an article, per day, site, article and product
 * (article_click_daily). The tally keys on the title too, the table does not: an article renamed
 * while its clicks were queued gives two keys for one row, which the statement sums (one INSERT may
 * not touch a row twice) under the greater title; a later fold's title replaces the stored one.
 */
export class ArticleClicks implements Tally {
  readonly clicks = new Counts();

  readonly on: Handlers = {
    article_click: (events) => {
      for (const e of events) this.clicks.add(e.day, e.site, e.articleId, e.articleTitle, e.product);
    },
  };

  parts(): Part[] {
    const { clicks } = this;
    return [
      {
        name: 'article_clicks',
        sql: Prisma.sql`
      INSERT INTO article_click_daily (day, site, article_id, article_title, product, clicks)
      SELECT d::date, s, a, max(ti), p, sum(n) FROM unnest(${clicks.col(0)}::text[], ${clicks.col(1)}::text[], ${clicks.col(2)}::text[], ${clicks.col(3)}::text[], ${clicks.col(4)}::text[], ${clicks.n}::int[]) AS x(d, s, a, ti, p, n)
      WHERE ${BATCH_IS_NEW} GROUP BY 1, 2, 3, 5 ORDER BY 1, 2, 3, 5
      ON CONFLICT (day, site, article_id, product) DO UPDATE SET clicks = article_click_daily.clicks + EXCLUDED.clicks, article_title = EXCLUDED.article_title`,
      },
    ];
  }
}
