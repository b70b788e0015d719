import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, reviewSubmitRequest, reviewSubmitResult } from '@voltline/contracts';
import { ok } from '../../lib/envelope';
import { requestLang } from '../../lib/messages';
import { sectionMessage } from '../../lib/section-texts';
import { reviewService } from './service';

const form = ['application/x-www-form-urlencoded', 'application/json'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reviewService({ db: app.db, outbox: app.outbox, log: app.log, publicUrl: app.config.PUBLIC_URL });

  app.post(
    '/review/submit',
    {
      schema: {
        tags: ['review'],
        summary: 'Answer the review questionnaire (or decline it) and receive a coupon by email: 10%, or 30% for the answered survey',
        description:
          'choice 10 (default) or 30. With 30 the survey must be answered: reason, colour, better_than_others, problems, stars (1-5), opinion, submitted_to_marketplace (614 names what is missing). The percent never depends on the answers (stars, marketplace review). `product` is a model or product name of the catalogue of the site (614 on product otherwise). One coupon per email and product: a second request, even at the same moment, answers the same percent with already_sent true and sends no email. At most 5 new coupons per email in 24 hours (619, HTTP 429). Answers 608, 609, 614, 619.',
        consumes: form,
        body: reviewSubmitRequest,
        response: { 200: envelopeSchema(reviewSubmitResult) },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const lang = requestLang(request);
      const result = await service.submit(request.body, lang, request.id);
      const message = sectionMessage(lang, 'review', result.already_sent ? 'coupon_already_sent' : 'coupon_sent', { percent: String(result.percent) });
      return ok(request, result, message);
    },
  );
};
