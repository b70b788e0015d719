import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, startStack, uniqueEmail, type Stack } from '../support/stack';
import { sentTo } from '../support/smtp-sink';

/**
 * Redis is down when the person subscribes (the api's producer points at a dead port): the answer
 * is still 200 because the row and its outbox entry are committed; when Redis is reachable again
 * (the workers' connection), the sweeper hands the job over and the email arrives.
 */
describe('transactional outbox', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ queueRedisUrl: 'redis://127.0.0.1:1', workers: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('keeps the promise of a 200 when Redis is unreachable at request time', async () => {
    // A cold api's first Postgres query may take longer than the 1 s check on a busy machine: wait
    // for Postgres to answer, then readiness must still say no because of Redis.
    const ready = async () => {
      const response = await fetch(`${stack.baseUrl}/health/ready`);
      return { http: response.status, ...((await response.json()) as object) };
    };
    await expect.poll(ready, { timeout: 10_000 }).toMatchObject({ http: 503, checks: { postgres: 'ok', redis: 'down' } });

    const email = uniqueEmail('outbox');
    const res = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'nl', local_time: '2026-11-22 09:00:00' });
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 1 });

    const waiting = await stack.db.outboxEvent.findMany({ where: { dispatchedAt: null, payload: { path: ['to'], equals: email } } });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(stack.smtp.messages.filter(sentTo(email))).toHaveLength(0);

    // Redis is back (for the workers): the scheduled sweep re-dispatches and the mail goes out once.
    await stack.startWorkers();
    const mail = await stack.smtp.waitFor(sentTo(email), 30_000);
    expect(mail.html).toContain('lang="nl-NL"');
    const row = await stack.db.outboxEvent.findUniqueOrThrow({ where: { id: waiting[0]!.id } });
    expect(row.dispatchedAt).not.toBeNull();

    // A second sweep finds nothing to do, and the mail worker's sent record stops any duplicate.
    expect(await stack.workers!.sweepOutbox()).toMatchObject({ dispatched: 0 });
    await stack.settled();
    expect(stack.smtp.messages.filter(sentTo(email))).toHaveLength(1);
    expect(await stack.db.sentMail.count({ where: { recipient: email } })).toBe(1);
  });

  it('still serves reads while Redis is down', async () => {
    const sites = await getJson(stack.baseUrl, '/api/front/site/list');
    expect(sites.body.state).toBe(1);
  });
});
