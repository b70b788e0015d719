import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A rendered answer kept in memory with its validator, hashed once when it is made. */
export interface Rendered {
  body: string | Buffer;
  etag: string;
}

export function rendered(body: string | Buffer): Rendered {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Sends a rendered answer, or 304 when the client (a crawler, a CDN) already holds these bytes. */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, answer: Rendered, type: string, cacheControl: string): FastifyReply {
  reply.header('Cache-Control', cacheControl).header('ETag', answer.etag).type(type);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.send(answer.body);
}
