import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { contactWizardSearch } from '../features/contact/search';

// The stepped contact wizard (docs/product.md §2); ?step= keeps the step in the address.
export const Route = createFileRoute('/support_contactus')({
  validateSearch: contactWizardSearch,
  component: lazyPage(() => import('../features/contact/contact-wizard-page'), 'ContactWizardPage', 'contact'),
});
