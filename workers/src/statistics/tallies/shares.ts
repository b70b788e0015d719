import { Prisma } from '@voltline/db';
import { BATCH_IS_NEW, Counts, type Handlers, type Part, type Tally } from './tally';

/** Shares per day, site, kind (product or article), way (facebook, twitter...) and subject (share_daily). */
export class Shares implements Tally {
  readonly shares = new Counts();

  readonly on: Handlers = {
    share: (events) => {
      for (const e of events) this.shares.add(e.day, e.site, e.kind, e.way, e.subject);
    },
  };

  parts(): Part[] {
    const { shares } = this;
    return [
      {
        name: 'shares',
        sql: Prisma.sql`
      INSERT INTO share_daily (day, site, kind, way, subject, shares)
      SELECT d::date, s, k, w, sub, n FROM unnest(${shares.col(0)}::text[], ${shares.col(1)}::text[], ${shares.col(2)}::text[], ${shares.col(3)}::text[], ${shares.col(4)}::text[], ${shares.n}::int[]) AS x(d, s, k, w, sub, n)
      WHERE ${BATCH_IS_NEW} ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (day, site, kind, way, subject) DO UPDATE SET shares = share_daily.shares + EXCLUDED.shares`,
      },
    ];
  }
}
