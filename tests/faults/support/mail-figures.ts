import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mailQueue } from '@voltline/contracts/jobs';
import type { SmtpSink } from '../../support/smtp-sink';
import { duplicates, sentTo } from '../../support/smtp-sink';
import { waitUntil, type FaultSystem } from './system';
import { onCleanup } from './cleanup';

/** What a fault test reports about mail: expected, arrived, duplicated (copies beyond the first). */
export interface MailFigures {
  expected: number;
  arrived: number;
  duplicated: number;
}

export interface SettleOptions {
  timeoutMs?: number;
  /**
   * The workers' stalled-job interval (MAIL_LOCK_MS, workers/src/config.ts: 30 s unless the test
   * shortened it). A job a killed process held is only found stalled, and run again, within this
   * interval after its lock expired.
   */
  stalledIntervalMs?: number;
}

/**
 * Waits until every mail row of the outbox is finished, the mail queue holds no job (waiting,
 * delayed or active: a job of a killed process stays active until it is found stalled) and
 * `expected` mails have arrived; then waits one stalled-job interval more and counts again. A
 * stalled job run a second time, or a row handed over twice, would send its copy in that time:
 * counting at the first moment the figures look right could not see it.
 */
export async function settleMail(system: FaultSystem, expected: number, options: SettleOptions = {}): Promise<MailFigures> {
  const { db, smtp } = system;
  const connection = new Redis(system.redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(mailQueue.name, { connection, prefix: system.env.QUEUE_PREFIX });
  try {
    await waitUntil(
      'every mail sent, its outbox row finished and the mail queue empty',
      async () => {
        const open = await db.outboxEvent.count({ where: { queue: 'mail', completedAt: null } });
        const jobs = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'paused', 'waiting-children');
        return { open, queued: Object.values(jobs).reduce((a, b) => a + b, 0), arrived: smtp.messages.length };
      },
      (s) => s.open === 0 && s.queued === 0 && s.arrived >= expected,
      options.timeoutMs ?? 180_000,
    );
    // Nothing can be polled for "no copy is coming": the interval is the time one would take to come.
    await sleep(options.stalledIntervalMs ?? 30_000);
    return { expected, arrived: smtp.messages.length, duplicated: duplicates(smtp.messages).copies };
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/** How many mails went to each address. */
export function countTo(smtp: SmtpSink, email: string): number {
  return smtp.messages.filter(sentTo(email)).length;
}

export function report(test: string, figures: Record<string, number | string>): void {
  console.log(
    `[fault figures] ${test}: ${Object.entries(figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

/** The system's mail queue, for a test that reads its jobs (attempts, states); closed when the test ends. */
export function openMailQueue(system: FaultSystem): Queue {
  const connection = new Redis(system.redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue(mailQueue.name, { connection, prefix: system.env.QUEUE_PREFIX });
  onCleanup(async () => {
    await queue.close();
    connection.disconnect();
  });
  return queue;
}
