import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /index: the home page (Shop All). The file name is bracketed because "index" alone would mean "/".
export const Route = createFileRoute('/index')({
  component: lazyPage(() => import('../features/home/home-page'), 'HomePage'),
});
