import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { BCP47, LANGUAGES } from '@voltline/locales/languages';
import './styles/tokens.css';
import './styles/base.css';
import { applyLanguage, i18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { reportPageView } from './lib/statistics';
import { createAppRouter } from './router';

const router = createAppRouter({ queryClient, i18n, env: { publicUrl: window.location.origin } });

/**
 * docs/product.md §2: every navigation starts at the top of the page (or at its #anchor), going to
 * the address one is already on reloads its data, and every navigation counts one page view.
 */
router.subscribe('onResolved', ({ toLocation, hrefChanged }) => {
  reportPageView(toLocation.pathname);
  const hash = toLocation.hash;
  window.requestAnimationFrame(() => {
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
  if (!hrefChanged) void queryClient.invalidateQueries();
});

// The server rendered the page in its site's language (<html lang>): the same texts must be in
// before hydrating, or React would throw the server's HTML away.
const served = LANGUAGES.find((lang) => BCP47[lang] === document.documentElement.lang) ?? 'us';
await applyLanguage(served);
// Hydrating is a transition: React then does it in slices of a few milliseconds, yielding to the
// browser in between, instead of one long task that keeps a phone from answering a tap (the page
// is already on screen, so nothing waits for it to finish).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
// The server resolved the first address: hydrating it is no navigation, but it is a page view.
reportPageView(window.location.pathname);
