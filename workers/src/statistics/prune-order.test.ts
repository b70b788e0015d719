import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import type { Db, Prisma } from '@voltline/db';
import { createStatisticsProcessor } from './aggregate';

/**
 * The campaign-visitor prune and the folds: a fold committed while the prune's DELETE runs could
 * lose the visitor rows of a closed day, and the next fold would count those visitors again. So the
 * first job of a workers process (which starts a prune) and every job beside it wait for the prune.
 */
describe('statistics processor: prune before fold', () => {
  it('folds no job while a prune is in flight, and folds them all once it ends', async () => {
    const order: string[] = [];
    let endPrune!: () => void;
    const db = {
      // The prune is a tagged template, the fold a statement built of parts (fold-statement.ts).
      $queryRaw: (sql: TemplateStringsArray | Prisma.Sql) => {
        if ((Array.isArray(sql) ? sql.join('?') : (sql as Prisma.Sql).sql).includes('DELETE FROM campaign_visitor')) {
          order.push('prune');
          return new Promise<unknown[]>((resolve) => (endPrune = () => resolve([{ deleted: 0 }])));
        }
        order.push('fold');
        return Promise.resolve([{ seen: [] }]);
      },
    } as unknown as Db;
    const process = createStatisticsProcessor({ db, concurrency: 1 });
    const job = (id: string) =>
      ({ id, data: { events: [{ k: 'view', day: '2026-06-10', site: 'us', uri: '/index', visitor: 'a'.repeat(32) }] } }) as unknown as Job;

    const first = process(job('j1'));
    const second = process(job('j2'));
    // Without the wait, both folds would be under way after one turn of the event loop (the group
    // commit flushes on setImmediate): give it three turns, with the prune still running.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['prune']);

    endPrune();
    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.events)).toEqual([1, 1]);
    expect(order).toEqual(['prune', 'fold', 'fold']);
  });
});
