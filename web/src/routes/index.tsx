import { createFileRoute, redirect } from '@tanstack/react-router';

// docs/product.md §2: the root address redirects to /index (home, Shop All).
export const Route = createFileRoute('/')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/index', hash: location.hash || undefined, replace: true });
  },
});
