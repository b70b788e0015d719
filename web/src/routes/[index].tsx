import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { loadHome } from '../features/catalogue/route-data';

// /index: the home page (Shop All). The file name is bracketed because "index" alone would mean "/".
export const Route = createFileRoute('/index')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps }) => loadHome(context.queryClient, deps.site),
  component: lazyPage(() => import('../features/home/home-page'), 'HomePage'),
});
