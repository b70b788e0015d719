import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
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
    const process = createMailProcessor({ db, transport: nodemailer.createTransport(smtp.url), from: 'Voltline <no-reply@localhost>', logger: pino({ level: 'silent' }) });
    const to = uniqueEmail('twice');
    const job = {
      id: randomUUID(),
      name: 'newsletterConfirm',
      data: { to, lang: 'pl', confirmUrl: 'http://localhost:3000/subscription_confirm?token=abcdefghijklmnopqrstuvwxyz', unsubscribeUrl: 'http://localhost:3000/api/front/customer/unsubscribe?token=abcdefghijklmnop' },
    } as unknown as Job;
    expect(await process(job)).toMatchObject({ skipped: false });
    expect(await process(job)).toMatchObject({ skipped: true });
    const mail = await smtp.waitFor(sentTo(to));
    expect(mail.html).toContain('lang="pl"');
    // Both runs have returned, so any SMTP transaction they made is over: the count is final.
    expect(smtp.messages.filter(sentTo(to))).toHaveLength(1);
  });

  it('refuses a payload that can never succeed instead of retrying it', async () => {
    const process = createMailProcessor({ db, transport: nodemailer.createTransport(smtp.url), from: 'x <x@localhost>', logger: pino({ level: 'silent' }) });
    await expect(process({ id: randomUUID(), name: 'newsletterConfirm', data: { to: 'nope' } } as unknown as Job)).rejects.toMatchObject({ name: 'UnrecoverableError' });
  });
});
