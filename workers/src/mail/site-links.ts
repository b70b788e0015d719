import type { Lang } from '@voltline/locales';

/**
 * A link to one of our pages opens the customer's own site, in its language: the site rides in the
 * address (`?site=`), as on every link of the web app (web/src/lib/site-store.ts). Without it the
 * page is the default site's (English), unless the browser remembers a site, and a mail is often
 * opened on another device. Set here, where every mail is rendered, so no template and no job
 * queued by an older api can leave it out. A link elsewhere (the marketplace) is left as it is.
 */
export function onSite(url: string, siteUrl: string, site: Lang): string {
  const link = new URL(url);
  if (link.origin !== new URL(siteUrl).origin) return url;
  link.searchParams.set('site', site);
  return link.href;
}
