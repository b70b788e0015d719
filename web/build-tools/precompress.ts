import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { gzipCopy } from './gzip-copy.ts';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, at the
 * highest levels (the gzip copy by zopfli, gzip-copy.ts): the build pays for it once, and the server (@fastify/static `preCompressed`)
 * sends the copy the browser accepts without compressing anything per request. Files under 512 bytes
 * are left alone (the headers cost more than the bytes saved); images that are already
 * compressed (PNG, WebP, woff2) are not text and not matched.
 */
export function precompress(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
    threshold: 512,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm((source) => gzipCopy(source), {}),
    ],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
}
