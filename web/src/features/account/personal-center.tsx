import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session-store';
import { UserIcon } from '../../components/ui/icons/icons';
import { DeviceIcon, GiftIcon } from '../../components/ui/icons/page-icons';
import styles from './personal-center.module.css';

const TABS = [
  { to: '/personal_center/my_benefits', label: 'account.center.tab_benefits', Icon: GiftIcon },
  { to: '/personal_center/userinfo', label: 'account.center.tab_info', Icon: UserIcon },
  { to: '/personal_center/my_devices', label: 'account.center.tab_devices', Icon: DeviceIcon },
] as const;

/**
 * /personal_center: my rights, my info, my devices (docs/product.md §2). The route's guard sends
 * signed-out visitors to /login; this also does when the session ends while here (sign-out in
 * another tab, or a personal call answering 603).
 */
export function PersonalCenterLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });

  useEffect(() => {
    if (!user) void navigate({ to: '/login', search: { redirect: href }, replace: true });
  }, [user, href, navigate]);

  if (!user) return null;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('account.center.title')}</p>
        <h1 className={styles.title}>{t('account.center.greeting', { name: user.username || user.email })}</h1>
        <p className={styles.email}>{user.email}</p>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={t('account.center.title')}>
          <ul role="list" className={styles.tabs}>
            {TABS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.tab} activeProps={{ 'aria-current': 'page' }}>
                  <Icon />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
