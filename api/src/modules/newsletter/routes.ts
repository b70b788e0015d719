import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, subscriptionRequest, tokenRequest } from '@voltline/contracts';
import { isLang } from '@voltline/locales';
import { ok } from '../../lib/envelope';
import { okMessage, requestLang } from '../../lib/messages';
import { AttemptLimiter, type Limit } from '../../lib/limits';
import { newsletterService } from './service';

const empty = envelopeSchema(z.undefined());

/**
 * Confirmation mails per address, whoever asks and from however many IPs (as sign-up, resend and
 * reset have theirs, account/routes.ts): a subscription past it is answered as usual and mails
 * nothing, so the answer tells nothing about the address and nobody floods a mailbox through us.
 */
export const NEWSLETTER_MAILS_PER_EMAIL: Limit = { max: 3, windowMs: 60 * 60_000 };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = newsletterService({ db: app.db, outbox: app.outbox, publicUrl: app.config.PUBLIC_URL, log: app.log });
  const mailsPerEmail = new AttemptLimiter(app.redis, `${app.config.QUEUE_PREFIX}:rate:email:newsletter`, NEWSLETTER_MAILS_PER_EMAIL);

  app.post(
    '/customer/subscription',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter (double opt-in: a confirmation email is sent)',
        description:
          'Answers 608, 609, 618 or 631 with state 0. A pending subscriber who subscribes again gets the email again, at most 3 confirmation emails per address an hour whatever the IP (past that the same answer, no email).',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: subscriptionRequest,
        response: { 200: empty },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const mail = await mailsPerEmail.allows(request.body.email);
      await service.subscribe(request.body, request.id, { mail });
      return ok(request, undefined, okMessage(requestLang(request), 'subscription_pending'));
    },
  );

  app.post(
    '/customer/subscription/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token of the confirmation email (611 when expired or used)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenRequest,
        response: { 200: empty },
      },
    },
    async (request) => {
      await service.confirm(request.body.token);
      return ok(request, undefined, okMessage(requestLang(request), 'subscription_confirmed'));
    },
  );

  app.post(
    '/customer/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'RFC 8058 one-click unsubscribe; always state 1',
        description: 'Mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, which carries the token in its query.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // `site` (every mail link carries it) only chooses the answer's language.
        querystring: z.object({ token: z.string().max(128).optional(), site: z.string().max(8).optional() }),
        body: z
          .object({ token: z.string().max(128).optional() })
          .loose()
          .optional(),
        response: { 200: empty },
      },
    },
    async (request) => {
      const token = request.query.token ?? (typeof request.body?.token === 'string' ? request.body.token : undefined);
      if (token) await service.unsubscribe(token);
      return ok(request, undefined, okMessage(requestLang(request), 'unsubscribed'));
    },
  );

  // A person who opens the List-Unsubscribe URL in a browser gets the page that asks to confirm,
  // on the site the mail named (its links carry `site`); a GET never changes state (link scanners
  // follow links in mail).
  app.get(
    '/customer/unsubscribe',
    { schema: { hide: true, querystring: z.object({ token: z.string().max(128).default(''), site: z.string().max(8).optional() }) } },
    async (request, reply) => {
      const { token, site } = request.query;
      const onSite = isLang(site) ? `&site=${site}` : '';
      return reply.redirect(`/unsubscribe?token=${encodeURIComponent(token)}${onSite}`, 303);
    },
  );
};
