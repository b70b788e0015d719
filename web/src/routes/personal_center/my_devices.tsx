import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

// My devices: the registered orders with their warranty status; add, search, delete.
export const Route = createFileRoute('/personal_center/my_devices')({
  component: lazyPage(() => import('../../features/devices/my-devices-page'), 'MyDevicesPage', 'warranty'),
});
