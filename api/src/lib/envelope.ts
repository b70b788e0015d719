import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status, type Envelope, type SuccessEnvelope } from '../contracts';
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
