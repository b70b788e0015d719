import { Prisma } from '@voltline/db';
import { BATCH_IS_NEW, Counts, type Handlers, type Part, type Tally } from './tally';

/**
 * Unique visitors per day, site and uri (page_visitor_daily): one row per visitor hash, so a
 * visitor seen again, in this fold or an earlier one, adds nothing.
 */
export class PageVisitors implements Tally {
  readonly visitors = new Counts();

  readonly on: Handlers = {
    view: (events) => {
      for (const e of events) this.visitors.add(e.day, e.site, e.uri, e.visitor);
    },
  };

  parts(): Part[] {
    const { visitors } = this;
    return [
      {
        name: 'visitors',
        sql: Prisma.sql`
      INSERT INTO page_visitor_daily (day, site, uri, visitor)
      SELECT d::date, s, u, h FROM unnest(${visitors.col(0)}::text[], ${visitors.col(1)}::text[], ${visitors.col(2)}::text[], ${visitors.col(3)}::text[]) AS x(d, s, u, h)
      WHERE ${BATCH_IS_NEW} ORDER BY 1, 2, 3, 4
      ON CONFLICT DO NOTHING`,
      },
    ];
  }
}
