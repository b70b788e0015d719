import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

// My info: username, full name, country and the news opt-in (customer/update_info).
export const Route = createFileRoute('/personal_center/userinfo')({
  component: lazyPage(() => import('../../features/account/user-info-page'), 'UserInfoPage', 'account'),
});
