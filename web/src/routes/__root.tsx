import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import * as z from '../lib/zod-mini';
import { LANGUAGES } from '@voltline/locales/languages';
import { RootDocument } from '../app/layout/root-document';
import { NotFound } from '../app/layout/not-found';
import { menuQueryOptions } from '../features/menu/api';
import { ensureSite } from '../lib/site-store';
import { BRAND, jsonLd, ogImageUrl, pageMeta, siteLinks, siteMeta } from '../lib/page-head';
import { PAGE_TEXTS } from '../lib/page-texts';
import type { RenderEnv } from '../router';

export interface RouterContext {
  queryClient: QueryClient;
  i18n: I18n;
  env: RenderEnv;
}

/**
 * `?site=` names the regional site of every page; an unknown value is dropped (the server then
 * answers the x-default page or redirects to the remembered site).
 */
const rootSearch = z.object({ site: z.optional(z.catch(z.optional(z.enum(LANGUAGES)), undefined)) });

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearch,
  // Every internal link keeps the site of the page it is on.
  search: { middlewares: [retainSearchParams(['site'])] },
  loaderDeps: ({ search }) => ({ site: search.site }),
  // The site list and the menu are in every page's header and footer.
  loader: async ({ context, deps }) => {
    const site = await ensureSite(context.queryClient, deps.site);
    if (site) await context.queryClient.ensureQueryData(menuQueryOptions(site.id));
    return { site: site?.site ?? 'us' };
  },
  head: ({ match, matches, loaderData }) => {
    const { i18n, env } = match.context;
    const leaf = matches[matches.length - 1];
    // An index route's match ends in a slash (/products/); the address people use does not.
    const path = (leaf?.pathname ?? '/').replace(/(.)\/$/, '$1');
    const site = loaderData?.site ?? 'us';
    // No `?site=`: the x-default page, its own canonical.
    const named = match.search.site !== undefined;
    const keys = leaf ? PAGE_TEXTS[leaf.routeId] : undefined;
    const t = (key: string) => i18n.t(key as never);
    return {
      meta: [
        ...siteMeta(env.publicUrl, path, site, named),
        ...pageMeta({
          title: keys ? t(keys[0]) : BRAND,
          description: t(keys ? keys[1] : 'brand.tagline'),
          type: 'website',
          image: { url: ogImageUrl(env.publicUrl, 'default', site), alt: t('brand.tagline') },
        }),
      ],
      links: siteLinks(env.publicUrl, path, site, named),
      scripts:
        (leaf?.routeId as string | undefined) === '/index'
          ? [jsonLd({ '@type': 'Organization', name: BRAND, url: env.publicUrl, logo: `${env.publicUrl}/favicon.svg`, foundingDate: '2015-05' })]
          : [],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFound,
});
