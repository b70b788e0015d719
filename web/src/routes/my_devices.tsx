import { createFileRoute, redirect } from '@tanstack/react-router';

// The old site's address of this personal-centre tab (its child paths were absolute).
export const Route = createFileRoute('/my_devices')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/personal_center/my_devices', search: location.search, hash: location.hash || undefined, replace: true });
  },
});
