import { UnrecoverableError, type Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '@voltline/db';
import { mailJobs, type MailJobName } from '../jobs';
import type { ObjectStorage } from '../lib/storage';
import { renderMail } from './templates';

/**
 * Sends one transactional email. The job id (the outbox id) is the idempotency key: a job that
 * runs twice finds its sent record and does not send again.
 */
export function createMailProcessor(deps: { db: Db; transport: Transporter; from: string; logger: Logger; storage?: ObjectStorage }) {
  return async (job: Job): Promise<{ messageId: string | null; skipped: boolean }> => {
    const name = job.name as MailJobName;
    const schema = mailJobs[name];
    if (!schema) throw new UnrecoverableError(`unknown mail job ${job.name}`);
    const parsed = schema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid payload for ${job.name}: ${parsed.error.message}`);

    const key = `${job.id}:${name}`;
    const already = await deps.db.sentMail.findUnique({ where: { key } });
    if (already) return { messageId: already.messageId, skipped: true };

    const mail = renderMail(name, parsed.data as never);
    // Attachments are read from the upload store at send time: the job carries only their key.
    const attachments = await Promise.all(
      (mail.attachments ?? []).map(async (a) => {
        if (!deps.storage) throw new Error('mail with an attachment but no upload store configured');
        return { filename: a.filename, contentType: a.contentType, content: await deps.storage.get(a.key) };
      }),
    );
    const info = await deps.transport.sendMail({
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
    await deps.db.sentMail.createMany({
      data: [{ key, messageId: info.messageId ?? null, recipient: mail.to, template: name }],
      skipDuplicates: true,
    });
    deps.logger.info({ jobId: job.id, template: name }, 'mail sent');
    return { messageId: info.messageId ?? null, skipped: false };
  };
}
