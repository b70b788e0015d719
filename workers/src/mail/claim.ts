import { randomUUID } from 'node:crypto';
import type { Db } from '@voltline/db';

/**
 * The guard in front of SMTP. A stalled BullMQ job runs again while its first run may still be
 * talking to the mail server; both would send. So a run first claims the mail's deterministic
 * key (a row with a lease), sends, then marks it sent:
 *
 * - `sent`: the mail went out; nothing to do.
 * - `busy`: another run holds a live claim; this run must not send now (it waits until `until`).
 * - `claimed`: this run holds the claim; it renews it while sending (`renew`), then `markSent`,
 *   or `release` when SMTP refused, so the retry can claim at once.
 *
 * A run that crashed stops renewing; its claim expires and the next run takes it over. The
 * remaining window is a crash after SMTP accepted the mail and before `markSent` committed: the
 * retry then sends a second copy (SMTP has no way to ask "did you already take this one?").
 */
export type ClaimResult = { state: 'sent'; messageId: string | null } | { state: 'busy'; until: Date } | { state: 'claimed'; claim: MailClaim };

export interface MailClaim {
  key: string;
  token: string;
  /** Extends the lease; false when the claim was lost (expired and taken over). */
  renew(): Promise<boolean>;
  markSent(messageId: string | null): Promise<boolean>;
  release(): Promise<void>;
}

export async function claimMail(db: Db, key: string, meta: { recipient: string; template: string }, leaseMs: number): Promise<ClaimResult> {
  const token = randomUUID();
  // Insert the claim, or take over one whose lease ran out; a sent row or a live claim is left alone.
  const taken = await db.$queryRaw<{ key: string }[]>`
    INSERT INTO sent_mail (key, status, claim_token, claimed_until, recipient, template)
    VALUES (${key}, 'claimed', ${token}::uuid, now() + ${leaseMs} * interval '1 millisecond', ${meta.recipient}, ${meta.template})
    ON CONFLICT (key) DO UPDATE SET claim_token = EXCLUDED.claim_token, claimed_until = EXCLUDED.claimed_until
      WHERE sent_mail.status = 'claimed' AND sent_mail.claimed_until < now()
    RETURNING key`;
  if (taken.length === 1) return { state: 'claimed', claim: heldClaim(db, key, token, leaseMs) };

  const row = await db.sentMail.findUnique({ where: { key }, select: { status: true, messageId: true, claimedUntil: true } });
  if (!row) return claimMail(db, key, meta, leaseMs); // released between the two statements
  if (row.status === 'sent') return { state: 'sent', messageId: row.messageId };
  return { state: 'busy', until: row.claimedUntil ?? new Date(Date.now() + leaseMs) };
}

function heldClaim(db: Db, key: string, token: string, leaseMs: number): MailClaim {
  return {
    key,
    token,
    async renew() {
      const n = await db.$executeRaw`
        UPDATE sent_mail SET claimed_until = now() + ${leaseMs} * interval '1 millisecond'
        WHERE key = ${key} AND claim_token = ${token}::uuid AND status = 'claimed'`;
      return n === 1;
    },
    async markSent(messageId) {
      const n = await db.$executeRaw`
        UPDATE sent_mail SET status = 'sent', sent_at = now(), message_id = ${messageId}, claimed_until = NULL
        WHERE key = ${key} AND claim_token = ${token}::uuid`;
      return n === 1;
    },
    async release() {
      await db.$executeRaw`DELETE FROM sent_mail WHERE key = ${key} AND claim_token = ${token}::uuid AND status = 'claimed'`;
    },
  };
}

/**
 * Renews the claim every third of its lease while `work` runs, so a slow SMTP never lets it expire.
 * `onLost` means another run may send a second copy, so it is told only when a renewal failed while
 * `work` was still running: a renewal already in flight when `work` ends finds the row marked
 * `sent` right after (markSent) and fails for that reason alone, which loses nothing.
 */
export async function whileHolding<T>(claim: MailClaim, leaseMs: number, work: () => Promise<T>, onLost: () => void): Promise<T> {
  let working = true;
  const timer = setInterval(
    () => {
      claim.renew().then(
        (held) => held || !working || onLost(),
        () => undefined, // Postgres hiccup: the next renewal tries again, the lease still has two thirds left
      );
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  try {
    return await work();
  } finally {
    working = false;
    clearInterval(timer);
  }
}
