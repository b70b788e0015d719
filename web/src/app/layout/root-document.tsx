import { useEffect } from 'react';
import { HeadContent, Scripts } from '@tanstack/react-router';
import { BCP47 } from '@voltline/locales/languages';
import { useCurrentSite } from '../../lib/site-store';
import { AppLayout } from './app-layout';

/**
 * The whole document, rendered on the server and hydrated in the browser: <html lang> of the
 * site, the head of the page (routes' `head`), the app, then the router's scripts (the entry and
 * the dehydrated data).
 */
export function RootDocument() {
  const { lang } = useCurrentSite();
  // Marks the moment the server's HTML became the app (browser tests wait for it before clicking).
  // A window property, not an attribute: React owns <html>'s attributes.
  useEffect(() => {
    (window as { __vlHydrated?: boolean }).__vlHydrated = true;
  }, []);
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
