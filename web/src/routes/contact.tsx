import { createFileRoute } from '@tanstack/react-router';
import * as z from '../lib/zod-mini';
import { lazyPage } from '../lib/lazy-page';
import { optionalText } from '../lib/search-params';

// General, influencer and wholesale enquiries; ?type=influencer|wholesale preselects the type.
export const Route = createFileRoute('/contact')({
  validateSearch: z.object({ type: optionalText(32) }),
  component: lazyPage(() => import('../features/contact/enquiry-page'), 'EnquiryPage', 'contact'),
});
