import { createHash } from 'node:crypto';
import { Prisma, type Db } from '@voltline/db';
import type { Arrival } from '@voltline/contracts/jobs';
import { BATCH_IS_NEW, Counts, type EventOf, type Handlers, type Part, type Tally } from './tally';

/** Events without an arrival (clicks of a visitor never seen viewing a page today, older batches). */
const UNKNOWN_ARRIVAL: Arrival = { source: '(direct)', medium: '(none)', campaign: '(none)', content: '', term: '', landing: '' };

/**
 * Campaign figures per day, site and arrival (campaign_daily): views and clicks, and the distinct
 * people among them, visitors and clickers, counted with the help of campaign_visitor. The tally
 * holds the views and clicks per (day, site, arrival), the people to count once per day and
 * arrival, and the arrivals' fields by their key.
 */
export class Campaigns implements Tally {
  readonly counts = new Counts();
  readonly people = new Counts();
  readonly arrivals = new Counts();

  readonly on: Handlers = {
    view: (events, arrivals) => {
      for (const e of events) {
        const arrival = this.keyAt(arrivals, e.from);
        this.counts.add(e.day, e.site, arrival, 'v');
        this.people.add(e.day, e.site, e.visitor, 'v', arrival);
      }
    },
    product_click: (events, arrivals) => this.clicks(events, arrivals),
    article_click: (events, arrivals) => this.clicks(events, arrivals),
  };

  private clicks(events: readonly EventOf<'product_click' | 'article_click'>[], arrivals: readonly Arrival[]): void {
    for (const e of events) {
      const arrival = this.keyAt(arrivals, e.from);
      this.counts.add(e.day, e.site, arrival, 'c');
      if (e.visitor) this.people.add(e.day, e.site, e.visitor, 'c', arrival);
    }
  }

  /** Arrival keys by their fields' text: the jobs of a fold share arrivals, each hashed and listed once. */
  private readonly keys = new Map<string, string>();
  /** The keys of the job being tallied, by index: its events point at a few arrivals, each keyed once. */
  private job: { arrivals: readonly Arrival[]; keys: string[] } = { arrivals: [], keys: [] };
  private unknown: string | undefined;

  private keyAt(arrivals: readonly Arrival[], from: number | undefined): string {
    const arrival = from === undefined ? undefined : arrivals[from];
    if (from === undefined || arrival === undefined) return (this.unknown ??= this.keyOf(UNKNOWN_ARRIVAL));
    if (arrivals !== this.job.arrivals) this.job = { arrivals, keys: [] };
    return (this.job.keys[from] ??= this.keyOf(arrival));
  }

  private keyOf(a: Arrival): string {
    const fields = [a.source, a.medium, a.campaign, a.content, a.term, a.landing];
    const text = fields.join('\u0000');
    let key = this.keys.get(text);
    if (!key) {
      key = createHash('md5').update(text).digest('hex');
      this.keys.set(text, key);
      this.arrivals.add(key, ...fields);
    }
    return key;
  }

  parts(): Part[] {
    const { arrivals, people, counts } = this;
    return [
      {
        name: 'arrivals',
        sql: Prisma.sql`
      SELECT * FROM unnest(${arrivals.col(0)}::text[], ${arrivals.col(1)}::text[], ${arrivals.col(2)}::text[], ${arrivals.col(3)}::text[], ${arrivals.col(4)}::text[], ${arrivals.col(5)}::text[], ${arrivals.col(6)}::text[])
        AS a(arrival, source, medium, campaign, content, term, landing)`,
      },
      {
        name: 'people',
        sql: Prisma.sql`
      -- A person counts once per day and arrival as a visitor (v) and once as a clicker (c). On a
      -- closed day (see pruneCampaignVisitors) nobody is counted any more: who was is forgotten.
      INSERT INTO campaign_visitor (day, site, visitor, kind, arrival)
      SELECT d::date, s, v, k, a FROM unnest(${people.col(0)}::text[], ${people.col(1)}::text[], ${people.col(2)}::text[], ${people.col(3)}::text[], ${people.col(4)}::text[]) AS x(d, s, v, k, a)
      WHERE ${BATCH_IS_NEW} AND NOT EXISTS (SELECT 1 FROM campaign_day_closed c WHERE c.day = x.d::date)
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT DO NOTHING
      RETURNING day, site, kind, arrival`,
      },
      {
        name: 'campaigns',
        sql: Prisma.sql`
      INSERT INTO campaign_daily (day, site, arrival, source, medium, campaign, content, term, landing, views, visitors, clicks, clickers)
      SELECT c.day, c.site, c.arrival, a.source, a.medium, a.campaign, a.content, a.term, a.landing, sum(c.views), sum(c.visitors), sum(c.clicks), sum(c.clickers)
      FROM (
        SELECT d::date AS day, s AS site, ar AS arrival, (k = 'v')::int * n AS views, 0 AS visitors, (k = 'c')::int * n AS clicks, 0 AS clickers
        FROM unnest(${counts.col(0)}::text[], ${counts.col(1)}::text[], ${counts.col(2)}::text[], ${counts.col(3)}::text[], ${counts.n}::int[]) AS x(d, s, ar, k, n)
        UNION ALL
        SELECT day, site, arrival, 0, count(*) FILTER (WHERE kind = 'v'), 0, count(*) FILTER (WHERE kind = 'c') FROM people GROUP BY 1, 2, 3
      ) c JOIN arrivals a USING (arrival)
      WHERE ${BATCH_IS_NEW}
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3
      ON CONFLICT (day, site, arrival) DO UPDATE SET
        views = campaign_daily.views + EXCLUDED.views, visitors = campaign_daily.visitors + EXCLUDED.visitors,
        clicks = campaign_daily.clicks + EXCLUDED.clicks, clickers = campaign_daily.clickers + EXCLUDED.clickers`,
      },
    ];
  }
}

/**
 * Deletes the campaign_visitor rows of days that are over in every time zone (events land on the
 * visitor's local day, at most a day away from UTC) and closes those days in campaign_day_closed:
 * their visitor counts are final. Without the close, an event that still arrived for such a day (a
 * visitor's clock far off: the edge accepts local days from 2015 on) found no row and counted its
 * visitor a second time. Returns the number of rows deleted.
 */
export async function pruneCampaignVisitors(db: Db): Promise<number> {
  const [result] = await db.$queryRaw<{ deleted: number }[]>`
    WITH gone AS (
      DELETE FROM campaign_visitor WHERE day < (now() AT TIME ZONE 'UTC')::date - 1 RETURNING day
    ), closed AS (
      INSERT INTO campaign_day_closed (day) SELECT DISTINCT day FROM gone ORDER BY 1 ON CONFLICT DO NOTHING
    )
    SELECT count(*)::int AS deleted FROM gone`;
  return result?.deleted ?? 0;
}
