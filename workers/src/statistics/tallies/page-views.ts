import { Prisma } from '@voltline/db';
import { BATCH_IS_NEW, Counts, type Handlers, type Part, type Tally } from './tally';

/** Page views per day, site and uri (page_view_daily). */
export class PageViews implements Tally {
  readonly views = new Counts();

  readonly on: Handlers = {
    view: (events) => {
      for (const e of events) this.views.add(e.day, e.site, e.uri);
    },
  };

  parts(): Part[] {
    const { views } = this;
    return [
      {
        name: 'views',
        sql: Prisma.sql`
      INSERT INTO page_view_daily (day, site, uri, views)
      SELECT d::date, s, u, n FROM unnest(${views.col(0)}::text[], ${views.col(1)}::text[], ${views.col(2)}::text[], ${views.n}::int[]) AS x(d, s, u, n)
      WHERE ${BATCH_IS_NEW} ORDER BY 1, 2, 3
      ON CONFLICT (day, site, uri) DO UPDATE SET views = page_view_daily.views + EXCLUDED.views`,
      },
    ];
  }
}
