import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { lazyPage } from '../lib/lazy-page';

// The stepped contact wizard (SPEC section 2); ?step= keeps the step in the address.
export const Route = createFileRoute('/support_contactus')({
  validateSearch: z.object({ step: z.optional(z.catch(z.optional(z.string()), undefined)) }),
  component: lazyPage(() => import('../features/contact/contact-wizard-page'), 'ContactWizardPage', 'contact'),
});
