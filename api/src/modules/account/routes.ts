import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLang, type Lang } from '@voltline/locales';
import {
  AppError,
  Status,
  envelopeSchema,
  forgetPasswordRequest,
  loginRequest,
  myPreserve,
  registerRequest,
  resendVerificationRequest,
  setPasswordRequest,
  updateInfoRequest,
  userInfo,
  verifyEmailRequest,
} from '@voltline/contracts';
import { ok } from '../../lib/envelope';
import { okMessage, requestLang, statusMessage } from '../../lib/messages';
import { AttemptLimiter, type Limit } from '../../lib/limits';
import { accountService, toUserInfo } from './service';
import { SignInLimits } from './sign-in-limits';
import { refuseCommonPassword } from './common-passwords';

const MINUTE = 60_000;

/**
 * Per-email limits of the calls that send mail (the IP limits are on each route; sign-in has its
 * own, see sign-in-limits.ts). They count every attempt, whoever makes it, so nobody gets more than
 * `max` mails sent to one address per window, however many IPs they use.
 */
export const EMAIL_LIMITS = {
  register: { max: 5, windowMs: 60 * MINUTE },
  resend: { max: 3, windowMs: 15 * MINUTE },
  forgot: { max: 3, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** forget_password and resend_verification take at least this long, account or not. */
export const BLIND_ANSWER_MS = 300;

const empty = envelopeSchema(z.undefined());

/** Sign-in answers that count as a failure: no such account, wrong password. */
const SIGN_IN_FAILURES = new Set<number>([Status.accountNotFound, Status.wrongPassword]);

/** The language the person chose, if they said; else the account's own site decides. */
const chosenLang = (site: string | undefined): Lang | undefined => (site ? toLang(site) : undefined);

/** Runs `work` and answers no sooner than `ms` after it started, whatever happened. */
async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

const form = ['application/x-www-form-urlencoded', 'application/json'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = accountService({ db: app.db, outbox: app.outbox, sessions: app.sessions, publicUrl: app.config.PUBLIC_URL, log: app.log });
  const prefix = `${app.config.QUEUE_PREFIX}:rate:`;
  const perEmail = (scope: keyof typeof EMAIL_LIMITS) => new AttemptLimiter(app.redis, `${prefix}email:${scope}`, EMAIL_LIMITS[scope]);
  const emailLimits = { register: perEmail('register'), resend: perEmail('resend'), forgot: perEmail('forgot') };
  const signIn = new SignInLimits(app.redis, prefix);

  // Personal data and session answers are never cached, by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const message = (request: FastifyRequest, key: Parameters<typeof okMessage>[1]) => okMessage(requestLang(request), key);

  app.post(
    '/customer/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account; a confirmation email is sent (success: state 1, status 607)',
        description:
          'Answers 605, 608, 609, 614 (a field, or a password on the list of the most common ones), 617; 604 when a confirmed account has this email (one waiting for confirmation is registered again: the new password replaces the old one, and the new link opens the password page, so the owner of the mailbox chooses the password), 628 when two sign-ups for a new email race; 619 (HTTP 429) when rate limited.',
        consumes: form,
        body: registerRequest,
        response: { 200: empty },
      },
      config: { sameOrigin: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await emailLimits.register.consume(request.body.email);
      refuseCommonPassword(request.body.password);
      await service.register(request.body, requestLang(request), request.id);
      // Success is state 1 with status 607 ("email sent, check and confirm"), as docs/api.md says.
      return { state: 1 as const, status: Status.emailSent, message: statusMessage(requestLang(request), Status.emailSent) };
    },
  );

  app.post(
    '/customer/verify_email',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm the email with the token of the confirmation link; signs the person in (611 when expired or used)',
        consumes: form,
        body: verifyEmailRequest,
        response: { 200: envelopeSchema(userInfo) },
      },
      config: { sameOrigin: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const customer = await service.verifyEmail(request.body.token);
      await app.sessions.start(request, reply, customer);
      return ok(request, toUserInfo(customer), message(request, 'email_confirmed'));
    },
  );

  app.post(
    '/customer/resend_verification',
    {
      schema: {
        tags: ['account'],
        summary: 'Send the confirmation email again; the same answer whether or not such an account exists',
        description:
          "Answers 608, 609; 619 (HTTP 429) when rate limited. The new link opens the password page (set_password's token, 24 hours): the mailbox's owner chooses the password, which confirms the address; every earlier link stops working.",
        consumes: form,
        body: resendVerificationRequest,
        response: { 200: empty },
      },
      config: { sameOrigin: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await emailLimits.resend.consume(request.body.email);
      await atLeast(BLIND_ANSWER_MS, () => service.resendVerification(request.body.email, chosenLang(request.body.site), request.id));
      return ok(request, undefined, message(request, 'verification_sent'));
    },
  );

  app.post(
    '/customer/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in; sets the session cookie',
        description:
          'Answers 601 (no such account), 602 (wrong password), 623 (email not confirmed yet: offer resend_verification), 619 (HTTP 429) when this address failed too often; slower answers while an account is under attack.',
        consumes: form,
        body: loginRequest,
        response: { 200: envelopeSchema(userInfo) },
      },
      config: { sameOrigin: true, rateLimit: { max: 30, timeWindow: '5 minutes' } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await signIn.before(email, request.ip);
      const customer = await service.authenticate(email, password).catch(async (error: unknown) => {
        if (error instanceof AppError && SIGN_IN_FAILURES.has(error.status)) await signIn.failed(email);
        else await signIn.other(email, request.ip);
        throw error;
      });
      await signIn.succeeded(email, request.ip);
      await app.sessions.start(request, reply, customer);
      return ok(request, toUserInfo(customer), message(request, 'signed_in'));
    },
  );

  app.get(
    '/get_user_info',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in customer (session cookie), or state 0 / 603',
        response: { 200: envelopeSchema(userInfo) },
      },
    },
    async (request) => ok(request, toUserInfo((await request.requireSignedIn()).customer)),
  );

  // GET as the old client calls it (docs/product.md §7); POST for newer clients. Both are refused
  // from other sites, so a cross-site link cannot sign anyone out.
  app.route({
    method: ['GET', 'POST'],
    url: '/out_login',
    schema: { tags: ['account'], summary: 'Sign out: ends the session; always state 1', response: { 200: empty } },
    config: { sameOrigin: true },
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      return ok(request, undefined, message(request, 'signed_out'));
    },
  });

  app.post(
    '/customer/forget_password',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a password-reset link (valid 60 minutes, once); the same answer whether or not an account exists',
        description: 'Answers 608, 609; 619 (HTTP 429) when rate limited. Otherwise always state 1 with the same message, after about the same time.',
        consumes: form,
        body: forgetPasswordRequest,
        response: { 200: empty },
      },
      config: { sameOrigin: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await emailLimits.forgot.consume(request.body.email);
      await atLeast(BLIND_ANSWER_MS, () => service.requestPasswordReset(request.body.email, chosenLang(request.body.site), request.id));
      return ok(request, undefined, message(request, 'reset_link_sent'));
    },
  );

  app.post(
    '/customer/set_password',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the token of the reset link; ends every session, the person signs in again',
        description: 'Answers 605, 611 (link expired or used), 614 (a password on the list of the most common ones), 617.',
        consumes: form,
        body: setPasswordRequest,
        response: { 200: empty },
      },
      config: { sameOrigin: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { token, password, site } = request.body;
      refuseCommonPassword(password);
      await service.resetPassword(token, password, chosenLang(site), request.id);
      // The person signs in again, in this browser too (whichever account it was signed in to).
      await app.sessions.end(request, reply);
      return ok(request, undefined, message(request, 'password_changed'));
    },
  );

  app.post(
    '/customer/update_info',
    {
      schema: {
        tags: ['account'],
        summary: 'Change personal info (the fields sent); answers the updated info',
        description: 'Answers 603 when signed out, 614 for an empty or too long field.',
        consumes: form,
        body: updateInfoRequest,
        response: { 200: envelopeSchema(userInfo) },
      },
      config: { sameOrigin: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { customer } = await request.requireSignedIn();
      const updated = await service.updateInfo(customer.id, request.body);
      return ok(request, toUserInfo(updated), message(request, 'info_updated'));
    },
  );

  app.get(
    '/customer/my_preserve',
    {
      schema: {
        tags: ['account'],
        summary: "Rights held on the customer's email (warranty, tester, subscription) and the membership benefits",
        description: 'Answers 603 when signed out.',
        response: { 200: envelopeSchema(myPreserve) },
      },
    },
    async (request) => ok(request, await service.rights((await request.requireSignedIn()).customer)),
  );
};
