import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '@voltline/db';
import { isJobName, mailQueue } from '@voltline/contracts/jobs';
import { jobName, jobPayload } from '../lib/read-job';
import type { ObjectStorage } from '@voltline/platform/storage';
import { renderMail } from './templates';
import { claimMail, whileHolding } from './claim';
import { retriesExhausted, type MailRetryPolicy } from './retry';
import { markOutboxFinished } from '@voltline/platform/outbox';
import { isLang } from '@voltline/locales/languages';
import { jobLogger } from '../lib/job-log';
import { smtpOutcomeOf, type SmtpOutcome } from './smtp-watch';

/** What the processor tells the metrics (workers/src/metrics/workers-metrics.ts) and the SMTP watch. */
export interface MailObserver {
  sent(kind: string, lang: string): void;
  /** A send failed and the job will be tried again. */
  retrying(kind: string, lang: string): void;
  failed(kind: string, lang: string): void;
  /** What a send showed of the SMTP server (smtp-watch.ts): up, down (not reached) or refusing (a 4xx to the whole mail). */
  smtp(outcome: SmtpOutcome): void;
}

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
  observer?: MailObserver;
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
    const log = jobLogger(deps.logger, mailQueue.name, job);
    // Metric labels stay bounded: a name or language the contracts do not know counts as `unknown`.
    const kind = isJobName(mailQueue, job.name) ? job.name : 'unknown';
    const lang = isLang((job.data as { lang?: unknown } | undefined)?.lang) ? (job.data as { lang: string }).lang : 'unknown';
    try {
      const result = await sendOnce(job, token, log);
      if (!result.skipped) deps.observer?.sent(kind, lang);
      return result;
    } catch (error) {
      if (error instanceof DelayedError) throw error;
      const final = error instanceof UnrecoverableError || retriesExhausted(retry, job.timestamp) || job.attemptsMade + 1 >= (job.opts?.attempts ?? 1);
      if (!final) {
        deps.observer?.retrying(kind, lang);
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxFinished(deps.db, job.id, 'failed', reason);
      deps.observer?.failed(kind, lang);
      log.error({ template: job.name, err: error }, 'mail failed for good; npm run mail:retry-failed sends it again');
      throw error instanceof UnrecoverableError ? error : new UnrecoverableError(reason);
    }
  };

  /** The SMTP call itself, whose outcome says whether the server answers. */
  async function send(mail: SendMailOptions) {
    try {
      const info = await deps.transport.sendMail(mail);
      deps.observer?.smtp('up');
      return info;
    } catch (error) {
      const outcome = smtpOutcomeOf(error);
      if (outcome) deps.observer?.smtp(outcome);
      throw error;
    }
  }

  async function sendOnce(job: Job, token: string | undefined, log: Logger): Promise<{ messageId: string | null; skipped: boolean }> {
    const name = jobName(mailQueue, job);
    const key = `${job.id}:${name}`;
    const mail = await renderMail(name, jobPayload(mailQueue, name, job));
    const claimed = await claimMail(deps.db, key, { recipient: mail.to, template: name }, leaseMs);
    if (claimed.state === 'sent') return { messageId: claimed.messageId, skipped: true };
    if (claimed.state === 'busy') {
      // Another run is sending this mail right now (a stalled job picked up again): come back when
      // its lease ends; by then it is marked sent, or that run died and this one takes over.
      log.info({ template: name, until: claimed.until }, 'mail claimed by another run; delaying');
      if (!token) throw new Error(`mail ${key} is being sent by another run`);
      await job.moveToDelayed(claimed.until.getTime() + 100, token);
      throw new DelayedError();
    }
    const { claim } = claimed;

    const info = await whileHolding(
      claim,
      leaseMs,
      async () => {
        try {
          // Attachments are read from the upload store at send time: the job carries only their key.
          const attachments = await Promise.all(
            (mail.attachments ?? []).map(async (a) => {
              if (!deps.storage) throw new Error('mail with an attachment but no upload store configured');
              return { filename: a.filename, contentType: a.contentType, content: await deps.storage.get(a.key) };
            }),
          );
          return await send({
            from: deps.from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(attachments.length > 0 ? { attachments } : {}),
            headers: { 'X-Voltline-Mail-Key': key },
            ...(mail.unsubscribeUrl
              ? {
                  list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
                  headers: { 'X-Voltline-Mail-Key': key, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
                }
              : {}),
          });
        } catch (error) {
          // Not sent: free the key so the retry claims it at once.
          await claim.release().catch(() => undefined);
          throw error;
        }
      },
      () => log.warn({ key }, 'mail claim lost while sending (the process stalled past its lease): a second copy may go out'),
    );

    if (!(await claim.markSent(info.messageId ?? null))) {
      log.warn({ key }, 'mail sent after its claim was taken over: a second copy may have gone out');
    }
    log.info({ template: name }, 'mail sent');
    return { messageId: info.messageId ?? null, skipped: false };
  }
}
