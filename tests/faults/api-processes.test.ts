import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startFaultSystem, waitUntil } from './support/system';

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

// API_PROCESSES=2: a primary and two api processes sharing the port (api/src/cluster.ts). One is
// killed as a crash would kill it: the other keeps the site answering, and the primary replaces it.
describe('two api processes on one port', () => {
  it('keeps answering when one is killed, and a new process takes its place', async () => {
    const system = await startFaultSystem({ workers: 0, env: { API_PROCESSES: '2', LOG_LEVEL: 'info', OPS_USER: 'ops', OPS_PASSWORD: 'ops-password-1' } });
    const api = system.apis[0]!;
    const started = () => [...api.output().matchAll(/"pid":(\d+),"msg":"api process started"/g)].map((m) => Number(m[1]));
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const [first, second] = await waitUntil(
      'two api processes listening',
      async () => started(),
      (pids) => pids.length === 2,
      90_000,
    );
    const statuses = async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${api.baseUrl}${i % 2 ? '/index?site=us' : '/api/front/site/list'}`, { headers: BROWSER }).then(
            async (r) => (await r.arrayBuffer(), r.status),
          ),
        ),
      );
      return answers;
    };
    // A scrape reaches one process but counts the requests both answered (lib/cluster-metrics.ts):
    // twenty site/list calls at once go over as many connections, shared out between the two.
    const siteLists = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${api.baseUrl}/api/front/site/list`).then(async (r) => (await r.arrayBuffer(), r.status))),
    );
    expect(siteLists).toEqual(Array(20).fill(200));
    const scrape = async () => {
      const response = await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: `Basic ${Buffer.from('ops:ops-password-1').toString('base64')}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      return [...text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="\/api\/front\/site\/list"[^}]*\} (\d+)$/gm)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      );
    };
    expect(await scrape()).toBe(20);
    expect(await scrape()).toBe(20);
    expect(await statuses()).toEqual(Array(20).fill(200));

    process.kill(first!, 'SIGKILL');
    await waitUntil(
      'the killed process gone',
      async () => alive(first!),
      (running) => !running,
      30_000,
    );
    // The other process serves every request meanwhile.
    expect(await statuses()).toEqual(Array(20).fill(200));

    const replaced = await waitUntil(
      'a replacement process listening',
      async () => started(),
      (pids) => pids.length === 3,
      90_000,
    );
    const replacement = replaced[2]!;
    expect([first, second]).not.toContain(replacement);
    expect(alive(replacement)).toBe(true);
    expect(alive(second!)).toBe(true);
    expect(api.output()).toMatch(/"msg":"api process exited; replacing it"/);
    expect(await statuses()).toEqual(Array(20).fill(200));
  });

  it('leaves no request hanging when one is killed in the middle of them', async () => {
    const system = await startFaultSystem({ workers: 0, env: { API_PROCESSES: '2', LOG_LEVEL: 'info' } });
    const api = system.apis[0]!;
    const [first] = await waitUntil(
      'two api processes listening',
      async () => [...api.output().matchAll(/"pid":(\d+),"msg":"api process started"/g)].map((m) => Number(m[1])),
      (pids) => pids.length === 2,
      90_000,
    );
    // A request on a connection of its own, as many phones opening the site at once; it ends with
    // an answer or a connection error, or after a minute (a browser's patience) as 'hung'.
    type Outcome = { ended: 'answer' | 'error' | 'hung'; ms: number };
    const ask = () =>
      new Promise<Outcome>((resolve) => {
        const started = performance.now();
        const done = (ended: Outcome['ended']) => resolve({ ended, ms: Math.round(performance.now() - started) });
        const request = get(`${api.baseUrl}/api/front/site/list`, { agent: false, headers: BROWSER }, (response) => {
          response.resume();
          response.on('end', () => done('answer'));
          response.on('error', () => done('error'));
        });
        request.on('error', () => done('error'));
        request.setTimeout(60_000, () => {
          request.destroy();
          done('hung');
        });
      });
    // Waves of 20 requests for about two seconds; the kill comes in the middle of them.
    const outcomes: Promise<Outcome>[] = [];
    const waves = (async () => {
      for (let wave = 0; wave < 40; wave++) {
        for (let i = 0; i < 20; i++) outcomes.push(ask());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await waitUntil(
      'requests under way',
      async () => outcomes.length,
      (n) => n >= 200,
      30_000,
    );
    process.kill(first!, 'SIGKILL');
    await waves;
    const ended = await Promise.all(outcomes);
    const count = (kind: Outcome['ended']) => ended.filter((o) => o.ended === kind).length;
    expect(count('hung'), `slowest ${Math.max(...ended.map((o) => o.ms))} ms`).toBe(0);
    expect(count('answer')).toBeGreaterThan(ended.length / 2);
    // Those the killed process held end at once (connection reset), not after a client timeout.
    expect(Math.max(...ended.map((o) => o.ms))).toBeLessThan(10_000);
  });
});
