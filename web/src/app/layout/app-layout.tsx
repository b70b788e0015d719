import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session-store';
import { useCurrentSite } from '../../lib/site-store';
import { setStatisticsSite } from '../../lib/statistics';
import { Toaster } from '../../components/ui/toast/toaster';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import styles from './app-layout.module.css';

/** The shell of every page: skip link, header, the route, footer and toasts. */
export function AppLayout() {
  const { t } = useTranslation();
  // Picks the site (stored, default or first) and keeps the language and <html lang> in step.
  const { site } = useCurrentSite();
  // Statistics wait for the site: page views of the first navigation go out once it is known.
  useEffect(() => {
    if (site) setStatisticsSite(site);
  }, [site]);
  // docs/product.md §4: after load, get_user_info corrects the stored logged-in flag.
  useSessionUser();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('a11y.skip_to_content')}
      </a>
      <span id="top" tabIndex={-1} className={styles.anchor} />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
