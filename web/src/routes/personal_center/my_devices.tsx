import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

// My devices: the registered orders (the list itself comes with the warranty work).
export const Route = createFileRoute('/personal_center/my_devices')({
  component: lazyPage(() => import('../../features/account/my-devices-page'), 'MyDevicesPage', 'account'),
});
