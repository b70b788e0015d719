import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// General, influencer and wholesale enquiries; ?type=influencer|wholesale preselects the type.
export const Route = createFileRoute('/contact')({
  component: lazyPage(() => import('../features/contact/enquiry-page'), 'EnquiryPage', 'contact'),
});
