import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createFaultDatabase } from './database';
import { startApiProcess, startWorkersProcess } from './processes';
import { startRedisServer } from './redis-server';
import { expectClearAnswer, serverErrors } from './submissions';

// The harness itself: each fault test relies on these moves doing what they say.
describe('fault-test harness', () => {
  it('stops, restarts (empty), flushes and freezes its own redis-server', async () => {
    const server = await startRedisServer();
    const client = new Redis(server.url, { maxRetriesPerRequest: 1, commandTimeout: 500, retryStrategy: () => 50 });
    client.on('error', () => undefined);
    try {
      await client.set('k', 'v');
      server.freeze();
      await expect(client.get('k')).rejects.toThrow(/timed out/i);
      server.thaw();
      await expect.poll(() => client.get('k').catch(() => 'error'), { timeout: 10_000 }).toBe('v');
      await server.flush();
      expect(await client.get('k')).toBeNull();
      await client.set('k', 'v');
      await server.stop();
      expect(server.running).toBe(false);
      await server.start();
      await expect.poll(() => client.get('k').catch(() => 'error'), { timeout: 10_000 }).toBeNull();
    } finally {
      client.disconnect();
    }
  });

  it('runs the api and the workers as processes on its own database, and restarts them after SIGKILL', async () => {
    const [database, redis] = await Promise.all([createFaultDatabase(), startRedisServer()]);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: 'harness', SMTP_URL: 'smtp://127.0.0.1:9' };
    const [api, workers] = await Promise.all([startApiProcess(env), startWorkersProcess(env)]);

    // Ready means its Postgres (the copied database) and its Redis both answer.
    await expect.poll(async () => (await fetch(`${api.baseUrl}/health/ready`)).status, { timeout: 30_000 }).toBe(200);
    const pid = workers.pid;
    await workers.kill();
    expect(workers.running).toBe(false);
    await Promise.all([workers.start(), api.restart()]);
    expect(workers.pid).not.toBe(pid);
    expect(workers.output()).toContain('exited (SIGKILL)');
    expect((await fetch(`${api.baseUrl}/health/live`)).status).toBe(200);
  });

  it('counts a 5xx of a submission instead of posting again, and takes 626 only with HTTP 503', () => {
    const answer = (http: number, body: { state: number; status: number; message: string }) => ({ http, headers: new Headers(), body });
    const unavailable = { state: 0, status: 626, message: 'The service is temporarily unavailable. Please try again shortly.' };
    expect(() => expectClearAnswer(answer(503, unavailable))).not.toThrow();
    // Both passed the support code before issue 26: 626 was taken with any HTTP status up to 503.
    expect(() => expectClearAnswer(answer(500, unavailable))).toThrow(/626/);
    expect(() => expectClearAnswer(answer(502, unavailable))).toThrow(/626/);
    expect(() => expectClearAnswer(answer(502, { state: 0, status: 614, message: 'Some fields are missing or invalid.' }))).toThrow(/HTTP 502/);
    expect(
      serverErrors([answer(200, { state: 1, status: 200, message: 'ok' }), answer(500, { state: 0, status: 500, message: 'Something went wrong.' })]),
    ).toHaveLength(1);
  });
});
