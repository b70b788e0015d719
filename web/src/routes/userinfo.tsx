import { createFileRoute, redirect } from '@tanstack/react-router';

// The old site's address of this personal-centre tab (its child paths were absolute).
export const Route = createFileRoute('/userinfo')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/personal_center/userinfo', search: location.search, hash: location.hash || undefined, replace: true });
  },
});
