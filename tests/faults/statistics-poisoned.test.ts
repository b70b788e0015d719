import { describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { STATISTICS_JOB_OPTIONS, type StatisticsEvent } from '@voltline/contracts/jobs';
import { inParallel, report, startStatisticsSystem } from './support/statistics-system';

// Today on the machine's clock, as the api reads it: events more than a day away are not counted
// (docs/decisions/0022-statistics-local-time-window.md). The test has its own database.
const DAY = new Date().toISOString().slice(0, 10);
const FROM_THE_SITE = 490;

// One event Postgres refuses (a NUL in its uri) reaches the workers among 500 good ones. The api
// refuses such an event, so it is put on the queue directly, in a job with 10 good events, while
// the other 490 arrive through the api and are folded alongside.
describe('statistics: 1 poisoned event among 500 good ones', () => {
  it('counts the 500 and sets the poisoned one aside in the dead-letter table', async () => {
    const system = await startStatisticsSystem();
    const view = (uri: string): StatisticsEvent => ({ k: 'view', day: DAY, site: 'us', uri, visitor: randomBytes(16).toString('hex') });
    const mixed = [...Array.from({ length: 10 }, (_, i) => view(`/mixed-${i % 3}`))];
    mixed.splice(4, 0, view('/index\u0000.php'));
    const jobId = randomUUID();

    const statuses = await inParallel(FROM_THE_SITE, 20, async (i) => {
      if (i === FROM_THE_SITE / 2) await system.queue.add('batch', { events: mixed }, { ...STATISTICS_JOB_OPTIONS, jobId });
      return system.sendView(`${DAY} 09:30:00`, `/page-${i % 5}`);
    });
    expect(statuses).toHaveLength(FROM_THE_SITE);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    await expect.poll(() => system.viewsOn(DAY), { timeout: 120_000, interval: 250 }).toBe(500);
    await expect
      .poll(() => system.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'), { timeout: 60_000, interval: 250 })
      .toMatchObject({ waiting: 0, active: 0, delayed: 0, prioritized: 0, failed: 0 });
    // The job with the poisoned event completed on its first attempt, with its good events counted.
    const done = await system.queue.getJob(jobId);
    expect(done?.returnvalue).toEqual({ events: 11, duplicate: false, deadLettered: 1 });
    expect(done?.attemptsMade).toBe(1);

    const deadLetters = await system.db.$queryRaw<{ job_id: string; position: number; kind: string; event: { uri: string }; reason: string }[]>`
      SELECT job_id, position, kind, event, reason FROM statistics_dead_letter`;
    expect(deadLetters).toEqual([
      {
        job_id: jobId,
        position: 4,
        kind: 'view',
        event: expect.objectContaining({ uri: '/index\\u0000.php', day: DAY }),
        reason: expect.stringMatching(/^22021 /),
      },
    ]);
    const counted = await system.viewsOn(DAY);
    expect(counted).toBe(500);

    report('1 poisoned statistics event among 500 good ones', {
      'good events (490 through the api, 10 beside the poisoned one)': 500,
      'events counted': counted,
      'dead-lettered': deadLetters.length,
      reason: deadLetters[0]!.reason,
      'failed jobs': 0,
    });
  });
});
