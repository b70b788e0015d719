import { Prisma } from '@voltline/db';
import { BATCH_IS_NEW, Counts, type Handlers, type Part, type Tally } from './tally';

/** Marketplace-button clicks per day, site and product (product_click_daily). */
export class ProductClicks implements Tally {
  readonly clicks = new Counts();

  readonly on: Handlers = {
    product_click: (events) => {
      for (const e of events) this.clicks.add(e.day, e.site, e.product);
    },
  };

  parts(): Part[] {
    const { clicks } = this;
    return [
      {
        name: 'clicks',
        sql: Prisma.sql`
      INSERT INTO product_click_daily (day, site, product, clicks)
      SELECT d::date, s, p, n FROM unnest(${clicks.col(0)}::text[], ${clicks.col(1)}::text[], ${clicks.col(2)}::text[], ${clicks.n}::int[]) AS x(d, s, p, n)
      WHERE ${BATCH_IS_NEW} ORDER BY 1, 2, 3
      ON CONFLICT (day, site, product) DO UPDATE SET clicks = product_click_daily.clicks + EXCLUDED.clicks`,
      },
    ];
  }
}
