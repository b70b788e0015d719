import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@voltline/contracts';
import { fail } from '../lib/envelope';
import { statusMessage } from '../lib/messages';
import { securityHeadersFor } from './security-headers';

/**
 * Requests too broken to reach a route: a JSON body that is not an object, a path with a percent
 * sequence that does not decode, a request line or headers Node's parser refuses. Each is the
 * client's fault and is answered as such: the envelope with 614 (HTTP 400, or 431 for headers too
 * large), never a 500.
 */

function clientError(message: string, statusCode = 400): FastifyError {
  return Object.assign(new Error(message), { statusCode, code: 'VL_MALFORMED_BODY', name: 'MalformedBody' }) as FastifyError;
}

/**
 * Every body of the API is an object of fields: JSON that parses to an array, a string, a number
 * or null is refused by the parser (614, HTTP 400) instead of reaching validators and handlers
 * that read fields from it. Parsing itself is Fastify's own (prototype poisoning refused).
 */
export const jsonObjectBodiesPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return done(clientError('a JSON body must be an object of fields'), undefined);
      done(null, value);
    });
  });
});

/**
 * Fastify's `frameworkErrors`: a path that does not decode (`/%E0%A4%A`, `/%zz`) names no route
 * and no page, so it is answered as a bad request: the envelope (614, HTTP 400), page or API alike
 * (Fastify's not-found handling cannot be re-entered from here).
 */
export function badUrlHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.send(error);
    return;
  }
  request.log.info({ url: request.url.slice(0, 200) }, 'undecodable url');
  fail(request, reply.headers(securityHeadersFor(request.url)).header('x-request-id', request.id), Status.invalidFields, 400);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (bytes
 * that are not allowed in the request line, headers over the size limit). The answer is written
 * to the socket as the envelope, in the default language: nothing of the request can be trusted.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const httpStatus = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const status = Status.invalidFields;
  const body = JSON.stringify({ state: 0, status, message: statusMessage('us', status) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
