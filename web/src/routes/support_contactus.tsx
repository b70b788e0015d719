import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The stepped contact wizard (SPEC section 2); ?step= keeps the step in the address.
export const Route = createFileRoute('/support_contactus')({
  component: lazyPage(() => import('../features/contact/contact-wizard-page'), 'ContactWizardPage', 'contact'),
});
