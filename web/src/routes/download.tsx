import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// Manuals, firmware, drivers and spec sheets (docs/product.md §2: /download).
export const Route = createFileRoute('/download')({
  component: lazyPage(() => import('../features/content/download-page'), 'DownloadPage', 'content'),
});
