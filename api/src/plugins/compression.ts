import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Compresses answers of 1 KB or more (pages, lists, sitemaps) with brotli or gzip, as the client
 * accepts. Files of the web build are already compressed at build time (plugins/web.ts) and are
 * passed through untouched (they carry their Content-Encoding).
 *
 * - Brotli at quality 4: about gzip's speed with smaller output; the build uses 11 for files
 *   compressed once.
 * - Every write is flushed, so a streamed page (server rendering sends the head first) reaches
 *   the browser as it is written instead of waiting for the compressor's buffer to fill; a whole
 *   answer is one write, so it costs nothing there.
 * - The statistics calls answer `{"state":1}`, never near the threshold: they are the hottest
 *   path of the site and skip the hook altogether.
 */
const THRESHOLD_BYTES = 1024;
const UNCOMPRESSED_PREFIXES = ['/api/front/kanban/'];

export const compressionPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (UNCOMPRESSED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
});
