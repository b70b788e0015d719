import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /find_your_cable: the cable finder.
export const Route = createFileRoute('/find_your_cable')({
  component: lazyPage(() => import('../features/catalogue/finder-page'), 'FinderPage', 'shop'),
});
