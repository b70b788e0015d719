import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { mailQueue, queueJob } from '@voltline/contracts/jobs';
import { writeOutbox } from '@voltline/platform/outbox';
import { inParallel, startFaultSystem, waitUntil } from './support/system';
import { MAIL_KINDS, expectClearAnswer, faultEmail, nextIp, serverErrors } from './support/submissions';
import { countTo, report, settleMail } from './support/mail-figures';
import { onCleanup } from './support/cleanup';

const newsletter = MAIL_KINDS.find((k) => k.kind === 'newsletter')!;

// FLUSHALL on the test's own Redis: the queued mail jobs and the job schedulers are gone, while
// the workers' connection stays up (no reconnect to hook on).
describe('Redis flushed', () => {
  it('re-creates the schedules, hands lost jobs over again, and sweeps rows written afterwards', async () => {
    const system = await startFaultSystem({ workersEnv: { SCHEDULE_CHECK_MS: '1000' } });
    const connection = new Redis(system.redis.url, { maxRetriesPerRequest: null });
    const orders = new Queue('orders', { connection, prefix: 'fault' });
    onCleanup(async () => {
      await orders.close();
      connection.disconnect();
    });
    expect(await orders.getJobScheduler('warranty-proof-sweep')).toMatchObject({ key: 'warranty-proof-sweep' });

    // Mail queued (SMTP down, so the jobs wait in Redis), then the flush loses those jobs.
    await system.smtp.stop();
    const queued = Array.from({ length: 10 }, () => faultEmail('queued'));
    const answers = await inParallel(queued.length, 5, (i) => newsletter.submit(system.baseUrl, queued[i]!, nextIp()));
    // SMTP down is no reason to refuse: every visitor is told the subscription was taken.
    expect(answers).toHaveLength(queued.length);
    expect(serverErrors(answers), 'answers with a 5xx').toEqual([]);
    for (const answer of answers) expectClearAnswer(answer);
    expect(answers.filter((a) => a.body.state !== 1).map((a) => a.body)).toEqual([]);
    const byStatus = new Map<string, number>();
    for (const a of answers) byStatus.set(`${a.http}/${a.body.status}`, (byStatus.get(`${a.http}/${a.body.status}`) ?? 0) + 1);
    await waitUntil(
      '10 mails handed over',
      () => system.db.outboxEvent.count({ where: { dispatchedAt: { not: null } } }),
      (n) => n === 10,
    );
    await system.redis.flush();
    expect(await orders.getJobScheduler('warranty-proof-sweep')).toBeUndefined();

    // Rows committed but never handed over (the api could not reach Redis): only the sweep sends them.
    const written = Array.from({ length: 10 }, () => faultEmail('written'));
    await system.db.$transaction(async (tx) => {
      for (const to of written) {
        await writeOutbox(
          tx,
          queueJob(mailQueue, 'newsletterConfirm', {
            to,
            lang: 'nl',
            siteUrl: system.baseUrl,
            confirmUrl: `${system.baseUrl}/subscription_confirm?token=abcdefghijklmnopqrstuvwxyz`,
            unsubscribeUrl: `${system.baseUrl}/api/front/customer/unsubscribe?token=abcdefghijklmnop`,
          }),
        );
      }
    });
    await system.smtp.start();

    const figures = await settleMail(system, 20);
    for (const email of [...queued, ...written]) expect(countTo(system.smtp, email), email).toBe(1);
    expect(figures).toEqual({ expected: 20, arrived: 20, duplicated: 0 });
    await waitUntil(
      'the proof-sweep schedule back in Redis',
      () => orders.getJobScheduler('warranty-proof-sweep'),
      (s) => s !== undefined,
      30_000,
    );
    const lost = await system.db.outboxEvent.count({ where: { lastError: { startsWith: 'job lost from Redis' } } });
    expect(lost).toBe(10);

    report('Redis flushed', {
      submissions: answers.length,
      'answers (http/status)': [...byStatus].map(([k, n]) => `${k} x${n}`).join('; '),
      'jobs lost with the flush': 10,
      'handed over again': lost,
      'rows written after the flush': written.length,
      'mails expected': figures.expected,
      arrived: figures.arrived,
      duplicated: figures.duplicated,
      'schedules re-created': 1,
    });
  });
});
