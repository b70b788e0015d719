import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@voltline/locales';
import { Status, type Envelope, type SuccessEnvelope } from '@voltline/contracts';
import { requestLang, statusMessage } from './messages';

/** A success envelope: state 1, status 200, a message in the request's language. */
export function ok<T>(request: FastifyRequest, data?: T, message?: string): SuccessEnvelope<T> {
  const body: SuccessEnvelope<T> = { state: 1, status: Status.ok, message: message ?? statusMessage(requestLang(request), Status.ok) };
  if (data !== undefined) body.data = data;
  return body;
}

/** A failure envelope for a catalogue status, sent with the given HTTP status (200 for business failures). */
export function fail(request: FastifyRequest, reply: FastifyReply, status: number, httpStatus = 200, data?: unknown): FastifyReply {
  const body: Envelope = { state: 0, status, message: statusMessage(requestLang(request), status) };
  if (data !== undefined) body.data = data;
  return reply.code(httpStatus).send(body);
}

const serialized = new WeakMap<object, Map<Lang, string>>();

/**
 * A success envelope for cached data, serialized once per data object and language. The hot
 * public reads send the same bytes thousands of times a second; re-serializing them is waste.
 */
export function okCached(request: FastifyRequest, reply: FastifyReply, data: object): FastifyReply {
  const lang = requestLang(request);
  let byLang = serialized.get(data);
  if (!byLang) {
    byLang = new Map();
    serialized.set(data, byLang);
  }
  let body = byLang.get(lang);
  if (body === undefined) {
    body = JSON.stringify({ state: 1, status: Status.ok, message: statusMessage(lang, Status.ok), data });
    byLang.set(lang, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

const emptyOk = new Map<Lang, string>();

/**
 * `ok(request)` without data, as the bytes it serializes to, once per language: the statistics
 * calls answer it tens of thousands of times a second, and a string skips the response schema's
 * parse and the serializer.
 */
export function okEmpty(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = requestLang(request);
  let body = emptyOk.get(lang);
  if (body === undefined) {
    body = JSON.stringify({ state: 1, status: Status.ok, message: statusMessage(lang, Status.ok) });
    emptyOk.set(lang, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
