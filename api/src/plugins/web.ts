import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Status } from '../contracts';
import { fail } from '../lib/envelope';

/**
 * Serves the built single-page app from the same origin as the API. Hashed assets are cached for a
 * year; index.html is revalidated so a deploy is picked up at once. Unknown non-API paths get
 * index.html and the app renders its own not-found page.
 */
export const webPlugin = fp<{ root: string }>(async (app, { root }) => {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ root }, 'web app is not built (npm run build): only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path.startsWith('/health/') || path === '/metrics' || path.startsWith('/admin/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return fail(request, reply, Status.notFound, 404);
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
