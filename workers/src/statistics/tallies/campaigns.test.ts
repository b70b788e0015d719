import { describe, expect, it } from 'vitest';
import type { Arrival, StatisticsEvent } from '@voltline/contracts/jobs';
import { tallyAll } from '../fold-statement';
import { Campaigns } from './campaigns';

const DAY = '2026-06-10';
const ann = 'a'.repeat(32);
const bob = 'b'.repeat(32);
const spring: Arrival = { source: 'newsletter', medium: 'email', campaign: 'spring', content: '', term: '', landing: '/index' };
const referral: Arrival = { source: 'news.example', medium: 'referral', campaign: '(none)', content: '', term: '', landing: '/p/1' };

/** The campaign tally of these jobs, as the fold makes it. */
function tally(...jobs: { events: StatisticsEvent[]; arrivals?: Arrival[] }[]): Campaigns {
  const campaigns = new Campaigns();
  tallyAll(
    jobs.map((job, i) => ({ id: `job-${i}`, ...job })),
    [campaigns],
  );
  return campaigns;
}

/** The key the tally gave an arrival with this source, and that arrival's fields as it lists them. */
function arrivalOf(campaigns: Campaigns, source: string): { key: string; fields: string[] } {
  const rows = campaigns.arrivals.rows().filter((r) => r.cols[1] === source);
  expect(rows).toHaveLength(1);
  const [key, ...fields] = rows[0]!.cols;
  return { key: key!, fields };
}

describe('campaign tally', () => {
  it('counts views and clicks per day, site and arrival, and lists each person once per kind', () => {
    const campaigns = tally({
      arrivals: [spring],
      events: [
        { k: 'view', day: DAY, site: 'de', uri: '/index', visitor: ann, from: 0 },
        { k: 'view', day: DAY, site: 'de', uri: '/p/1', visitor: ann, from: 0 },
        { k: 'view', day: DAY, site: 'de', uri: '/index', visitor: bob, from: 0 },
        { k: 'product_click', day: DAY, site: 'de', product: 'VL-100', visitor: ann, from: 0 },
        { k: 'article_click', day: DAY, site: 'de', articleId: 'a1', articleTitle: 'Cables', product: 'VL-100', visitor: ann, from: 0 },
        // An older api's click: no visitor, so a click without a clicker.
        { k: 'product_click', day: DAY, site: 'de', product: 'VL-200', from: 0 },
      ],
    });
    const { key, fields } = arrivalOf(campaigns, 'newsletter');
    expect(fields).toEqual(['newsletter', 'email', 'spring', '', '', '/index']);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(campaigns.counts.rows()).toEqual([
      { cols: [DAY, 'de', key, 'v'], n: 3 },
      { cols: [DAY, 'de', key, 'c'], n: 3 },
    ]);
    expect(campaigns.people.rows().map((r) => r.cols)).toEqual([
      [DAY, 'de', ann, 'v', key],
      [DAY, 'de', bob, 'v', key],
      [DAY, 'de', ann, 'c', key],
    ]);
  });

  it('counts an event without an arrival, or with one its job lacks, as direct traffic', () => {
    const campaigns = tally({
      arrivals: [],
      events: [
        { k: 'view', day: DAY, site: 'us', uri: '/index', visitor: ann },
        { k: 'product_click', day: DAY, site: 'us', product: 'VL-100', visitor: bob, from: 3 },
      ],
    });
    const direct = arrivalOf(campaigns, '(direct)');
    expect(direct.fields).toEqual(['(direct)', '(none)', '(none)', '', '', '']);
    expect(campaigns.arrivals.rows()).toHaveLength(1);
    expect(campaigns.counts.rows()).toEqual([
      { cols: [DAY, 'us', direct.key, 'v'], n: 1 },
      { cols: [DAY, 'us', direct.key, 'c'], n: 1 },
    ]);
  });

  it("reads each event's arrival in its own job, and lists an arrival that jobs share once", () => {
    const campaigns = tally(
      { arrivals: [spring, referral], events: [{ k: 'view', day: DAY, site: 'fr', uri: '/index', visitor: ann, from: 1 }] },
      // The same campaign as another job's, in an object of its own (each job is read separately).
      { arrivals: [{ ...spring }], events: [{ k: 'view', day: DAY, site: 'fr', uri: '/index', visitor: bob, from: 0 }] },
      { arrivals: [referral], events: [{ k: 'view', day: DAY, site: 'fr', uri: '/index', visitor: bob, from: 0 }] },
    );
    const newsletter = arrivalOf(campaigns, 'newsletter');
    const news = arrivalOf(campaigns, 'news.example');
    expect(campaigns.arrivals.rows()).toHaveLength(2);
    expect(campaigns.people.rows().map((r) => r.cols)).toEqual([
      [DAY, 'fr', ann, 'v', news.key],
      [DAY, 'fr', bob, 'v', newsletter.key],
      [DAY, 'fr', bob, 'v', news.key],
    ]);
    expect(campaigns.counts.rows()).toEqual([
      { cols: [DAY, 'fr', news.key, 'v'], n: 2 },
      { cols: [DAY, 'fr', newsletter.key, 'v'], n: 1 },
    ]);
  });
});
