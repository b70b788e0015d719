import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { currentUser } from '../lib/session-store';

// The personal centre: signed-in customers only (docs/product.md §6). Others sign in and come back.
// Personal: the server renders only the page's frame; the guard and the page run in the browser,
// which holds the session (the server renders every page as an anonymous visitor).
export const Route = createFileRoute('/personal_center')({
  ssr: false,
  beforeLoad: async ({ context, location }) => {
    if (!(await currentUser(context.queryClient))) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: lazyPage(() => import('../features/account/personal-center'), 'PersonalCenterLayout', 'account'),
});
