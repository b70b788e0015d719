import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resources, toLang, langFromAcceptLanguage, type Lang } from '@voltline/locales';
import { createStorage } from '@voltline/platform/storage';
import {
  AppError,
  CONTACT_IMAGE_MAX_BYTES,
  Status,
  contactRuleProblems,
  contactSchemaFor,
  contactSubmitted,
  contactSupportRequest,
  envelopeSchema,
  issueProblem,
  issueStatus,
  type ContactRequest,
} from '@voltline/contracts';
import { ok } from '../../lib/envelope';
import { fieldMessage, statusMessage } from '../../lib/messages';
import { cleanImage, type CleanImage } from './image';
import { contactService } from './service';

/** Submissions per IP; a person correcting a refused form still fits comfortably. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };
/** The visitor's calendar day may be a day behind UTC: the 14-day rule allows for it. */
const GRACE_DAYS = 1;

interface Submission {
  fields: Record<string, unknown>;
  image: Buffer | null;
  tooLarge: boolean;
}

/**
 * What a multipart body that cannot be read is answered: a second file is 622 on `image`; too many
 * parts or fields 614 (both HTTP 413); anything else busboy refuses (no boundary, a truncated or
 * unclosed body, broken part headers) 614 with HTTP 400. The client's fault, never a 500.
 */
function unreadableMultipart(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError(Status.fileRejected, 413, [{ field: 'image' }]);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(Status.invalidFields, 413);
  return new AppError(Status.invalidFields, 400);
}

/**
 * Reads a multipart body: text fields, and the `image` file into memory (at most 5 MB; it is
 * checked and re-encoded before anything is stored, so nothing half-received ever reaches the
 * store). A larger file is cut off by busboy and the rest of the body drained, so the answer
 * (622, HTTP 413) reaches the client.
 */
async function readMultipart(request: FastifyRequest): Promise<Submission> {
  try {
    return await readParts(request);
  } catch (error) {
    request.log.info({ err: error }, 'unreadable multipart body');
    throw unreadableMultipart(error);
  }
}

async function readParts(request: FastifyRequest): Promise<Submission> {
  const fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  let tooLarge = false;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      continue;
    }
    if (part.fieldname !== 'image' || image) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) tooLarge = true;
    else if (chunks.length > 0) image = Buffer.concat(chunks);
  }
  return { fields, image: tooLarge ? null : image, tooLarge };
}

/** The language of a submission: its `site` field, else Accept-Language, else us. */
function submissionLang(request: FastifyRequest, fields: Record<string, unknown>): Lang {
  if (typeof fields.site === 'string' && fields.site) return toLang(fields.site);
  return langFromAcceptLanguage(request.headers['accept-language']) ?? 'us';
}

/** The text of a key of status.json's `contact` section ("contact.name"), or "invalid" for anything else. */
export function problemMessage(lang: Lang, problem: string): string {
  if (problem.startsWith('contact.')) {
    const key = problem.slice('contact.'.length);
    const texts = resources[lang].status.contact as Record<string, string>;
    return texts[key] ?? (resources.us.status.contact as Record<string, string>)[key] ?? fieldMessage(lang, 'invalid');
  }
  return fieldMessage(lang, 'invalid');
}

/**
 * The text of a refused field: the catalogue status or the `field` problem its check carries
 * (contracts/problem.ts), else its message, a key of the `contact` section.
 */
function issueMessage(lang: Lang, issue: { message: string }): string {
  const status = issueStatus(issue);
  if (status !== undefined) return statusMessage(lang, status);
  const problem = issueProblem(issue);
  return problem ? fieldMessage(lang, problem) : problemMessage(lang, issue.message);
}

function invalid(lang: Lang, fields: { field: string; message: string }[]) {
  return { state: 0 as const, status: Status.invalidFields, message: statusMessage(lang, Status.invalidFields), data: { fields } };
}

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config);
  const service = contactService({ db: app.db, outbox: app.outbox, storage, careEmail: app.config.CARE_EMAIL, publicUrl: app.config.PUBLIC_URL, log: app.log });
  app.log.debug({ storage: storage.describe }, 'contact uploads');

  // Only this module takes uploads: the limits hold here and nowhere else.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: CONTACT_IMAGE_MAX_BYTES, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 41 },
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/contact/submit',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a contact request (the support wizard or a general, influencer or wholesale enquiry); answers the ticket reference',
        description: [
          'multipart/form-data (with the optional `image`: JPEG, PNG, WebP or GIF by content, at most 5 MB, EXIF removed), form-encoded or JSON without an image.',
          'Support subjects (defective, damaged_missing, delivery, wrong_item, warranty, other): subject, name, email, country, marketplace, order_id, product_category, product, within_30_days, shipping_cost, address_line1, address_line2?, city, state, postal_code, phone, solution (refund, reshipment, contact_marketplace), message; optional product_code, case_id; delivered_on (YYYY-MM-DD) for delivery.',
          'Enquiry subjects (general, influencer, wholesale): subject, name, email, country, message.',
          'A delivery problem reported more than 14 days after delivery is taken only with solution contact_marketplace (614 on solution otherwise).',
          'Answers 614 with data.fields, 622 (not an image; HTTP 413 when larger than 5 MB), 619 (HTTP 429) past 5 submissions per IP in 15 minutes.',
        ].join(' '),
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        // Documented for OpenAPI; the handler does the checking (multipart bodies are read there,
        // and the subject picks the schema), so the route's own validation is switched off.
        body: contactSupportRequest.extend({ image: z.string().optional().describe('multipart only: the photo file (JPEG, PNG, WebP, GIF; at most 5 MB)') }),
        response: { 200: envelopeSchema(contactSubmitted) },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const submission: Submission = request.isMultipart()
        ? await readMultipart(request)
        : { fields: (request.body as Record<string, unknown> | undefined) ?? {}, image: null, tooLarge: false };
      const lang = submissionLang(request, submission.fields);
      // The error handler answers in the language of request.body.site; give it the fields.
      request.body = submission.fields as typeof request.body;
      if (submission.tooLarge) throw new AppError(Status.fileRejected, 413, [{ field: 'image' }]);

      const parsed = contactSchemaFor(submission.fields.subject).safeParse(submission.fields);
      if (!parsed.success) {
        // The first problem of each field.
        const fields: { field: string; message: string }[] = [];
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (!fields.some((f) => f.field === field)) fields.push({ field, message: issueMessage(lang, issue) });
        }
        return reply.send(invalid(lang, fields));
      }
      const contact = parsed.data as ContactRequest;
      const rules = contactRuleProblems(
        {
          subject: contact.subject,
          delivered_on: 'delivered_on' in contact ? contact.delivered_on : undefined,
          solution: 'solution' in contact ? contact.solution : undefined,
        },
        new Date().toISOString().slice(0, 10),
        GRACE_DAYS,
      );
      if (rules.length > 0)
        return reply.send(
          invalid(
            lang,
            rules.map((p) => ({ field: p.field, message: problemMessage(lang, p.problem) })),
          ),
        );

      const image: CleanImage | null = submission.image ? await cleanImage(submission.image) : null;
      const ticket = await service.submit(contact, image, lang, request.id);
      return ok(request, { ticket }, resources[lang].status.contact.submitted.replace('{{ticket}}', ticket));
    },
  );
};
