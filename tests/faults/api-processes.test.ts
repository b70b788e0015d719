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
});
