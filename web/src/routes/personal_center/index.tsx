import { createFileRoute, redirect } from '@tanstack/react-router';

// /personal_center opens its first tab.
export const Route = createFileRoute('/personal_center/')({
  beforeLoad: () => {
    throw redirect({ to: '/personal_center/my_benefits', replace: true });
  },
});
