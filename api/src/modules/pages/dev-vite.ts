import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { isApiPath } from '../../plugins/errors';
import type { RouterManifest } from './manifest';
import type { DevPages, ServerEntry } from './types';

/**
 * `npm run dev`: the web app served from its sources by Vite, inside the api (docs/architecture.md,
 * "Server rendering": pages are rendered by the api, so there is no separate web dev server).
 *
 * - Vite runs in middleware mode and answers what is its own (modules under /src, /@vite/client,
 *   /@react-refresh, the pre-bundled dependencies, web/public); every other request goes on to the
 *   api's routes, and pages are still rendered by ssr-plugin.ts, from `vite.ssrLoadModule`.
 * - Its HMR websocket is on the api's own port: the page's CSP (`connect-src 'self'`) allows it,
 *   and there is no second port to pick or forward.
 *
 * Only api/src/dev-server.ts imports this module, never server.ts: the production bundle
 * (scripts/server-bundle) must not reach `vite`, a development dependency.
 */
export interface DevWeb {
  /** Registered before the routes: creates the Vite server and mounts its middleware. */
  plugin: FastifyPluginAsync;
  /** What ssr-plugin.ts renders with in development, instead of web/dist-server and the build manifest. */
  pages: DevPages;
}

/** The client entry in development: React Fast Refresh's preamble, then the app (web/src/dev-client.ts). */
const DEV_CLIENT = '/src/dev-client.ts';
const SERVER_ENTRY = '/src/entry-server.tsx';

/**
 * The scripts of every page in development. External module scripts from this origin only: the
 * page's CSP stays `script-src 'self'` as in production, and no inline preamble needs a nonce or a
 * hash. Module scripts run in document order, so the HMR client is connected before the app starts.
 */
export const DEV_MANIFEST: RouterManifest = {
  routes: {
    __root__: {
      scripts: [{ attrs: { type: 'module', src: '/@vite/client' } }, { attrs: { type: 'module', src: DEV_CLIENT } }],
    },
  },
};

/**
 * What Vite's client needs beyond the production policy, in development only: when its socket
 * closes (the api restarted after an edit), it waits for the server in a SharedWorker made from a
 * `blob:` address, then reloads the page. Production's policy (workers from `'self'` through
 * script-src) refuses that worker, and the open page would never get an update again.
 */
export const devPolicy = (production: string): string => `${production};worker-src 'self' blob:`;

/**
 * Resolves once Vite's file watcher has scanned the web sources. Until then an edit is not seen:
 * after an api restart the open page reloads as soon as the api answers, and an edit made in the
 * seconds the first scan takes on a busy machine would never reach it. Pages and modules wait for
 * this, so a page that is shown is a page that the next edit updates.
 */
async function watching(server: ViteDevServer): Promise<ViteDevServer> {
  // chokidar sets the flag when it emits 'ready' (on the next tick); the flag covers a scan that ended already.
  const watcher = server.watcher as ViteDevServer['watcher'] & { _readyEmitted?: boolean };
  if (!watcher._readyEmitted) await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return server;
}

export function devWeb({ webRoot }: { webRoot: string }): DevWeb {
  /**
   * Started with the api but not waited for: the api listens (and answers API calls) while Vite
   * loads its config and the server entry, which takes seconds; pages and modules wait for it.
   * An api restart after an edit of a handler is then as quick as the api's own start.
   */
  let vite: Promise<ViteDevServer> | undefined;
  let prepareOptions: Parameters<ServerEntry['prepare']>[0] | undefined;
  /**
   * Vite evaluates the server entry again after an edit of it or of anything it imports (a
   * component, a locale file): the new copy has its own i18n instance and API transport, so each
   * copy is prepared once before it renders.
   */
  const prepared = new WeakMap<ServerEntry, Promise<void>>();

  const currentEntry = async (): Promise<ServerEntry> => {
    if (!vite || !prepareOptions) throw new Error('the development web server is not started');
    const module = (await (await vite).ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
    let ready = prepared.get(module);
    if (!ready) {
      ready = module.prepare(prepareOptions);
      prepared.set(module, ready);
    }
    await ready;
    return module;
  };

  const entry: ServerEntry = {
    async prepare(options) {
      prepareOptions = options;
      // Loads the server entry ahead of the first page. A web source that does not compile must
      // not stop the api: each page says what is wrong (and Vite's overlay in the browser) until
      // the file is fixed.
      currentEntry().catch(async (error: unknown) => (await vite)?.config.logger.error(`the web app does not load yet: ${String(error)}`));
    },
    // Development keeps no copy of a page (ssr-plugin.ts): each address renders as it was asked for.
    pageAddress: (pathAndQuery) => pathAndQuery,
    async render(options) {
      try {
        return await (await currentEntry()).render(options);
      } catch (error) {
        // Stack traces of the server entry's modules point at the sources, not at Vite's transforms.
        if (error instanceof Error) (await vite)?.ssrFixStacktrace(error);
        throw error;
      }
    },
  };

  const plugin = fp(async (app) => {
    const { default: middie } = await import('@fastify/middie');
    const starting = import('vite')
      .then(({ createServer }) =>
        createServer({
          configFile: join(webRoot, 'vite.config.ts'),
          root: webRoot,
          appType: 'custom',
          server: { middlewareMode: true, ws: { server: app.server } },
          // The api logs its own requests; Vite says only what went wrong (a failed transform, an HMR error).
          logLevel: 'warn',
        }),
      )
      .then(watching);
    vite = starting;
    // Until a request awaits it, a failed start is reported here (and again to each page).
    starting.catch((error: unknown) => app.log.error({ err: error }, 'the Vite development server did not start'));
    app.addHook('onClose', async () => (await starting.catch(() => undefined))?.close());
    await app.register(middie);
    app.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
      // API answers never go through Vite: it would try each address as a module first.
      if (isApiPath(req.url ?? '/')) return next();
      starting.then((server) => server.middlewares(req, res, next), next);
    });
  });

  return { plugin, pages: { entry, manifest: DEV_MANIFEST, policy: devPolicy } };
}
