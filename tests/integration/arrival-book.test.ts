import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { ArrivalBook, type IncomingEvent } from '../../api/src/modules/statistics/attribution';
import { readLanding } from '../../api/src/modules/statistics/campaign';

/**
 * The api's attribution against a real Redis: what a statistics job carries. Equal arrivals are
 * one entry of the job's `arrivals` (the job is written to Redis and read by the workers, so its
 * size is paid on both sides), whether they were read back from Redis or started in the batch.
 */
describe('attribution of a statistics batch', () => {
  let redis: Redis;
  let book: ArrivalBook;
  const visitor = () => randomBytes(16).toString('hex');

  const view = (who: string, uri: string): IncomingEvent => {
    const landing = readLanding(uri, undefined, 'voltline.test');
    return {
      k: 'view',
      day: '2026-06-20',
      site: 'us',
      uri: landing.path,
      visitor: who,
      arrived: landing.arrival ? { arrival: landing.arrival, campaign: landing.campaign } : undefined,
    };
  };
  const click = (who: string): IncomingEvent => ({ k: 'product_click', day: '2026-06-20', site: 'us', product: 'VL-C100', visitor: who });

  beforeAll(() => {
    redis = new Redis(inject('redisUrl'));
    book = new ArrivalBook(redis, `${inject('queuePrefix')}-arrivals`);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('gives visitors with the same arrival one entry, in the batch that starts it and in later ones', async () => {
    const [a, b, c, d] = [visitor(), visitor(), visitor(), visitor()];
    const first = await book.attribute([
      view(a, '/index?utm_source=newsletter&utm_campaign=spring'),
      view(b, '/index?utm_source=newsletter&utm_campaign=spring'),
      view(c, '/index'),
      view(d, '/index'),
      click(a),
    ]);
    await first.saved;
    expect(first.arrivals.map((x) => [x.source, x.campaign, x.landing])).toEqual([
      ['newsletter', 'spring', '/index'],
      ['(direct)', '(none)', '/index'],
    ]);
    expect(first.events.map((e) => ('from' in e ? e.from : undefined))).toEqual([0, 0, 1, 1, 0]);

    // Read back from Redis: four visitors, still two arrivals.
    const later = await book.attribute([view(d, '/products'), click(b), view(c, '/product/3'), click(a)]);
    expect(later.arrivals.map((x) => [x.source, x.campaign])).toEqual([
      ['(direct)', '(none)'],
      ['newsletter', 'spring'],
    ]);
    expect(later.events.map((e) => ('from' in e ? e.from : undefined))).toEqual([0, 1, 0, 1]);
    // The routes' `arrived` never reaches the job.
    expect(JSON.stringify(later.events)).not.toContain('arrived');
  });
});
