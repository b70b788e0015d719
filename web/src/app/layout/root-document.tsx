import { useEffect } from 'react';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import { BCP47 } from '@voltline/locales/languages';
import { markHydrated, routeMarkingHydration } from '../../lib/hydration-mark';
import { useCurrentSite } from '../../lib/site-store';
import { AppLayout } from './app-layout';

/**
 * The whole document, rendered on the server and hydrated in the browser: <html lang> of the
 * site, the head of the page (routes' `head`), the app, then the router's scripts (the entry and
 * the dehydrated data).
 */
export function RootDocument() {
  const { lang } = useCurrentSite();
  const router = useRouter();
  // Marks the moment the server's HTML became the app (browser tests wait for it before clicking),
  // unless a lazy page is shown: that page marks it once it is hydrated too (lib/hydration-mark.ts).
  // A window property, not an attribute: React owns <html>'s attributes.
  useEffect(() => {
    if (!routeMarkingHydration(router)) markHydrated();
  }, [router]);
  return (
    <html lang={BCP47[lang]}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#ffffff" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadContent />
      </head>
      <body>
        <div id="root">
          <AppLayout />
        </div>
        <Scripts />
      </body>
    </html>
  );
}
