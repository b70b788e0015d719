import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, Status, testerRegisterRequest } from '@voltline/contracts';
import { fail, ok } from '../../lib/envelope';
import { requestLang } from '../../lib/messages';
import { sectionMessage } from '../../lib/section-texts';
import { missingConsents, testerService } from './service';

const form = ['application/x-www-form-urlencoded', 'application/json'];

export const testerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = testerService({ db: app.db, outbox: app.outbox, publicUrl: app.config.PUBLIC_URL, log: app.log });

  app.post(
    '/tester/register',
    {
      schema: {
        tags: ['tester'],
        summary: 'Join the beta-tester programme; a welcome email is sent in the language of the site',
        description:
          'name or username, email, country, share_opinions and keep_confidential (yes/no: both must be yes to join), devices[] and interests[] (the older form). Answers 608, 609, 614 (with data.fields; also when a consent is no), 629 (this email is already a tester: not registered again, no second email).',
        consumes: form,
        body: testerRegisterRequest,
        response: { 200: envelopeSchema(z.undefined()) },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const refused = missingConsents(request.body);
      if (refused.length > 0) {
        const fields = refused.map((field) => ({ field, message: sectionMessage(lang, 'tester', `${field}_required`) }));
        return fail(request, reply, Status.invalidFields, 200, { fields });
      }
      await service.register(request.body, lang, request.id);
      return ok(request, undefined, sectionMessage(lang, 'tester', 'registered'));
    },
  );
};
