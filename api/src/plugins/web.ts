import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app's files from the same origin as the API. Hashed assets are cached for
 * a year. Pages are rendered on the server (modules/pages/ssr-plugin.ts, reached through the
 * not-found handler in errors.ts).
 */

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable?: boolean;
  }
}
export const webPlugin = fp<{ root: string }>(async (app, { root }) => {
  const index = join(root, '.vite', 'manifest.json');
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

  app.decorate('spaIndexAvailable', true);
});
