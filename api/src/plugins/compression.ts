import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { constants } from 'node:zlib';
import { CompressedCopies, type Encoding } from '../lib/compressed-copies';

/**
 * Compresses answers of 1 KB or more (pages, lists, sitemaps) with brotli or gzip, as the client
 * accepts. Files of the web build are already compressed at build time (plugins/web.ts) and are
 * passed through untouched (they carry their Content-Encoding).
 *
 * - Answers anyone may cache (`Cache-Control: public`) sent as a string are the same bytes for
 *   every visitor: they are compressed once and the copy is kept (lib/compressed-copies.ts).
 * - Everything else goes through @fastify/compress, gzip first: on this machine gzip took about
 *   160 us for a 7 KB list where brotli 4 took 380 us, for 130 bytes more. Every write is flushed
 *   so a streamed page (server rendering sends the head first) reaches the browser as it is
 *   written; a whole answer is one write, so that costs nothing there.
 * - Registered in the scopes that answer with bodies worth compressing (app.ts); the statistics
 *   calls and the pages are in scopes without it (the pages keep compressed copies of their own),
 *   so they pay neither for compression nor for request decompression.
 */
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /json|xml|html|text\/|javascript/;
/** Compressed copies kept in memory (answers and copies counted). */
const COPIES_BYTES = 32 * 1024 * 1024;

function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

export const compressionPlugin = fp(async (app) => {
  const copies = new CompressedCopies(COPIES_BYTES);
  const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });

  const sendCompressedCopy: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')))
      return done(null, payload);
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiator.negotiate(accepted) : null;
    if (!encoding) return done(null, payload);
    const copy = copies.get(payload, encoding);
    varyByEncoding(reply);
    reply.header('content-encoding', encoding).header('content-length', copy.length);
    done(null, copy);
  };

  // Runs before @fastify/compress's own onRoute hook, so the copy hook comes first on each route.
  app.addHook('onRoute', (route) => {
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), sendCompressedCopy];
  });
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['gzip', 'br'],
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
});
