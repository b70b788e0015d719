import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, Status, issueProblem, issueStatus, type FieldError } from '@voltline/contracts';
import { fail } from '../lib/envelope';
import { STORE_RETRY_AFTER_SECONDS, isStoreUnavailable } from '../lib/store-unavailable';
import { fieldMessage, requestLang, statusMessage } from '../lib/messages';
import { sectionMessageAt } from '../lib/section-texts';
import { securityHeadersFor } from './security-headers';

/**
 * The one error handler. Business failures become HTTP 200 + state 0 + catalogue status; validation
 * failures name their fields; anything unexpected is logged in full and answered with a generic
 * envelope (no stack, no detail).
 */
const CLIENT_ERROR_STATUS: Record<number, number> = {
  401: Status.notSignedIn,
  403: Status.notSignedIn,
  404: Status.notFound,
  405: Status.notFound,
  413: Status.fileRejected,
  429: Status.tooManyAttempts,
};

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = requestLang(request);
    // Set by each scope's first hook too; an error may come before it, or on a route of no scope.
    reply.header('x-request-id', request.id);

    if (error instanceof AppError) {
      const fields = error.fields?.map((f) => ({
        field: f.field,
        message: f.key ? sectionMessageAt(lang, f.key) : statusMessage(lang, f.status ?? error.status),
      }));
      return fail(request, reply, error.status, error.httpStatus, fields ? { fields } : undefined);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = [];
      let status: number = Status.invalidFields;
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String((issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') ?? '');
        // fastify-type-provider-zod keeps the zod issue, less its path, code and message, as the
        // entry's `params`: the contracts' typed parameters are there.
        const zodIssue = issue.params;
        const code = issueStatus(zodIssue);
        if (code !== undefined) {
          // The first catalogue status wins: the old client shows one toast per answer.
          if (status === Status.invalidFields) status = code;
          fields.push({ field, message: statusMessage(lang, code) });
        } else {
          // zod leaves the input out of its issues, so "missing" is read from what was sent; the
          // problem the contracts' check names (required, too long, unsafe text, not a date) picks the localized text.
          const top = field.split('.')[0] ?? field;
          const sent = (request.body as Record<string, unknown> | undefined)?.[top] ?? (request.query as Record<string, unknown> | undefined)?.[top];
          const problem = issueProblem(zodIssue);
          const missing = sent === undefined || sent === '' || problem === 'required';
          const key = missing ? 'required' : (problem ?? 'invalid');
          fields.push({ field, message: fieldMessage(lang, key) });
        }
      }
      // The old client expects business failures as HTTP 200; other callers (analysts) get a 400.
      return fail(request, reply, status, request.url.startsWith('/api/front/') ? 200 : 400, { fields });
    }

    if (isStoreUnavailable(error)) return storeUnavailable(request, reply, error);

    const httpStatus = error.statusCode ?? 500;
    if (httpStatus >= 400 && httpStatus < 500) {
      // Malformed bodies, missing credentials, wrong content types: the client's fault, said plainly
      // with the HTTP status kept.
      request.log.info({ err: error }, 'client error');
      return fail(request, reply, CLIENT_ERROR_STATUS[httpStatus] ?? Status.invalidFields, httpStatus);
    }
    request.log.error({ err: error }, 'unhandled error');
    return fail(request, reply, Status.serverError, 500);
  });

  // One not-found handler for the whole app: API paths answer the envelope; any other GET gets the
  // single-page app (when it is built), which renders its own not-found page.
  // It belongs to no scope of app.ts, so it sets the headers a scope would have set.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // Every page of the web app is rendered on the server (modules/pages), its 404 included.
    if (!isApiPath(request.url) && wantsPage && app.renderPage) return app.renderPage(request, reply);
    reply.headers(securityHeadersFor(request.url)).header('x-request-id', request.id);
    await fail(request, reply, Status.notFound, 404);
    app.metrics.observeUnmatched(request, reply);
    return reply;
  });
});

/** Addresses that belong to the API and the operators, never to a page of the site. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') || path.startsWith('/health/') || path === '/metrics' || path.startsWith('/admin/');
}

/**
 * Postgres or Redis did not answer (unreachable, frozen, out of connections): 626 with HTTP 503 and
 * a Retry-After, on every route, so clients and load balancers see "try again" rather than a 500.
 */
function storeUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  request.log.warn({ err: error }, 'store unavailable');
  return fail(request, reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS)), Status.unavailable, 503);
}
