import type { Db } from '@voltline/db';
import type { SmtpSink } from '../../support/smtp-sink';
import { duplicates, sentTo } from '../../support/smtp-sink';
import { waitUntil } from './system';

/** What a fault test reports about mail: expected, arrived, duplicated (copies beyond the first). */
export interface MailFigures {
  expected: number;
  arrived: number;
  duplicated: number;
}

/**
 * Waits until every mail row of the outbox is finished (its job completed, so nothing more can be
 * sent) and `expected` mails have arrived, then counts. Waiting for the rows, not for a time,
 * is what makes "none arrived twice" a real check.
 */
export async function settleMail(db: Db, smtp: SmtpSink, expected: number, timeoutMs = 180_000): Promise<MailFigures> {
  await waitUntil(
    'every mail sent and its outbox row finished',
    async () => {
      const open = await db.outboxEvent.count({ where: { queue: 'mail', completedAt: null } });
      return { open, arrived: smtp.messages.length };
    },
    (s) => s.open === 0 && s.arrived >= expected,
    timeoutMs,
  );
  return { expected, arrived: smtp.messages.length, duplicated: duplicates(smtp.messages).copies };
}

/** How many mails went to each address. */
export function countTo(smtp: SmtpSink, email: string): number {
  return smtp.messages.filter(sentTo(email)).length;
}

export function report(test: string, figures: Record<string, number | string>): void {
  console.log(`[fault figures] ${test}: ${Object.entries(figures).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
