import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sentTo, startSmtpSink } from '../support/smtp-sink';
import { onCleanup } from './support/cleanup';
import { createFaultDatabase } from './support/database';
import { answers, startLauncher, type Launcher } from './support/launcher';
import { startRedisServer } from './support/redis-server';
import { MAIL_KINDS, faultEmail, submitOnce } from './support/submissions';
import { waitUntil } from './support/system';

// `npm start` itself (scripts/start.ts) with its default api processes, on a database, a Redis and an SMTP
// sink of the test's own.
async function dependencies() {
  const [database, redis, smtp] = await Promise.all([createFaultDatabase(), startRedisServer(), startSmtpSink()]);
  onCleanup(() => smtp.close());
  // Each submission from its own address (X-Forwarded-For): no per-IP limit in the way.
  return { database, redis, smtp, env: { DATABASE_URL: database.url, REDIS_URL: redis.url, SMTP_URL: smtp.url, TRUST_PROXY: '1' } };
}

const WORKERS_STARTED = '"msg":"workers started"';

/** Waits until the copy's site is ready and its workers started, or the launcher gave up. */
async function upOrGone(copy: Launcher): Promise<void> {
  await waitUntil(
    'the site ready and the workers started, or the launcher gone',
    async () => ({ alive: copy.alive, workers: copy.output().includes(WORKERS_STARTED), site: await answers(`${copy.baseUrl}/health/ready`, 200, 1_000) }),
    (s) => !s.alive || (s.workers && s.site),
    240_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; its output:\n${copy.output().slice(-3_000)}`);
  });
}

/** The workers' port as the launcher printed it. */
function workersPort(copy: Launcher): number | undefined {
  const line = /^workers\s+http:\/\/127\.0\.0\.1:(\d+)\//m.exec(copy.output());
  return line ? Number(line[1]) : undefined;
}

describe('npm start', () => {
  // One launch per test: each costs a minute of a busy CI machine, so what `npm start` says as it
  // starts is checked on the launch that is then supervised.
  it('starts with its redis warning and the arena limit, restarts the workers after a kill -9 while the site keeps answering, delivers a mail sent meanwhile, and stops on Ctrl-C', async () => {
    const { env, smtp } = await dependencies();
    const site = await startLauncher(env);
    await upOrGone(site);
    expect(site.alive, site.output().slice(-3_000)).toBe(true);
    // The test's redis-server runs with appendonly no: the redis line says what that costs.
    const redisLine = site
      .output()
      .split('\n')
      .find((line) => line.startsWith('redis '));
    expect(redisLine).toMatch(/no AOF.*statistics batch still queued is lost/);
    // The Dockerfile's MALLOC_ARENA_MAX=1 (glibc keeps what photo decoding freed in one arena, not one per thread).
    const api = site.childPid('api/src/server.ts');
    expect(api).toBeDefined();
    expect(readFileSync(`/proc/${api}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=1');
    const killed = site.childPid('workers/src/main.ts');
    expect(killed, 'the workers process of npm start').toBeDefined();

    // The site's answers from the kill until the workers are back, by status (0: no answer).
    const statuses = new Map<number, number>();
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const status = await fetch(`${site.baseUrl}/health/live`, { signal: AbortSignal.timeout(5_000) }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    process.kill(killed!, 'SIGKILL');
    const newsletter = MAIL_KINDS.find((k) => k.kind === 'newsletter')!;
    const email = faultEmail('supervised');
    const answer = await submitOnce(newsletter, site.baseUrl, email);
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);

    const back = await waitUntil(
      'the workers started again and ready',
      async () => {
        const pid = site.childPid('workers/src/main.ts');
        const port = workersPort(site);
        return {
          alive: site.alive,
          pid,
          ready: pid !== undefined && pid !== killed && port !== undefined && (await answers(`http://127.0.0.1:${port}/health/ready`, 200, 500)),
        };
      },
      (s) => !s.alive || s.ready,
      120_000,
    ).catch((error: Error) => ({ alive: site.alive, pid: undefined, ready: false, error: error.message }));
    polling = false;
    await poller;
    const counts = Object.fromEntries(statuses);
    expect(site.alive, `the launcher stopped; answers by status ${JSON.stringify(counts)}; its output:\n${site.output().slice(-3_000)}`).toBe(true);
    expect(back.ready, JSON.stringify(back)).toBe(true);
    expect(counts[0] ?? 0, `answers by status ${JSON.stringify(counts)}`).toBe(0);
    expect(Object.keys(counts), `answers by status ${JSON.stringify(counts)}`).toEqual(['200']);
    expect(counts[200]).toBeGreaterThan(0);

    await waitUntil(
      'the mail submitted while the workers were down delivered',
      async () => smtp.messages.filter(sentTo(email)).length,
      (n) => n >= 1,
      60_000,
    );
    expect(smtp.messages.filter(sentTo(email))).toHaveLength(1);

    // Ctrl-C still stops everything.
    expect(await site.interrupt()).toBe(0);
    expect(site.childPid('workers/src/main.ts')).toBeUndefined();
    expect(await answers(`${site.baseUrl}/health/live`, 200, 1_000)).toBe(false);
  });

  it('runs two copies side by side on one machine; a workers port that is set and taken is a one-line error', async () => {
    const { env } = await dependencies();
    const first = await startLauncher(env);
    await upOrGone(first);
    const second = await startLauncher(env);
    await upOrGone(second);

    for (const copy of [first, second]) {
      expect(copy.alive, `${copy.baseUrl}: the launcher stopped; its output:\n${copy.output().slice(-3_000)}`).toBe(true);
    }
    for (const copy of [first, second]) {
      expect(await answers(`${copy.baseUrl}/health/ready`, 200, 10_000), `${copy.baseUrl}/health/ready`).toBe(true);
      const port = workersPort(copy);
      expect(port, 'the launcher prints where the workers answer').toBeDefined();
      expect(await answers(`http://127.0.0.1:${port}/health/ready`, 200, 10_000), `workers of ${copy.baseUrl} at ${port}`).toBe(true);
    }
    expect(workersPort(first)).not.toBe(workersPort(second));

    // A port the operator chose is used as it is: taken, the launcher stops with one line naming it.
    const taken = String(workersPort(first));
    const third = await startLauncher({ ...env, WORKERS_METRICS_PORT: taken });
    await waitUntil(
      'the third copy stopped',
      async () => third.alive,
      (alive) => !alive,
      120_000,
    );
    const lines = third
      .output()
      .split('\n')
      .filter((line) => line.includes(`WORKERS_METRICS_PORT=${taken}`));
    expect(lines, third.output().slice(-3_000)).toHaveLength(1);
    expect(lines[0]).toMatch(/in use/);
    expect(third.output()).not.toContain(WORKERS_STARTED);
    expect(await Promise.all([first.interrupt(), second.interrupt()])).toEqual([0, 0]);
  });
});
