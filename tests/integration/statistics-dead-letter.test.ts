import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import { createStatisticsProcessor } from '@voltline/workers/statistics';
import { STATISTICS_JOB_OPTIONS, statisticsQueue, type StatisticsEvent } from '@voltline/contracts/jobs';
import { suiteStack } from '../support/stack';
import { suiteClockFromNoonUtc } from '../support/clock';

const TOKEN = 'analyst-token-0123456789';
const OPS = { user: 'ops', password: 'ops-password-1' };

/** Events written straight into jobs, bypassing the api's validation: what a bug or an old api could queue. */
const view = (day: string, uri: string): StatisticsEvent => ({ k: 'view', day, site: 'us', uri, visitor: randomUUID().replaceAll('-', '') });
const click = (day: string, product: string): StatisticsEvent => ({ k: 'product_click', day, site: 'de', product });
const jobOf = (events: StatisticsEvent[], id = randomUUID()) => ({ id, data: { events } }) as unknown as Job;

describe('statistics fold: a refused event is set aside, every other one is counted once', () => {
  // The counters read below are today's: the day must not change in the middle.
  suiteClockFromNoonUtc();
  const stack = suiteStack({ env: { ANALYTICS_TOKEN: TOKEN, OPS_USER: OPS.user, OPS_PASSWORD: OPS.password } });
  const viewsOn = async (day: string) => {
    const [row] = await stack.db.$queryRaw<{ n: bigint | null }[]>`SELECT sum(views) AS n FROM page_view_daily WHERE day = ${day}::date`;
    return Number(row?.n ?? 0);
  };
  const clicksOn = async (day: string) => {
    const [row] = await stack.db.$queryRaw<{ n: bigint | null }[]>`SELECT sum(clicks) AS n FROM product_click_daily WHERE day = ${day}::date`;
    return Number(row?.n ?? 0);
  };
  const deadLetters = (jobId: string) =>
    stack.db.$queryRaw<{ position: number; kind: string; event: Record<string, unknown>; reason: string }[]>`
      SELECT position, kind, event, reason FROM statistics_dead_letter WHERE job_id = ${jobId} ORDER BY position`;

  it('isolates refused events among jobs folded together, counts the rest once, and once again on redelivery', async () => {
    const day = '2019-06-01';
    const process = createStatisticsProcessor({ db: stack.db, concurrency: 6 });
    const good = Array.from({ length: 4 }, (_, i) => jobOf(Array.from({ length: 10 }, (_, j) => click(day, `Cable ${i}-${j % 3}`))));
    // Month 13 (Postgres: 22008) in the middle of a job, and a NUL (22021) at the end of another.
    const monthThirteen = jobOf([
      click(day, 'GaN 65W'),
      click(day, 'GaN 65W'),
      click('2019-13-01', 'GaN 65W'),
      click(day, 'Stand One'),
      click(day, 'Stand One'),
    ]);
    const withNul = jobOf([click(day, 'Cable C'), click(day, 'Cable \u0000C')]);

    const results = await Promise.all([good[0]!, monthThirteen, good[1]!, good[2]!, withNul, good[3]!].map((job) => process(job)));
    expect(results).toEqual([
      { events: 10, duplicate: false, deadLettered: 0 },
      { events: 5, duplicate: false, deadLettered: 1 },
      { events: 10, duplicate: false, deadLettered: 0 },
      { events: 10, duplicate: false, deadLettered: 0 },
      { events: 2, duplicate: false, deadLettered: 1 },
      { events: 10, duplicate: false, deadLettered: 0 },
    ]);
    // 40 from the good jobs, 4 of 5 and 1 of 2 from the others.
    expect(await clicksOn(day)).toBe(45);

    const [bad] = await deadLetters(monthThirteen.id!);
    expect(await deadLetters(monthThirteen.id!)).toHaveLength(1);
    expect(bad).toMatchObject({ position: 2, kind: 'product_click', event: { k: 'product_click', day: '2019-13-01', site: 'de', product: 'GaN 65W' } });
    expect(bad!.reason).toMatch(/^22008 date\/time field value out of range/);
    const nul = await deadLetters(withNul.id!);
    expect(nul).toHaveLength(1);
    // The NUL is kept as visible text, which jsonb can store.
    expect(nul[0]).toMatchObject({ position: 1, event: { product: 'Cable \\u0000C' } });
    expect(nul[0]!.reason).toMatch(/^22021 invalid byte sequence/);

    // BullMQ delivers at least once: the same jobs again change nothing, the bad ones included.
    const again = await Promise.all([monthThirteen, withNul, good[2]!].map((job) => process(job)));
    expect(again).toEqual([
      { events: 5, duplicate: true, deadLettered: 0 },
      { events: 2, duplicate: true, deadLettered: 0 },
      { events: 10, duplicate: true, deadLettered: 0 },
    ]);
    expect(await clicksOn(day)).toBe(45);
    expect(await deadLetters(monthThirteen.id!)).toHaveLength(1);
  });

  it('sets aside events the workers cannot read (a newer api, a broken one) at their place, and folds the others, refused ones isolated too', async () => {
    const day = '2019-06-03';
    const process = createStatisticsProcessor({ db: stack.db });
    const job = jobOf([
      click(day, 'Cable A'),
      { k: 'wishlist', day, site: 'us', product: 'Cable A' } as unknown as StatisticsEvent,
      click(day, 'Cable B'),
      { k: 'product_click', site: 'us', product: 'no day' } as unknown as StatisticsEvent,
      click('2019-13-03', 'Cable C'),
      click(day, 'Cable C'),
    ]);
    expect(await process(job)).toEqual({ events: 6, duplicate: false, deadLettered: 3 });
    expect(await clicksOn(day)).toBe(3);
    const setAside = await deadLetters(job.id!);
    expect(setAside.map((d) => [d.position, d.kind, d.reason.split(' ')[0]])).toEqual([
      [1, 'wishlist', 'schema'],
      [3, 'product_click', 'schema'],
      [4, 'product_click', '22008'],
    ]);
    expect(setAside[0]!.event).toEqual({ k: 'wishlist', day, site: 'us', product: 'Cable A' });

    expect(await process(job)).toEqual({ events: 6, duplicate: true, deadLettered: 0 });
    expect(await clicksOn(day)).toBe(3);
    expect(await deadLetters(job.id!)).toHaveLength(3);
  });

  it('through the queue: 60 page views sent with 1 bad one are all counted, the bad one set aside, and operators see it', async () => {
    const day = '2019-06-02';
    const queue = new Queue(statisticsQueue.name, { connection: stack.app.redis, prefix: stack.app.config.QUEUE_PREFIX });
    try {
      const pages = Array.from({ length: 60 }, (_, i) => view(day, `/page-${i % 7}`));
      pages.splice(37, 0, view('2019-02-30', '/index'));
      const job = await queue.add('batch', { events: pages }, { ...STATISTICS_JOB_OPTIONS, jobId: randomUUID() });
      await expect.poll(async () => (await queue.getJob(job.id!))?.finishedOn, { timeout: 30_000 }).toBeGreaterThan(0);
      // It completed on its first attempt: no retry, nothing left to fail later.
      const done = await queue.getJob(job.id!);
      expect(done?.returnvalue).toEqual({ events: 61, duplicate: false, deadLettered: 1 });
      expect(done?.attemptsMade).toBe(1);

      expect(await viewsOn(day)).toBe(60);
      expect(await deadLetters(job.id!)).toEqual([
        { position: 37, kind: 'view', event: expect.objectContaining({ day: '2019-02-30', uri: '/index' }), reason: expect.stringMatching(/^22008 /) },
      ]);

      const today = new Date().toISOString().slice(0, 10);
      const ingestion = async () => {
        const res = await fetch(`${stack.baseUrl}/api/analytics/ingestion?from=${today}&to=${today}`, { headers: { authorization: `Bearer ${TOKEN}` } });
        return ((await res.json()) as { rows: Record<string, number>[] }).rows[0];
      };
      await expect.poll(async () => (await ingestion())?.dropped_dead_letter, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

      const [table] = await stack.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM statistics_dead_letter`;
      expect(Number(table!.n)).toBeGreaterThanOrEqual(1);
      const auth = { authorization: `Basic ${Buffer.from(`${OPS.user}:${OPS.password}`).toString('base64')}` };
      const metrics = await (await fetch(`${stack.baseUrl}/metrics`, { headers: auth })).text();
      expect(metrics).toMatch(new RegExp(`^statistics_dead_letter_events ${table!.n}$`, 'm'));
    } finally {
      await queue.close();
    }
  });
});
