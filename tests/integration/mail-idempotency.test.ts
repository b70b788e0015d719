import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { mailQueue } from '@voltline/contracts/jobs';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createDb, type Db } from '@voltline/db';
import { createMailProcessor } from '@voltline/workers/mail';
import { startSmtpSink, sentTo, type SmtpSink } from '../support/smtp-sink';
import { uniqueEmail } from '../support/stack';

describe('mail worker', () => {
  let db: Db;
  let smtp: SmtpSink;
  beforeAll(async () => {
    db = createDb(inject('databaseUrl'), { poolSize: 2 });
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await db?.$disconnect();
    await smtp?.close();
  });

  it('sends one email when the same job runs twice (at-least-once delivery)', async () => {
    const process = createMailProcessor({
      db,
      transport: nodemailer.createTransport(smtp.url),
      from: 'Voltline <no-reply@localhost>',
      logger: pino({ level: 'silent' }),
    });
    const to = uniqueEmail('twice');
    const job = {
      id: randomUUID(),
      name: 'newsletterConfirm',
      data: {
        to,
        lang: 'pl',
        siteUrl: 'http://localhost:3000',
        confirmUrl: 'http://localhost:3000/subscription_confirm?token=abcdefghijklmnopqrstuvwxyz',
        unsubscribeUrl: 'http://localhost:3000/api/front/customer/unsubscribe?token=abcdefghijklmnop',
      },
    } as unknown as Job;
    expect(await process(job)).toMatchObject({ skipped: false });
    expect(await process(job)).toMatchObject({ skipped: true });
    const mail = await smtp.waitFor(sentTo(to));
    expect(mail.html).toContain('lang="pl-PL"');
    // Both runs have returned, so any SMTP transaction they made is over: the count is final.
    expect(smtp.messages.filter(sentTo(to))).toHaveLength(1);
  });

  it('sends one email when two runs of the same job start at the same moment (a stalled job picked up again)', async () => {
    // The same job (same id, same payload) in two BullMQ namespaces, each with its own worker:
    // from the mail's point of view exactly what a stalled job run again beside its first run is.
    // SMTP answers slowly, so both runs overlap for the whole send.
    const slow = await startSmtpSink({ delayMs: 800 });
    const connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    const id = randomUUID();
    const to = uniqueEmail('together');
    const data = {
      to,
      lang: 'de',
      siteUrl: 'http://localhost:3000',
      confirmUrl: 'http://localhost:3000/subscription_confirm?token=abcdefghijklmnopqrstuvwxyz',
      unsubscribeUrl: 'http://localhost:3000/api/front/customer/unsubscribe?token=abcdefghijklmnop',
    };
    const prefixes = [1, 2].map((n) => `${inject('queuePrefix')}-twin${n}-${id.slice(0, 8)}`);
    const queues = prefixes.map((prefix) => new Queue(mailQueue.name, { connection, prefix }));
    const workers = prefixes.map(
      (prefix) =>
        new Worker(
          mailQueue.name,
          createMailProcessor({
            db,
            transport: nodemailer.createTransport(slow.url),
            from: 'Voltline <no-reply@localhost>',
            logger: pino({ level: 'silent' }),
            claimLeaseMs: 1_500,
          }),
          { connection, prefix, autorun: false },
        ),
    );
    try {
      await Promise.all(queues.map((q) => q.add('newsletterConfirm', data, { jobId: id, attempts: 3 })));
      for (const w of workers) void w.run();
      const finished = async () => Promise.all(queues.map(async (q) => (await q.getJob(id))?.getState()));
      await expect.poll(finished, { timeout: 30_000, interval: 100 }).toEqual(['completed', 'completed']);

      const results = await Promise.all(queues.map(async (q) => (await q.getJob(id))!.returnvalue as { skipped: boolean }));
      expect(results.map((r) => r.skipped).sort()).toEqual([false, true]);
      expect(slow.messages.filter(sentTo(to))).toHaveLength(1);
      expect(await db.sentMail.findUnique({ where: { key: `${id}:newsletterConfirm` } })).toMatchObject({ status: 'sent', recipient: to });
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(
        queues.map(async (q) => {
          await q.obliterate({ force: true });
          await q.close();
        }),
      );
      connection.disconnect();
      await slow.close();
    }
  });

  it('refuses a payload that can never succeed instead of retrying it', async () => {
    const process = createMailProcessor({ db, transport: nodemailer.createTransport(smtp.url), from: 'x <x@localhost>', logger: pino({ level: 'silent' }) });
    await expect(process({ id: randomUUID(), name: 'newsletterConfirm', data: { to: 'nope' } } as unknown as Job)).rejects.toMatchObject({
      name: 'UnrecoverableError',
    });
  });
});
