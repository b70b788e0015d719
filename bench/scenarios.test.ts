import { describe, expect, it } from 'vitest';
import { campaignMix, CAMPAIGN_VISITORS, kindsSent } from './campaign-mix';
import { scenarios } from './scenarios';
import { STATISTICS_CALLS, statisticsPath } from '@voltline/contracts';

describe('the bench asks like a browser', () => {
  const all = scenarios(1);
  const pages = all.filter((s) => s.kind === 'page');

  it('loads the landing page and a product page', () => {
    expect(pages.map((s) => s.request.path)).toEqual(expect.arrayContaining(['/index?site=us', '/product/vl-cc100?site=us']));
  });

  it.each(pages.map((s) => [s.id, s] as const))("%s sends a phone browser's headers, and so does its baseline", (_id, s) => {
    for (const headers of [s.request.headers, s.baseline.request.headers]) {
      expect(headers['accept-encoding']).toBe('gzip, deflate, br, zstd');
      expect(headers['user-agent']).toMatch(/Mobile/);
      expect(headers.accept).toMatch(/text\/html/);
    }
    expect(s.baseline.request.path).toBe(s.request.path);
  });

  it('measures the landing page, a read and the statistics with two api processes too', () => {
    expect(
      all
        .filter((s) => s.twoProcesses)
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['page', 'read', 'statistics']);
  });

  it('posts statistics as the web app does: a form with a phone User-Agent, against a form POST', () => {
    const statistics = all.find((s) => s.kind === 'statistics')!;
    expect(statistics.request).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(statistics.request.headers['user-agent']).toMatch(/Mobile/);
    expect(statistics.baseline.request).toMatchObject({ method: 'POST', path: statistics.request.path });
  });
});

describe('campaignMix', () => {
  const mix = campaignMix('2020-01-01');
  const count = (kind: string) => mix.filter((r) => r.kind === kind).length;

  it('comes from 1,000 distinct visitors, told apart by address', () => {
    expect(new Set(mix.map((r) => r.headers['x-forwarded-for'])).size).toBe(CAMPAIGN_VISITORS);
  });
  it('calls all five statistics routes, mostly page views with campaign landings among them, all of one day', () => {
    expect(new Set(mix.map((r) => r.path))).toEqual(new Set(STATISTICS_CALLS.map((call) => statisticsPath(call))));
    expect([count('view'), count('product click'), count('article click'), count('share')]).toEqual([2000, 400, 50, 150]);
    expect(mix.filter((r) => new URLSearchParams(r.body).get('uri')?.includes('utm_campaign='))).toHaveLength(400);
    expect(new Set(mix.map((r) => new URLSearchParams(r.body).get('local_time')!.slice(0, 10)))).toEqual(new Set(['2020-01-01']));
  });
  it("sends a visitor's landing before the visitor's later calls", () => {
    const first = mix.findIndex((r) => r.headers['x-forwarded-for'] === '10.0.0.1');
    expect(new URLSearchParams(mix[first]!.body).get('uri')).toMatch(/^\/index\?utm_source=newsletter/);
  });
});

describe('kindsSent', () => {
  const mix = campaignMix('2020-01-01');
  it('counts whole turns of the mix and the start of the next', () => {
    expect(kindsSent(mix, mix.length)).toEqual({ view: 2000, 'product click': 400, 'article click': 50, share: 150 });
    // The first 1,000 requests are the 1,000 visitors' landings: all views.
    expect(kindsSent(mix, 2 * mix.length + 1000)).toEqual({ view: 5000, 'product click': 800, 'article click': 100, share: 300 });
  });
});
