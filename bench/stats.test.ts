import { describe, expect, it } from 'vitest';
import { median, roundRatios } from './stats';
import { statisticsPassed, statisticsVerdict, type StatisticsCheck } from './report';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is not a number for no rounds', () => {
    expect(median([])).toBeNaN();
  });
});

describe('roundRatios', () => {
  it('divides each round by the baseline of the same round', () => {
    // A host twice as fast in round 2 moves both: the ratio stays.
    expect(roundRatios([700, 1400, 600], [1000, 2000, 1000])).toEqual([0.7, 0.7, 0.6]);
    expect(median(roundRatios([700, 1400, 600], [1000, 2000, 1000]))).toBe(0.7);
  });
  it('refuses rounds that do not pair up', () => {
    expect(() => roundRatios([1, 2], [1])).toThrow(/rounds differ/);
  });
});

describe('statisticsVerdict', () => {
  const kinds = (views: number, clicks = 400, sent?: [number, number]) => [
    { kind: 'view' as const, sent: sent?.[0], counted: views },
    { kind: 'product click' as const, sent: sent?.[1], counted: clicks },
  ];
  const run: StatisticsCheck = {
    day: '2020-01-01',
    site: 'ba',
    ok: 1400,
    inFlight: 40,
    kinds: kinds(1000),
    attributed: 1000,
    visitorsCounted: 1000,
    visitorsSent: 1000,
    drainMs: 10,
  };

  it('accepts a run where every 200 is counted once, in-flight requests counted or not', () => {
    expect(statisticsVerdict(run)).toEqual({ lost: 0, extra: 0, kindsOff: [], unattributed: 0, visitorsOk: true });
    expect(statisticsPassed(run)).toBe(true);
    expect(statisticsVerdict({ ...run, kinds: kinds(1040), attributed: 1040 })).toMatchObject({ lost: 0, extra: 0 });
  });
  it('finds a lost view, a view counted twice, a view under no arrival and a visitor missing', () => {
    expect(statisticsVerdict({ ...run, kinds: kinds(999), attributed: 999 }).lost).toBe(1);
    expect(statisticsVerdict({ ...run, kinds: kinds(1041), attributed: 1041 }).extra).toBe(1);
    expect(statisticsVerdict({ ...run, attributed: 998 }).unattributed).toBe(2);
    expect(statisticsVerdict({ ...run, visitorsCounted: 999 }).visitorsOk).toBe(false);
    expect(statisticsPassed({ ...run, visitorsCounted: 999 })).toBe(false);
  });
  it('when every request was answered, checks each kind against what was sent: a click counted as a view shows', () => {
    const exact = { ...run, inFlight: 0, kinds: kinds(1001, 399, [1000, 400]), attributed: 1001 };
    expect(statisticsVerdict(exact)).toMatchObject({ lost: 0, extra: 0, kindsOff: ['view', 'product click'] });
    expect(statisticsPassed(exact)).toBe(false);
  });
});
