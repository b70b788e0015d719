import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app's files from the same origin as the API. Pages are rendered on the
 * server (modules/pages/ssr-plugin.ts, reached through the not-found handler in errors.ts).
 *
 * The build writes a brotli and a gzip copy of every text file (web/build-tools/precompress.ts);
 * `preCompressed` sends the one the browser accepts, so no request pays for compression.
 * Hashed assets (web/dist/assets: the name changes with the content) are cached for a year and
 * never revalidated; everything else (images, downloads) is revalidated so a deploy is picked up
 * at once. The cache headers go through @fastify/static's own options: a header set in
 * `setHeaders` is overwritten by them.
 */

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
  }
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** The compressed copies are reached through `preCompressed`, never by their own address. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * @fastify/static picks the copy by Accept-Encoding but does not say so: without Vary a CDN or
 * proxy could hand the brotli copy to a client that only reads gzip.
 */
function varyByEncoding(res: { setHeader(name: string, value: string): unknown }) {
  res.setHeader('Vary', 'Accept-Encoding');
}

export const webPlugin = fp<{ root: string }>(async (app, { root }) => {
  const index = join(root, '.vite', 'manifest.json');
  if (!existsSync(index)) {
    app.log.warn({ root }, 'web app is not built (npm run build): only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: COMPRESSED_COPIES,
    maxAge: YEAR_MS,
    immutable: true,
    setHeaders: varyByEncoding,
    // reply.sendFile stays the one of the site root (below).
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['assets/**', ...COMPRESSED_COPIES],
    cacheControl: false,
    setHeaders(res) {
      varyByEncoding(res);
      res.setHeader('Cache-Control', 'no-cache');
    },
  });

  app.decorate('spaIndexAvailable', true);
});
