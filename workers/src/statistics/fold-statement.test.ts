import { describe, expect, it } from 'vitest';
import type { Arrival } from '@voltline/contracts/jobs';
import { foldStatement, tallyAll } from './fold-statement';
import { STATISTICS } from './tallies';
import { PageViews } from './tallies/page-views';
import { PageVisitors } from './tallies/page-visitors';
import { ProductClicks } from './tallies/product-clicks';
import { Shares } from './tallies/shares';
import { BATCH_IS_NEW, type EventOf, type Tally } from './tallies/tally';

const DAY = '2026-06-10';
const visitor = 'a'.repeat(32);
const view = (uri: string, from?: number, who = visitor): EventOf<'view'> => ({ k: 'view', day: DAY, site: 'us', uri, visitor: who, from });
const share = (subject: string, way = 'facebook'): EventOf<'share'> => ({ k: 'share', day: DAY, site: 'us', kind: 'product', way, subject });
const click = (product: string): EventOf<'product_click'> => ({ k: 'product_click', day: DAY, site: 'us', product });

/** The statement's SQL without its comments (`--` to the end of the line). */
const code = (sql: string) => sql.replace(/--[^\n]*/g, '');

describe('fold statement (decision 0003)', () => {
  it('gives every statistic CTE names of its own, and has each write only when the batch is new', () => {
    const parts = STATISTICS.flatMap((Statistic) => new Statistic().parts());
    const names = parts.map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(STATISTICS.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z_]*$/);
    expect(new Set([...names, 'seen', 'batch']).size).toBe(names.length + 2);
    const writes = parts.filter((p) => /^\s*(INSERT|UPDATE|DELETE)\b/.test(code(p.sql.sql)));
    expect(writes.map((p) => p.name)).toEqual(expect.arrayContaining(['views', 'visitors', 'clicks', 'article_clicks', 'shares', 'people', 'campaigns']));
    for (const part of writes) expect(code(part.sql.sql), part.name).toContain(BATCH_IS_NEW.sql);
  });

  it('is one statement of the same text whatever the events, recording every id', () => {
    const views = foldStatement([{ id: 'job-1', events: [view('/index'), view('/p/1')] }]);
    const shares = foldStatement([
      { id: 'job-2', events: [share('VL-100')] },
      { id: 'job-3', events: [share('VL-200'), share('VL-200')] },
    ]);
    expect(shares.sql).toBe(views.sql);
    expect(code(views.sql).split(';')).toHaveLength(1);
    expect(views.sql.trim()).toMatch(/^WITH seen AS \(/);
    // seen's ids, then batch's ids and their events.
    expect(shares.values.slice(0, 3)).toEqual([
      ['job-2', 'job-3'],
      ['job-2', 'job-3'],
      [1, 2],
    ]);
  });

  it("hands each statistic its kinds' events, job by job, with the job's arrivals", () => {
    const calls: string[] = [];
    const uris = (events: readonly { uri: string }[]) => events.map((e) => e.uri).join(',');
    const sources = (arrivals: readonly Arrival[]) => `[${arrivals.map((a) => a.source).join(',')}]`;
    const pages: Tally = { on: { view: (events, arrivals) => calls.push(`pages: views ${uris(events)} ${sources(arrivals)}`) }, parts: () => [] };
    const both: Tally = {
      on: {
        view: (events, arrivals) => calls.push(`both: views ${uris(events)} ${sources(arrivals)}`),
        share: (events) => calls.push(`both: shares ${events.map((e) => e.subject).join(',')}`),
      },
      parts: () => [],
    };
    const google: Arrival = { source: 'google', medium: 'cpc', campaign: 'spring', content: '', term: '', landing: '/index' };
    tallyAll(
      [
        { id: 'job-1', events: [view('/a'), share('s1'), click('VL-100'), view('/b', 0)], arrivals: [google] },
        { id: 'job-2', events: [share('s2')] },
      ],
      [pages, both],
    );
    expect(calls).toEqual(['pages: views /a,/b [google]', 'both: views /a,/b [google]', 'both: shares s1', 'both: shares s2']);
  });

  it('reduces events to rows per key: views counted, visitors distinct, clicks and shares counted', () => {
    const other = 'b'.repeat(32);
    const [views, visitors, clicks, shares] = [new PageViews(), new PageVisitors(), new ProductClicks(), new Shares()];
    tallyAll(
      [
        {
          id: 'job-1',
          events: [view('/index'), view('/index'), view('/index', undefined, other), view('/p/1'), click('VL-100'), click('VL-100'), share('VL-100')],
        },
        { id: 'job-2', events: [view('/index'), share('VL-100'), share('VL-100', 'x')] },
      ],
      [views, visitors, clicks, shares],
    );
    expect(views.views.rows()).toEqual([
      { cols: [DAY, 'us', '/index'], n: 4 },
      { cols: [DAY, 'us', '/p/1'], n: 1 },
    ]);
    expect(visitors.visitors.rows().map((r) => r.cols)).toEqual([
      [DAY, 'us', '/index', visitor],
      [DAY, 'us', '/index', other],
      [DAY, 'us', '/p/1', visitor],
    ]);
    expect(clicks.clicks.rows()).toEqual([{ cols: [DAY, 'us', 'VL-100'], n: 2 }]);
    expect(shares.shares.rows()).toEqual([
      { cols: [DAY, 'us', 'product', 'facebook', 'VL-100'], n: 2 },
      { cols: [DAY, 'us', 'product', 'x', 'VL-100'], n: 1 },
    ]);
  });
});
