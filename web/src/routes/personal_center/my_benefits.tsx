import { createFileRoute } from '@tanstack/react-router';
import { myPreserveQueryOptions } from '../../features/account/api';
import { lazyPage } from '../../lib/lazy-page';

// My rights: warranty, tester, newsletter and the membership benefits (customer/my_preserve).
export const Route = createFileRoute('/personal_center/my_benefits')({
  // Fetched while the page's code loads; the page shows a failure itself.
  loader: ({ context }) => context.queryClient.prefetchQuery(myPreserveQueryOptions),
  component: lazyPage(() => import('../../features/account/my-benefits-page'), 'MyBenefitsPage', 'account'),
});
