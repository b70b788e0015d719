import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '@voltline/db';
import { mailQueue } from '../jobs';
import { jobName, jobPayload } from '../lib/read-job';
import type { ObjectStorage } from '../lib/storage';
import { renderMail } from './templates';
import { claimMail, whileHolding } from './claim';
import { retriesExhausted, type MailRetryPolicy } from './retry';
import { markOutboxFinished } from '../outbox/outbox';

export interface MailProcessorDeps {
  db: Db;
  transport: Transporter;
  from: string;
  logger: Logger;
  storage?: ObjectStorage;
  /** Lease of the send claim (renewed while sending); see claim.ts. */
  claimLeaseMs?: number;
  /** When a failure is final; see retry.ts. */
  retry?: MailRetryPolicy;
}

const DEFAULT_RETRY: MailRetryPolicy = { baseMs: 1_000, maxMs: 3_600_000, lifetimeMs: 24 * 3_600_000 };

/**
 * Sends one transactional email, at most once per job in practice: the job id (the outbox id)
 * and template name make the key that is claimed before SMTP and marked sent after (claim.ts).
 * A run that finds another run's live claim delays itself until the lease ends instead of
 * sending. A failure is retried (backoff `mail`, retry.ts) until the mail's lifetime is over;
 * then its outbox row is marked failed and the job fails for good.
 */
export function createMailProcessor(deps: MailProcessorDeps) {
  const leaseMs = deps.claimLeaseMs ?? 30_000;
  const retry = deps.retry ?? DEFAULT_RETRY;

  return async (job: Job, token?: string): Promise<{ messageId: string | null; skipped: boolean }> => {
    try {
      return await sendOnce(job, token);
    } catch (error) {
      if (error instanceof DelayedError) throw error;
      const final = error instanceof UnrecoverableError || retriesExhausted(retry, job.timestamp) || job.attemptsMade + 1 >= (job.opts?.attempts ?? 1);
      if (!final) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxFinished(deps.db, job.id, 'failed', reason);
      deps.logger.error({ jobId: job.id, template: job.name, err: error }, 'mail failed for good; npm run mail:retry-failed sends it again');
      throw error instanceof UnrecoverableError ? error : new UnrecoverableError(reason);
    }
  };

  async function sendOnce(job: Job, token: string | undefined): Promise<{ messageId: string | null; skipped: boolean }> {
    const name = jobName(mailQueue, job);
    const key = `${job.id}:${name}`;
    const mail = renderMail(name, jobPayload(mailQueue, name, job));
    const claimed = await claimMail(deps.db, key, { recipient: mail.to, template: name }, leaseMs);
    if (claimed.state === 'sent') return { messageId: claimed.messageId, skipped: true };
    if (claimed.state === 'busy') {
      // Another run is sending this mail right now (a stalled job picked up again): come back when
      // its lease ends; by then it is marked sent, or that run died and this one takes over.
      deps.logger.info({ jobId: job.id, template: name, until: claimed.until }, 'mail claimed by another run; delaying');
      if (!token) throw new Error(`mail ${key} is being sent by another run`);
      await job.moveToDelayed(claimed.until.getTime() + 100, token);
      throw new DelayedError();
    }
    const { claim } = claimed;

    const info = await whileHolding(claim, leaseMs, async () => {
      try {
        // Attachments are read from the upload store at send time: the job carries only their key.
        const attachments = await Promise.all(
          (mail.attachments ?? []).map(async (a) => {
            if (!deps.storage) throw new Error('mail with an attachment but no upload store configured');
            return { filename: a.filename, contentType: a.contentType, content: await deps.storage.get(a.key) };
          }),
        );
        return await deps.transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
          headers: { 'X-Voltline-Mail-Key': key },
          ...(mail.unsubscribeUrl
            ? { list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } }, headers: { 'X-Voltline-Mail-Key': key, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
            : {}),
        });
      } catch (error) {
        // Not sent: free the key so the retry claims it at once.
        await claim.release().catch(() => undefined);
        throw error;
      }
    }, () => deps.logger.warn({ jobId: job.id, key }, 'mail claim lost while sending (the process stalled past its lease)'));

    if (!(await claim.markSent(info.messageId ?? null))) {
      deps.logger.warn({ jobId: job.id, key }, 'mail sent after its claim was taken over: a second copy may have gone out');
    }
    deps.logger.info({ jobId: job.id, template: name }, 'mail sent');
    return { messageId: info.messageId ?? null, skipped: false };
  }
}
