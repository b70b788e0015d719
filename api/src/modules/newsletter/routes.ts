import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, subscriptionRequest, tokenRequest } from '@voltline/contracts';
import { isLang } from '@voltline/locales';
import { ok } from '../../lib/envelope';
import { okMessage, requestLang } from '../../lib/messages';
import { newsletterService } from './service';

const empty = envelopeSchema(z.undefined());

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = newsletterService({ db: app.db, outbox: app.outbox, publicUrl: app.config.PUBLIC_URL, log: app.log });

  app.post(
    '/customer/subscription',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter (double opt-in: a confirmation email is sent)',
        description: 'Answers 608, 609, 618 or 631 with state 0. A pending subscriber who subscribes again gets the email again.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: subscriptionRequest,
        response: { 200: empty },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await service.subscribe(request.body, request.id);
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
