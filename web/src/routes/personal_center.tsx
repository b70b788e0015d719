import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { currentUser } from '../lib/session-store';

// The personal centre: signed-in customers only (SPEC section 6). Others sign in and come back.
export const Route = createFileRoute('/personal_center')({
  beforeLoad: async ({ context, location }) => {
    if (!(await currentUser(context.queryClient))) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: lazyPage(() => import('../features/account/personal-center'), 'PersonalCenterLayout', 'account'),
});
