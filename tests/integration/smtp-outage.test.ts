import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postForm, startStack, uniqueEmail, waitUntil, type Stack } from '../support/stack';
import { sentTo } from '../support/smtp-sink';

/**
 * Mail resumes when SMTP does (workers/src/mail/smtp-watch.ts, resume.ts). The first retry of a
 * mail is two minutes after its failure here (MAIL_RETRY_BASE_MS), so mail that arrives within a
 * minute of SMTP's return was sent because the check saw SMTP back, not by its backoff. The check
 * runs every second instead of every 30 s, to keep the test short.
 */
const RETRY_AFTER_MS = 120_000;

describe('an SMTP outage, as the workers report it', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ workersEnv: { SMTP_CHECK_MS: '1000', MAIL_RETRY_BASE_MS: String(RETRY_AFTER_MS), MAIL_RETRY_MAX_MS: String(RETRY_AFTER_MS) } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const smtpUp = async () => {
    const text = await (await fetch(`http://127.0.0.1:${stack.workers!.metricsPort}/metrics`)).text();
    return text.match(/^mail_smtp_up (\d+)$/m)?.[1];
  };

  it('shows mail_smtp_up 0 while SMTP is down, 1 once it is back, and then sends the waiting mail once each within a minute', async () => {
    await expect.poll(smtpUp).toBe('1');
    await stack.smtp.stop();
    await expect.poll(smtpUp, { timeout: 180_000 }).toBe('0');

    const emails = Array.from({ length: 4 }, (_, i) => uniqueEmail(`outage-${i}`));
    for (const email of emails) {
      const answer = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'nl' });
      expect(answer.body).toMatchObject({ state: 1, status: 200 });
    }
    // Each mail has tried SMTP once and now waits for its retry, two minutes away.
    await waitUntil(
      async () =>
        (await stack.db.outboxEvent.count({ where: { dispatchedAt: { not: null } } })) >= emails.length && (await delayedMail(stack)) === emails.length,
      60_000,
      'every mail to fail once and wait for its retry',
    );

    await stack.smtp.start();
    const back = Date.now();
    await expect.poll(smtpUp, { timeout: 60_000 }).toBe('1');
    // Within a minute of SMTP's return: the backoff alone would have sent them after two.
    for (const email of emails) await stack.smtp.waitFor(sentTo(email), Math.max(1, 60_000 - (Date.now() - back)));

    await stack.settled();
    expect(emails.map((email) => stack.smtp.messages.filter(sentTo(email)).length)).toEqual(emails.map(() => 1));
  }, 360_000);
});

/** Mail jobs that failed at least once and wait for their retry. */
async function delayedMail(stack: Stack): Promise<number> {
  const queue = new Queue('mail', { connection: { url: inject('redisUrl') }, prefix: stack.prefix });
  try {
    return (await queue.getDelayed()).filter((job) => job.attemptsMade > 0).length;
  } finally {
    await queue.close();
  }
}
