import type { Customer, Db, Prisma, TokenPurpose } from '@voltline/db';
import { toLang, type Lang } from '@voltline/locales';
import { mailQueue, queueJob } from '@voltline/contracts/jobs';
import { recordWithOutbox, type OutboxDeps } from '@voltline/platform/outbox';
import { AppError, Status, type MyPreserve, type RegisterRequest, type UpdateInfoRequest, type UserInfo } from '@voltline/contracts';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionStore } from '../../plugins/session';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from './password';

/** How long the link of the confirmation email works (once). */
export const VERIFY_LINK_TTL_MS = 24 * 3600 * 1000;
/** How long the link of the password-reset email works (once). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

type Tx = Prisma.TransactionClient;

export interface AccountDeps extends OutboxDeps {
  sessions: Pick<SessionStore, 'revokeAll'>;
  publicUrl: string;
}

export function toUserInfo(customer: Customer): UserInfo {
  return { email: customer.email, username: customer.username, fullname: customer.fullname, country: customer.country, news: customer.news };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

/**
 * Accounts: sign-up with email confirmation, sign-in, password reset, personal info and rights.
 * Every email goes through the outbox in the transaction that made it necessary. Links are built
 * from PUBLIC_URL, never from the request's Host header.
 */
export function accountService(deps: AccountDeps) {
  const { db, sessions, publicUrl } = deps;
  const confirmUrl = (token: string) => `${publicUrl}/register_email_vaild?token=${token}`;
  const resetUrl = (token: string) => `${publicUrl}/reset_password?token=${token}`;

  /**
   * The confirmation mail whose link asks the mailbox's owner to choose the password (the reset
   * page) instead of confirming the pending one: sent by "resend" and by a registration on an
   * address already registered, where the pending password may be someone else's (issue 33 item
   * 3). Every earlier unused link stops working; the link confirms the address once the password
   * is set (resetPassword), so a password the owner did not type never becomes active.
   */
  async function choosePasswordMail(tx: Tx, customer: Customer, lang: Lang, now: Date) {
    await tx.customerToken.deleteMany({ where: { customerId: customer.id, usedAt: null } });
    const token = await issueToken(tx, customer.id, 'reset_password', VERIFY_LINK_TTL_MS, now);
    return queueJob(mailQueue, 'accountConfirm', { to: customer.email, lang, siteUrl: publicUrl, confirmUrl: resetUrl(token), choosePassword: true });
  }

  /** A new single-use link token; earlier unused ones of the same purpose stop working. */
  async function issueToken(tx: Tx, customerId: string, purpose: TokenPurpose, ttlMs: number, now: Date): Promise<string> {
    await tx.customerToken.deleteMany({ where: { customerId, purpose, usedAt: null } });
    const token = newToken();
    await tx.customerToken.create({
      data: { customerId, purpose, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) },
    });
    return token;
  }

  async function findLiveToken(client: Tx | Db, token: string, purpose: TokenPurpose, now: Date) {
    const row = await client.customerToken.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) throw new AppError(Status.linkInvalid);
    return row;
  }

  /** Uses a token up, once even under concurrent calls; returns its customer's id or throws 611. */
  async function consumeToken(tx: Tx, token: string, purpose: TokenPurpose, now: Date): Promise<string> {
    const row = await findLiveToken(tx, token, purpose, now);
    const { count } = await tx.customerToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count !== 1) throw new AppError(Status.linkInvalid);
    return row.customerId;
  }

  /**
   * The new registration's password and profile on an account that waits for confirmation; every
   * unused link of the earlier ones (confirmation, reset) stops working. 604 when it was confirmed
   * meanwhile.
   */
  async function replacePending(tx: Tx, customerId: string, profile: Prisma.CustomerUpdateManyMutationInput): Promise<Customer> {
    const { count } = await tx.customer.updateMany({ where: { id: customerId, emailVerifiedAt: null }, data: profile });
    if (count !== 1) throw new AppError(Status.accountExistsSignIn);
    await tx.customerToken.deleteMany({ where: { customerId, usedAt: null } });
    return tx.customer.findUniqueOrThrow({ where: { id: customerId } });
  }

  return {
    /**
     * 604 when a confirmed account has this email. An account that still waits for confirmation is
     * registered again: the new password and profile replace the old ones and the earlier links stop
     * working, so a password chosen by someone who does not own the mailbox never becomes active
     * once the owner registers (pre-account hijacking, docs/product.md §4). The new link then asks
     * for the password too: the second registration may be the attacker's, after the owner's.
     */
    async register(request: RegisterRequest, lang: Lang, requestId?: string, now = new Date()): Promise<void> {
      const existing = await db.customer.findUnique({ where: { email: request.email } });
      if (existing?.emailVerifiedAt) throw new AppError(Status.accountExistsSignIn);
      const passwordHash = await hashPassword(request.password);
      const profile = {
        passwordHash,
        username: request.username,
        fullname: request.fullname,
        country: request.country,
        news: request.news ?? false,
        site: lang,
      };
      try {
        await recordWithOutbox({ ...deps, requestId }, async (tx) => {
          if (existing) return [await choosePasswordMail(tx, await replacePending(tx, existing.id, profile), lang, now)];
          const customer = await tx.customer.create({ data: { email: request.email, createdAt: now, ...profile } });
          const token = await issueToken(tx, customer.id, 'verify_email', VERIFY_LINK_TTL_MS, now);
          return [queueJob(mailQueue, 'accountConfirm', { to: customer.email, lang, siteUrl: publicUrl, confirmUrl: confirmUrl(token) })];
        });
      } catch (error) {
        // Two sign-ups for one email at once: the second one lost the race.
        if (isUniqueViolation(error)) throw new AppError(Status.accountExistsForEmail);
        throw error;
      }
    },

    /** Confirms the email of the token's account (611 when expired or used) and returns the account. */
    async verifyEmail(token: string, now = new Date()): Promise<Customer> {
      return db.$transaction(async (tx) => {
        const customerId = await consumeToken(tx, token, 'verify_email', now);
        const customer = await tx.customer.findUniqueOrThrow({ where: { id: customerId } });
        if (customer.emailVerifiedAt) return customer;
        return tx.customer.update({ where: { id: customerId }, data: { emailVerifiedAt: now } });
      });
    },

    /**
     * Sends a new confirmation email to an account that still needs one; silent otherwise. Its link
     * asks for the password: whoever asks for the mail again may not be who chose the pending one.
     */
    async resendVerification(email: string, lang: Lang | undefined, requestId?: string, now = new Date()): Promise<void> {
      const customer = await db.customer.findUnique({ where: { email } });
      if (!customer || customer.emailVerifiedAt) return;
      const to = lang ?? toLang(customer.site);
      await recordWithOutbox({ ...deps, requestId }, async (tx) => [await choosePasswordMail(tx, customer, to, now)]);
    },

    /** 601 unknown email, 602 wrong password, 623 right password but email not confirmed yet. */
    async authenticate(email: string, password: string): Promise<Customer> {
      const customer = await db.customer.findUnique({ where: { email } });
      if (!customer) {
        await burnVerification(password);
        throw new AppError(Status.accountNotFound);
      }
      if (!(await verifyPassword(customer.passwordHash, password))) throw new AppError(Status.wrongPassword);
      if (!customer.emailVerifiedAt) throw new AppError(Status.emailNotConfirmed);
      if (needsRehash(customer.passwordHash)) {
        await db.customer.update({ where: { id: customer.id }, data: { passwordHash: await hashPassword(password) } });
      }
      return customer;
    },

    /**
     * Mails a reset link when an account has this email; does nothing otherwise. The caller gives
     * both cases the same answer and the same minimum duration.
     */
    async requestPasswordReset(email: string, lang: Lang | undefined, requestId?: string, now = new Date()): Promise<void> {
      const customer = await db.customer.findUnique({ where: { email } });
      if (!customer) {
        // About the work of the other path (a token, a hash), so the difference hides in the floor.
        hashToken(newToken());
        return;
      }
      const to = lang ?? toLang(customer.site);
      await recordWithOutbox({ ...deps, requestId }, async (tx) => {
        const token = await issueToken(tx, customer.id, 'reset_password', RESET_LINK_TTL_MS, now);
        return [queueJob(mailQueue, 'passwordReset', { to: customer.email, lang: to, siteUrl: publicUrl, resetUrl: resetUrl(token) })];
      });
    },

    /**
     * Sets a new password with a reset token (611 when expired or used). Every session of the
     * account ends, the email counts as confirmed (the link proved it), and a notice is mailed.
     */
    async resetPassword(token: string, password: string, lang: Lang | undefined, requestId?: string, now = new Date()): Promise<void> {
      // Cheap check first: no argon2 work for a dead link.
      await findLiveToken(db, token, 'reset_password', now);
      const passwordHash = await hashPassword(password);
      await recordWithOutbox({ ...deps, requestId }, async (tx) => {
        const customerId = await consumeToken(tx, token, 'reset_password', now);
        const before = await tx.customer.findUniqueOrThrow({ where: { id: customerId } });
        const customer = await tx.customer.update({
          where: { id: customerId },
          data: { passwordHash, passwordChangedAt: now, emailVerifiedAt: before.emailVerifiedAt ?? now },
        });
        await sessions.revokeAll(tx, customerId, now);
        await tx.customerToken.deleteMany({ where: { customerId, purpose: 'reset_password', usedAt: null } });
        return [
          queueJob(mailQueue, 'passwordChanged', {
            to: customer.email,
            lang: lang ?? toLang(customer.site),
            siteUrl: publicUrl,
            signInUrl: `${publicUrl}/login`,
            forgotUrl: `${publicUrl}/forget_password`,
          }),
        ];
      });
    },

    async updateInfo(customerId: string, fields: UpdateInfoRequest): Promise<Customer> {
      const { username, fullname, country, news } = fields;
      return db.customer.update({ where: { id: customerId }, data: { username, fullname, country, news } });
    },

    /** The rights held on the customer's email, and the membership benefits they bring. */
    async rights(customer: Customer): Promise<MyPreserve> {
      const subscriber = await db.subscriber.findUnique({ where: { email: customer.email }, select: { status: true } });
      const subscription = subscriber?.status === 'confirmed';
      // A warranty registration is held on the email: one registration covers all its orders,
      // verified or still being checked. Tester status is held on the email too.
      const warranty = (await db.warrantyRegistration.count({ where: { email: customer.email } })) > 0;
      const tester = (await db.betaTester.count({ where: { email: customer.email } })) > 0;
      return {
        warranty,
        tester,
        subscription,
        benefits: [
          { key: 'review_coupons', source: 'account', active: true },
          { key: 'lifetime_warranty', source: 'warranty', active: warranty },
          { key: 'free_replacements', source: 'warranty', active: warranty },
          { key: 'tester_discounts', source: 'tester', active: tester },
          { key: 'free_products', source: 'tester', active: tester },
          { key: 'bonus_surprises', source: 'tester', active: tester },
          { key: 'newsletter_offers', source: 'subscription', active: subscription },
        ],
      };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
