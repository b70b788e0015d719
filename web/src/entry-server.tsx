import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { LANGUAGES, toLang } from '@voltline/locales/languages';
import type { Site } from '@voltline/contracts';
import { setApiTransport } from './lib/api';
import { i18nFor, loadLanguage } from './lib/i18n';
import { LAZY_TEXT_SECTIONS } from './lib/lazy-text-sections';
import { loadTexts } from './lib/lazy-texts';
import { createQueryClient } from './lib/query-client';
import { pickSite, sitesQueryOptions } from './lib/site-store';
import { withoutRenderTimes } from './lib/render-times';
import { createAppRouter } from './router';

export { pageAddress } from './page-address';

/**
 * The server entry (built with `vite build --ssr`, loaded by api/src/plugins/ssr.ts). The api
 * calls `prepare` once, then `render` per page request.
 */

export interface PrepareOptions {
  /** How the pages' data reaches the API: the api passes an in-process call (no network). */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>;
}

/** Loads every language and text section once: a server renders all nine sites. */
export async function prepare({ apiFetch }: PrepareOptions): Promise<void> {
  setApiTransport(apiFetch);
  await Promise.all([...LANGUAGES.map((lang) => loadLanguage(lang)), ...LAZY_TEXT_SECTIONS.map((section) => loadTexts(section))]);
}

export interface RenderOptions {
  request: Request;
  /** The client build's entry, styles and preloads, as the router's manifest of the root route. */
  manifest: Manifest;
  publicUrl: string;
}

/**
 * Renders one page: a router and a QueryClient of its own, the route loaders run (and decide
 * redirects and 404s) before the first byte, then the HTML streams with the data in it. The bytes
 * depend on the content only: no nonce (the api lists the inline scripts' hashes in the page's
 * CSP, api/src/modules/pages/page-copy.ts) and no time of the render (lib/render-times.ts).
 */
export async function render({ request, manifest, publicUrl }: RenderOptions): Promise<Response> {
  const queryClient = createQueryClient({ server: true });
  const sites = await queryClient.ensureQueryData(sitesQueryOptions);
  const code = new URL(request.url).searchParams.get('site') ?? undefined;
  const site: Site | undefined = pickSite(sites, code);
  const i18n = i18nFor(toLang(site?.siteLang || site?.site || code));
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({ queryClient, i18n, env: { publicUrl } });
      withoutRenderTimes(router);
      return router;
    },
    getRouterManifest: () => manifest,
  });
  return handler(defaultStreamHandler);
}
