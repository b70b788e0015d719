import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load';
import { DOCS_BEGIN, DOCS_END, renderScenario, replaceDocsBlock, type Measurement } from './report';
import { scenarios } from './scenarios';

const run = (rps: number, p99: number, serverCpuSeconds: number): Measurement => {
  const load: LoadResult = {
    rps,
    p50: 1,
    p99,
    errors: 0,
    non2xx: 0,
    ok: rps * 8,
    answered: rps * 8,
    sent: rps * 8,
    bytes: rps * 8 * 20_000,
    loadCpuSeconds: 1,
  };
  return { load, cpu: { server: serverCpuSeconds, workers: 0, postgres: 0, load: 1 } };
};

describe('renderScenario', () => {
  const landing = scenarios(1)[0]!;
  const table = renderScenario({
    scenario: landing,
    baseline: [run(1000, 10, 1), run(2000, 12, 1), run(1000, 11, 1)],
    one: [run(800, 15, 2), run(1000, 30, 2), run(700, 16, 2)],
    two: [run(900, 14, 2), run(1600, 20, 2), run(800, 15, 2)],
    checks: [],
    encoding: 'br',
  });

  it('gives the median of the per-round ratios and lists each round', () => {
    // Rounds: 0.8, 0.5, 0.7 -> median 0.7.
    expect(table).toContain('| api, 1 process | 800 | **0.70** (0.80, 0.50, 0.70) |');
    // Rounds: 1.125, 1.6, 1.143 -> median 1.143.
    expect(table).toContain('2 api processes against 1: **1.14** (1.13, 1.60, 1.14)');
  });

  it('reports p99 as the median and the worst round, against the goal, and the encoding both servers sent', () => {
    expect(table).toContain('| 16.0 (30.0) |');
    expect(table).toContain('api with 1 process: met (0.70, p99 16.0 ms)');
    expect(table).toContain('(Content-Encoding: br)');
    expect(table).toContain('accept-encoding');
  });
});

describe('replaceDocsBlock', () => {
  it('replaces only what is between the markers', () => {
    const doc = `# Benchmarks\n\nprose before\n\n${DOCS_BEGIN}\n\nold figures\n\n${DOCS_END}\n\nprose after\n`;
    const next = replaceDocsBlock(doc, '### new figures');
    expect(next).toContain('prose before');
    expect(next).toContain('prose after');
    expect(next).toContain('### new figures');
    expect(next).not.toContain('old figures');
    expect(replaceDocsBlock(next, '### newer')).toBe(next.replace('### new figures', '### newer'));
  });
  it('appends a block to a document without one', () => {
    expect(replaceDocsBlock('# Benchmarks\n', 'figures')).toBe(`# Benchmarks\n\n## Current figures\n\n${DOCS_BEGIN}\n\nfigures\n\n${DOCS_END}\n`);
  });
});
