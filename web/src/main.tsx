import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import './styles/tokens.css';
import './styles/base.css';
import { applyLanguage, i18n } from './lib/i18n';
import { initialLang } from './lib/site-store';
import { queryClient } from './lib/query-client';
import { sitesQueryOptions } from './lib/site-store';
import { router } from './router';

void queryClient.prefetchQuery(sitesQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Speak the stored site's language from the first paint (its texts are one small chunk); the site
// list confirms it shortly.
await applyLanguage(initialLang());

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
);
